import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { revealParticipation } from './ParticipationPanel';
import { phraseWordCount } from './RecoveryPhraseModal';
import { canSplit } from './shamir/ShamirSplitModal';
import type { AccountPage } from './use-account-page';

// The fixed header (56 px) and footer (44 px, frame.css) plus a gap: the menu stays between them,
// scrolling inside itself when its items are taller than that (issue 37: it ran under the
// footer at 375 px and past the window's edge at 1280x800 in Hungarian).
const FRAME = { top: 56 + 8, bottom: 44 + 8, left: 8, right: 8 };

interface Item {
  label: string;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

/** Everything but the primary actions, grouped under labels; arrow keys move through it. */
export function AccountMoreMenu({ page, account }: { page: AccountPage; account: PublicAccount }) {
  const { t } = useTranslation();
  const here = !page.otherNetwork;
  const addr = account.addr;
  const groups: { label: string; items: (Item | false | undefined)[] }[] = [
    {
      label: t('overview.menu.assets'),
      items: [
        page.active && { label: t('assets.optIn.open'), to: `/account/optin/${addr}` },
        page.active && { label: t('assets.home.open'), to: '/asset' },
      ],
    },
    {
      label: t('overview.menu.dapps'),
      items: [
        page.active && { label: t('overview.connect'), to: `/account/connect/${addr}` },
        page.dev && { label: t('arc14.open'), to: `/arc14/${addr}` },
        page.dev && { label: t('arc60.open'), to: `/arc60/${addr}` },
      ],
    },
    {
      label: t('overview.menu.participation'),
      items: [
        page.participates && {
          label: t('overview.participation.open'),
          // Opens the panel (online, it is there already) and brings it into view.
          onClick: () => {
            page.participation.open();
            revealParticipation();
          },
        },
      ],
    },
    {
      label: t('overview.menu.tools'),
      items: [
        { label: t('contacts.title'), to: '/contacts' },
        here && { label: t('gateway.builder.open'), to: `/payment-gateway/${addr}` },
        here &&
          page.coins.available && {
            label: t('overview.testCoins'),
            onClick: () => page.coins.mutation.mutate(),
            disabled: page.coins.mutation.isPending,
          },
        Boolean(page.promotable) && {
          label: t('overview.promote.open'),
          onClick: page.promote.open,
        },
        phraseWordCount(account) !== null && {
          label: t('overview.recoveryPhrase.show'),
          onClick: page.recovery.open,
        },
        canSplit(account) && { label: t('shamir.open'), onClick: page.shamir.open },
        {
          label: t('overview.refresh'),
          onClick: () => page.refresh.mutate(),
          disabled: page.refresh.isPending,
        },
      ],
    },
  ];
  const shown = groups
    .map((g) => ({ ...g, items: g.items.filter((i): i is Item => Boolean(i)) }))
    .filter((g) => g.items.length > 0);

  const item = (i: Item): ReactNode =>
    i.to ? (
      <Menu.Item key={i.label} component={Link} to={i.to}>
        {i.label}
      </Menu.Item>
    ) : (
      <Menu.Item key={i.label} onClick={i.onClick} disabled={i.disabled}>
        {i.label}
      </Menu.Item>
    );

  return (
    // No focus placeholder: Mantine's is a focusable role="presentation" div inside role="menu"
    // (axe: aria-required-children); opened by keyboard, focus goes to the first item instead.
    <Menu
      position="bottom-end"
      shadow="md"
      width={280}
      withinPortal
      withInitialFocusPlaceholder={false}
      // A menu that scrolls inside itself must hold tabbable items (axe scrollable-region-focusable);
      // arrow keys still move through them.
      menuItemTabIndex={0}
      middlewares={{
        flip: { padding: FRAME },
        shift: { padding: FRAME },
        size: { padding: FRAME },
      }}
    >
      <Menu.Target>
        <Button variant="default">{t('overview.more')}</Button>
      </Menu.Target>
      <Menu.Dropdown
        aria-label={t('overview.moreActions')}
        style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {shown.map((group, index) => (
          // A labelled group per kind: a menu may hold groups and items, not bare labels.
          <div key={group.label} role="group" aria-labelledby={`account-more-${index}`}>
            {/* The group is named by its label; as a menu's child only items may be exposed. */}
            {index > 0 && <Menu.Divider aria-hidden />}
            <Menu.Label id={`account-more-${index}`} aria-hidden>
              {group.label}
            </Menu.Label>
            {group.items.map(item)}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
