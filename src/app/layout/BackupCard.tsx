import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { needsBackup } from '../../core/vault/ways-hint';
import { useTranslation } from '../../i18n/react';
import { openBackupPrompt, sessionStore } from '../../infra/session/session';
import { Alert, Button } from '../../ui/light/controls';

// The dialog, with the phrase's and Mantine's modal code, loads only when it is opened.
const BackupWalletModal = lazy(() =>
  import('../../features/accounts/BackupWalletModal').then((m) => ({
    default: m.BackupWalletModal,
  })),
);

/**
 * "Back up this wallet": above every page of a wallet that only a passkey opens, until its
 * recovery phrase is confirmed or it has a password (issue 42). Its button, the receive page and
 * test coins open the dialog. Light markup: the frame loads with the login page.
 */
export function BackupCard() {
  const { t } = useTranslation();
  const show = useStore(sessionStore, (s) => s.status === 'open' && needsBackup(s.waysIn));
  const prompt = useStore(
    sessionStore,
    (s) => s.backupPrompt === 'open' || s.backupPrompt === 'card',
  );
  return (
    <>
      {prompt && (
        <Suspense fallback={null}>
          <BackupWalletModal />
        </Suspense>
      )}
      {show && (
        <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <Alert color="yellow" role="status">
            <strong>{t('passkey.backupTitle')}</strong> {t('passkey.backupText')}{' '}
            <Button variant="subtle" onClick={openBackupPrompt}>
              {t('passkey.backupAction')}
            </Button>
          </Alert>
        </div>
      )}
    </>
  );
}
