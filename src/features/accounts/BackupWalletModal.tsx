import { Button, Stack, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { closeBackupPrompt, confirmPhraseBackup, sessionStore } from '../../infra/session/session';
import { DialogModal } from '../../ui/modal/DialogModal';
import { notifySuccess } from '../../ui/notify';
import { followLink, usePageNav } from '../../ui/page-nav';
import { phraseWordCount, RecoveryPhraseBody } from './RecoveryPhraseModal';

/**
 * "Back up this wallet" (issue 42 item 2): a wallet that only a passkey opens gets a second way
 * back before funds arrive, either the recovery phrase written down and two of its words typed
 * back (the phrase dialog's own steps) or a wallet password (Settings). "Later" closes it for
 * this session; the card stays until the wallet is backed up.
 */
export function BackupWalletModal() {
  // The card sits above the pages' query provider (it loads with the login page's frame): the
  // dialog's steps get a client of their own, for their mutations only.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <BackupDialog />
    </QueryClientProvider>
  );
}

function BackupDialog() {
  const { t } = useTranslation();
  const nav = usePageNav();
  const opened = useStore(
    sessionStore,
    (s) => s.backupPrompt === 'open' || s.backupPrompt === 'card',
  );
  const withPasskey = useStore(sessionStore, (s) => s.waysIn?.password === false);
  // The phrase of the wallet's first account that has one (a passkey wallet starts with one).
  const account = useStore(sessionStore, (s) => s.accounts.find((a) => phraseWordCount(a)));
  const [phrase, setPhrase] = useState(false);
  const count = account ? phraseWordCount(account) : null;

  function close() {
    setPhrase(false);
    closeBackupPrompt();
  }

  async function backedUp() {
    await confirmPhraseBackup();
    notifySuccess(t('walletBackup.done'));
    close();
  }

  return (
    <DialogModal opened={opened} onClose={close} title={t('walletBackup.title')} size="lg">
      {opened && phrase && account && count ? (
        <RecoveryPhraseBody
          address={account.addr}
          count={count}
          withPasskey={withPasskey}
          onClose={close}
          onBackedUp={backedUp}
        />
      ) : (
        <Stack>
          <Text size="sm">{t('walletBackup.intro')}</Text>
          {account && (
            <Button onClick={() => setPhrase(true)} data-autofocus>
              {t('walletBackup.phrase', { name: account.name })}
            </Button>
          )}
          <Button
            component="a"
            href="/settings"
            variant="default"
            onClick={(event) => {
              followLink(nav, '/settings')(event);
              close();
            }}
          >
            {t('walletBackup.password')}
          </Button>
          <Button variant="subtle" onClick={close}>
            {t('walletBackup.later')}
          </Button>
        </Stack>
      )}
    </DialogModal>
  );
}
