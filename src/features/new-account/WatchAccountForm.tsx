import { Button, Group, Stack, TextInput } from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AccountNameField, useAccountName } from './AccountNameField';
import { ModeFrame } from './ModeFrame';
import { addAccount, currentNetwork, describeSaveError } from './save-account';

/** Page state "watchaccount": an address without a key, for following its balance. */
export function WatchAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useAccountName();
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accountName = name.validate();
    const addr = address.trim();
    const problem = !addr
      ? t('newAccount.watch.addressRequired')
      : isValidAddress(addr)
        ? null
        : t('newAccount.watch.addressInvalid');
    setAddressError(problem);
    if (problem || !accountName) return;
    setBusy(true);
    try {
      await addAccount({ addr, name: accountName, type: 'public', network: currentNetwork() });
      notifySuccess(t('newAccount.created', { name: accountName }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(describeSaveError(error, t));
      setBusy(false);
    }
  }

  return (
    <ModeFrame title={t('newAccount.watch.title')} description={t('newAccount.watch.description')}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('newAccount.watch.title')}>
        <Stack gap="md">
          <AccountNameField field={name} disabled={busy} />
          <TextInput
            label={t('newAccount.watch.address')}
            value={address}
            onChange={(e) => {
              setAddress(e.currentTarget.value);
              setAddressError(null);
            }}
            error={addressError}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={busy}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('newAccount.watch.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModeFrame>
  );
}
