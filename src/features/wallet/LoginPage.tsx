import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { settingsStore } from '../../infra/settings/settings-store';
import {
  anchorProps,
  Heading,
  group,
  GROUP,
  Loader,
  stack,
  STACK,
  text,
  TEXT,
} from '../../ui/light/controls';
import { followLink, usePageNav } from '../../ui/page-nav';
import { useWalletList } from './use-wallet-list';
import { NewWalletForm } from './NewWalletForm';
import { OpenWalletForm } from './OpenWalletForm';

// Plain markup with Mantine's classes (ui/light): the first page loads no Mantine JavaScript.

/** Shown instead of any main-layout page while no wallet is open. */
export function LoginPage() {
  const { t } = useTranslation();
  const nav = usePageNav();
  const wallets = useWalletList();
  const [creating, setCreating] = useState(false);

  if (!wallets.loaded) {
    return (
      <div
        className="m_4451eb3a mantine-Center-root"
        style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}
      >
        <Loader label={t('common.loading')} />
      </div>
    );
  }
  const list = wallets.wallets;
  const showNew = list.length === 0 || creating;

  return (
    <div
      className="m_7485cace mantine-Container-root"
      data-strategy="block"
      style={
        {
          '--container-size': 'calc(30rem * var(--mantine-scale))',
          paddingBlock: 'var(--mantine-spacing-xl)',
        } as React.CSSProperties
      }
    >
      {showNew && (
        // A first visit may be a move from another browser, whose backup is imported instead.
        // Above the form: its blur messages change its height, and would move a link below it.
        <p
          className={TEXT}
          data-size="sm"
          style={text('sm', { marginBottom: 'var(--mantine-spacing-md)', textAlign: 'center' })}
        >
          {t('login.importPrompt')}{' '}
          <a {...anchorProps} href="/import-wallet" onClick={followLink(nav, '/import-wallet')}>
            {t('login.importWallet')}
          </a>
        </p>
      )}
      <div
        className="m_1b7284a3 mantine-Paper-root"
        data-with-border="true"
        style={
          {
            '--paper-radius': 'var(--mantine-radius-md)',
            '--paper-shadow': 'var(--mantine-shadow-sm)',
            padding: 'var(--mantine-spacing-lg)',
          } as React.CSSProperties
        }
      >
        {showNew ? (
          <NewWalletForm onCancel={list.length > 0 ? () => setCreating(false) : undefined} />
        ) : (
          <div className={STACK} style={stack()}>
            <Heading>{t('login.title')}</Heading>
            <p
              className={TEXT}
              data-size="sm"
              style={text('sm', { color: 'var(--mantine-color-dimmed)' })}
            >
              {t('login.intro')}
            </p>
            <OpenWalletForm wallets={list} onCreateNew={() => setCreating(true)} />
          </div>
        )}
      </div>
      <DeploymentLinks />
    </div>
  );
}

/**
 * The guides and source of this deployment, named in its config.json: the app links only to
 * documents its operator chose, and shows no link for one that is not set.
 */
function DeploymentLinks() {
  const { t } = useTranslation();
  const config = useStore(settingsStore, (s) => s.config);
  const links = [
    { href: config.guideBasicUrl, label: t('login.guideBasic') },
    { href: config.guideTetherUrl, label: t('login.guideTether') },
    { href: config.sourceCodeUrl, label: t('login.sourceCode') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <nav
      className={GROUP}
      aria-label={t('login.guides')}
      style={group('var(--mantine-spacing-lg)', 'center', 'wrap', {
        marginTop: 'var(--mantine-spacing-md)',
      })}
    >
      {links.map((link) => (
        <a
          key={link.label}
          {...anchorProps}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
