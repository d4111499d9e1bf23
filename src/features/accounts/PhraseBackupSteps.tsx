import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  confirmPositions,
  mnemonicWords,
  wrongWords,
} from '../../core/accounts/mnemonic-challenge';
import { describeError } from '../../ui/errors';
import { ConfirmWordsFields } from './ConfirmWordsFields';
import type { PhraseHolder, useRecoveryPhrase } from './use-recovery-phrase';

// The steps of the recovery phrase dialog around the words: the password typed again, or for a
// wallet without one its passkey asked again (issue 42), and, as the wallet's backup, two words
// typed back.

/** Before the phrase: the wallet password typed again (read from its field, never state). */
export function PasswordAgain({
  passwordRef,
  reveal,
  onClose,
}: {
  passwordRef: RefObject<HTMLInputElement | null>;
  reveal: ReturnType<typeof useRecoveryPhrase>['reveal'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reveal.mutate();
  }
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">{t('overview.recoveryPhrase.passwordIntro')}</Text>
        <PasswordInput
          ref={passwordRef}
          label={t('overview.recoveryPhrase.password')}
          autoComplete="current-password"
          data-autofocus
          required
        />
        {reveal.isError && (
          <Alert color="red" role="alert">
            {describeError(reveal.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={reveal.isPending}>
            {t('overview.recoveryPhrase.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Before the phrase: one of the wallet's passkeys answers again, as the password would. */
export function PasskeyAgain({
  reveal,
  onClose,
}: {
  reveal: ReturnType<typeof useRecoveryPhrase>['reveal'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text size="sm">{t('walletBackup.passkeyIntro')}</Text>
      {reveal.isError && (
        <Alert color="red" role="alert">
          {describeError(reveal.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={reveal.isPending} onClick={() => reveal.mutate()} data-autofocus>
          {t('walletBackup.passkeyContinue')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Two words of the phrase shown typed back; right, the wallet is backed up (`onDone`). */
export function PhraseConfirm({
  holder,
  count,
  onBack,
  onDone,
}: {
  holder: PhraseHolder;
  count: number;
  onBack: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [positions] = useState(() => confirmPositions(count));
  const [wrong, setWrong] = useState<number[]>([]);
  const refs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)];
  const done = useMutation({ mutationFn: onDone });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = refs.map((r) => r.current?.value ?? '');
    const bad = wrongWords(mnemonicWords(holder.text()), positions, typed);
    setWrong(bad);
    if (bad.length === 0) done.mutate();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('walletBackup.confirmIntro')}</Text>
        <ConfirmWordsFields
          positions={positions}
          wrong={wrong}
          refs={refs}
          label={(position) => t('walletBackup.wordN', { position })}
          error={(position) => t('walletBackup.wrongWord', { position })}
          idPrefix="phrase"
        />
        {done.isError && (
          <Alert color="red" role="alert">
            {describeError(done.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('walletBackup.showAgain')}
          </Button>
          <Button type="submit" loading={done.isPending}>
            {t('walletBackup.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
