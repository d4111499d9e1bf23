import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { CHALLENGE_POSITION, checkChallengeGuess } from '../../core/accounts/mnemonic-challenge';
import { notifyError } from '../../ui/notify';
import { AccountNameField, useAccountName } from './AccountNameField';
import { phraseInputProps } from './ModeForm';
import type { AccountSecret } from './account-secret';
import { addAccount, currentNetwork } from './save-account';
import { useSaveAccount } from './use-save-account';

/**
 * The backup check (spec: "challenge overlay"): the user types the word at the asked position
 * and names the account. A wrong word shows an error toast and saves nothing.
 */
export function ChallengeModal({
  opened,
  onClose,
  secret,
}: {
  opened: boolean;
  onClose: () => void;
  secret: AccountSecret;
}) {
  const { t } = useTranslation();
  const name = useAccountName();
  // Uncontrolled: a word of the recovery phrase is not kept in React state.
  const wordRef = useRef<HTMLInputElement>(null);
  // The key is read from `secret` here: it is never a mutation variable or result.
  const { save, busy } = useSaveAccount(
    async ({ address, name: accountName }: { address: string; name: string }) => {
      await addAccount({
        addr: address,
        name: accountName,
        type: 'basic',
        network: currentNetwork(),
        sk: secret.encoded(),
      });
      secret.wipe();
    },
  );

  function close() {
    if (wordRef.current) wordRef.current.value = '';
    name.clear();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accountName = name.validate();
    const address = secret.getAddress();
    if (!accountName || !address) return;
    if (!checkChallengeGuess(secret.mnemonic(), wordRef.current?.value ?? '')) {
      notifyError(t('newAccount.challenge.wrongWord', { position: CHALLENGE_POSITION }));
      wordRef.current?.select();
      return;
    }
    save({ address, name: accountName });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('newAccount.challenge.title')}
      centered
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {t('newAccount.challenge.instruction', { position: CHALLENGE_POSITION })}
          </Text>
          <TextInput
            ref={wordRef}
            label={t('newAccount.challenge.word', { position: CHALLENGE_POSITION })}
            {...phraseInputProps}
            required
            disabled={busy}
            data-autofocus
          />
          <AccountNameField field={name} disabled={busy} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('newAccount.challenge.back')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('newAccount.challenge.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
