import { Alert, Button, Container, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { parseTokenId, voteTokenButtons } from '../../core/voting/tokens';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { useVoteContextState, type VoteContext } from './use-vote-context';

// /vote/*: Governance and AMS-01 on top (spec 001 section 2); AMS-01 has its token buttons and
// the overview, ask, delegation and trusted-list tabs; governance has its tools.

const AMS_TABS = ['overview', 'ask', 'delegate', 'tl'] as const;
const GOVERNANCE_TABS = ['gen', 'distribute', 'optin', 'pay', 'merge'] as const;

/** My questions and a question's answers are parts of the overview. */
const activeAmsTab = (pathname: string) =>
  ['/vote/my-questions', '/vote/answers'].includes(pathname)
    ? 'overview'
    : AMS_TABS.find((tab) => pathname === `/vote/${tab}`);

export function VoteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const context = useVoteContextState();
  const governance = pathname.startsWith('/vote/governance');
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{t('voting.title')}</Title>
        <TabLinks
          label={t('voting.sections')}
          links={[
            { to: '/vote/governance/gen', label: t('voting.governance'), active: governance },
            { to: '/vote/overview', label: t('voting.ams01'), active: !governance },
          ]}
        />
        {governance ? (
          <TabLinks
            label={t('voting.governanceTools')}
            links={GOVERNANCE_TABS.map((tab) => ({
              to: `/vote/governance/${tab}`,
              label: t(`voting.tabs.${tab}`),
              active: pathname === `/vote/governance/${tab}`,
            }))}
          />
        ) : (
          <>
            <TokenButtons context={context} />
            <TabLinks
              label={t('voting.menu')}
              links={AMS_TABS.map((tab) => ({
                to: `/vote/${tab}`,
                label: t(`voting.tabs.${tab}`),
                active: activeAmsTab(pathname) === tab,
              }))}
            />
            <VoterSelect context={context} />
          </>
        )}
        <Outlet context={context} />
      </Stack>
    </Container>
  );
}

function TabLinks({
  label,
  links,
}: {
  label: string;
  links: { to: string; label: string; active: boolean }[];
}) {
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="compact-md"
          variant={link.active ? 'filled' : 'default'}
          aria-current={link.active ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

function TokenButtons({ context }: { context: VoteContext }) {
  const { t } = useTranslation();
  const buttons = voteTokenButtons(context.network);
  const known = buttons.some((b) => b.id === context.token);
  const [custom, setCustom] = useState(known ? '' : context.token.toString());
  const [customOpen, setCustomOpen] = useState(!known);
  const customId = parseTokenId(custom);
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('voting.token')}>
        {buttons.map((button) => (
          <Button
            key={button.id.toString()}
            size="compact-sm"
            variant={!customOpen && button.id === context.token ? 'filled' : 'default'}
            aria-pressed={!customOpen && button.id === context.token}
            onClick={() => {
              setCustomOpen(false);
              context.setToken(button.id);
            }}
          >
            {button.label ?? currentTokenSymbol()}
          </Button>
        ))}
        <Button
          size="compact-sm"
          variant={customOpen ? 'filled' : 'default'}
          aria-pressed={customOpen}
          onClick={() => setCustomOpen(true)}
        >
          {t('voting.customToken')}
        </Button>
      </Group>
      {customOpen && (
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('voting.customTokenId')}
            value={custom}
            inputMode="numeric"
            onChange={(e) => setCustom(e.currentTarget.value)}
            error={custom !== '' && customId === null ? t('voting.customTokenInvalid') : undefined}
          />
          <Button
            variant="default"
            disabled={customId === null || customId === context.token}
            onClick={() => customId !== null && context.setToken(customId)}
          >
            {t('voting.useToken')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function VoterSelect({ context }: { context: VoteContext }) {
  const { t } = useTranslation();
  if (context.voters.length === 0) {
    return (
      <Alert color="yellow" role="alert">
        {t('voting.noAccount')}
      </Alert>
    );
  }
  return (
    <Select
      label={t('voting.account')}
      maw={480}
      allowDeselect={false}
      value={context.account?.addr ?? null}
      onChange={(value) => value && context.setAccount(value)}
      data={context.voters.map((a) => ({
        value: a.addr,
        label: `${a.name} (${a.addr.slice(0, 6)}…)`,
      }))}
    />
  );
}
