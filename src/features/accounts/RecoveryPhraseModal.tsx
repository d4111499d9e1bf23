import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { sessionStore } from '../../infra/session/session';
import { copySecret } from '../../ui/copy-secret';
import { DialogModal, type AccountModalProps } from '../../ui/modal/DialogModal';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PasskeyAgain, PasswordAgain, PhraseConfirm } from './PhraseBackupSteps';
import { RecoveryPhraseWords } from './RecoveryPhraseWords';
import { useRecoveryPhrase } from './use-recovery-phrase';

/** Key accounts have a 25-word phrase; HD accounts show their root's 24-word BIP-39 phrase. */
export function phraseWordCount(account: PublicAccount): number | null {
  if (account.hasHdSecret) return 24;
  if (account.type === 'basic' && account.hasSecret) return 25;
  return null;
}

/**
 * "Show recovery phrase" of an account page (opened from its More menu): the wallet password
 * again, then the words.
 */
export function RecoveryPhraseModal({ account, opened, onClose }: AccountModalProps) {
  const { t } = useTranslation();
  // A wallet without a password asks its passkey again instead (issue 42).
  const withPasskey = useStore(sessionStore, (s) => s.waysIn?.password === false);
  const count = phraseWordCount(account);
  if (count === null) return null;
  return (
    <DialogModal
      opened={opened}
      onClose={onClose}
      title={t('overview.recoveryPhrase.title', { name: account.name })}
      size="lg"
    >
      {/* Mounted only while open: closing unmounts it, which wipes the phrase. */}
      {opened && (
        <RecoveryPhraseBody
          address={account.addr}
          count={count}
          onClose={onClose}
          withPasskey={withPasskey}
        />
      )}
    </DialogModal>
  );
}

/**
 * The phrase behind the wallet password (or, for a wallet without one, its passkey) again. With
 * `onBackedUp` (the wallet's backup, issue 42) two of its words are typed back before it counts.
 */
export function RecoveryPhraseBody({
  address,
  count,
  onClose,
  withPasskey = false,
  onBackedUp,
}: {
  address: string;
  count: number;
  onClose: () => void;
  withPasskey?: boolean;
  onBackedUp?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const passwordRef = useRef<HTMLInputElement>(null);
  const { holder, loaded, reveal } = useRecoveryPhrase(address, passwordRef, withPasskey);
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function copy() {
    try {
      await copySecret(holder.text());
      notifySuccess(t('overview.recoveryPhrase.copied'));
    } catch {
      notifyError(t('overview.recoveryPhrase.copyFailed'));
    }
  }

  if (!loaded && withPasskey) return <PasskeyAgain reveal={reveal} onClose={onClose} />;
  if (loaded && onBackedUp && confirming) {
    return (
      <PhraseConfirm
        holder={holder}
        count={count}
        onBack={() => setConfirming(false)}
        onDone={onBackedUp}
      />
    );
  }
  if (!loaded) {
    return <PasswordAgain passwordRef={passwordRef} reveal={reveal} onClose={onClose} />;
  }

  return (
    <Stack>
      <Alert
        color="yellow"
        title={t('overview.recoveryPhrase.warningTitle')}
        // Mantine's yellow title on the light yellow background fails WCAG AA contrast.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('overview.recoveryPhrase.warning')}
      </Alert>
      <RecoveryPhraseWords holder={holder} count={count} revealed={revealed} />
      <Group gap="xs">
        <Button variant="default" aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
          {revealed ? t('overview.recoveryPhrase.hide') : t('overview.recoveryPhrase.reveal')}
        </Button>
        <Button variant="default" onClick={() => void copy()}>
          {t('overview.recoveryPhrase.copy')}
        </Button>
        {onBackedUp ? (
          <Button ml="auto" onClick={() => setConfirming(true)}>
            {t('walletBackup.writtenDown')}
          </Button>
        ) : (
          <Button ml="auto" onClick={onClose}>
            {t('common.close')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
