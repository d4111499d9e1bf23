import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHALLENGE_POSITION, checkChallengeGuess } from '../../core/accounts/mnemonic-challenge';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AccountNameField, useAccountName } from './AccountNameField';
import type { AccountSecret } from './account-secret';
import { addAccount, currentNetwork, describeSaveError } from './save-account';

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
  const navigate = useNavigate();
  const name = useAccountName();
  // Uncontrolled: a word of the recovery phrase is not kept in React state.
  const wordRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (wordRef.current) wordRef.current.value = '';
    name.clear();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accountName = name.validate();
    const address = secret.getAddress();
    if (!accountName || !address) return;
    if (!checkChallengeGuess(secret.mnemonic(), wordRef.current?.value ?? '')) {
      notifyError(t('newAccount.challenge.wrongWord', { position: CHALLENGE_POSITION }));
      wordRef.current?.select();
      return;
    }
    setBusy(true);
    try {
      await addAccount({
        addr: address,
        name: accountName,
        type: 'basic',
        network: currentNetwork(),
        sk: secret.encoded(),
      });
      secret.wipe();
      notifySuccess(t('newAccount.created', { name: accountName }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(describeSaveError(error, t));
      setBusy(false);
    }
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
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">
            {t('newAccount.challenge.instruction', { position: CHALLENGE_POSITION })}
          </Text>
          <TextInput
            ref={wordRef}
            label={t('newAccount.challenge.word', { position: CHALLENGE_POSITION })}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
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
