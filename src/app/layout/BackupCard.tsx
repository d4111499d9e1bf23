import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../infra/session/session';
import { Alert, anchorProps } from '../../ui/light/controls';
import { followLink, usePageNav } from '../../ui/page-nav';

/**
 * "Back up this wallet": above every page of a wallet that only a passkey opens, until it has a
 * second way in (issue 42). Light markup: the frame loads with the login page.
 */
export function BackupCard() {
  const { t } = useTranslation();
  const nav = usePageNav();
  const needsBackup = useStore(
    sessionStore,
    (s) =>
      s.status === 'open' && s.waysIn !== null && !s.waysIn.password && !s.waysIn.phraseBackedUp,
  );
  if (!needsBackup) return null;
  return (
    <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
      <Alert color="yellow" role="status">
        <strong>{t('passkey.backupTitle')}</strong> {t('passkey.backupText')}{' '}
        <a {...anchorProps} href="/settings" onClick={followLink(nav, '/settings')}>
          {t('passkey.backupAction')}
        </a>
      </Alert>
    </div>
  );
}
