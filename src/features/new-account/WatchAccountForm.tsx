import { Button, Group, Stack, TextInput } from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { AccountNameField, useAccountName } from './AccountNameField';
import { ModeFrame } from './ModeFrame';
import { addAccount, currentNetwork } from './save-account';
import { useSaveAccount } from './use-save-account';

/** Page state "watchaccount": an address without a key, for following its balance. */
export function WatchAccountForm() {
  const { t } = useTranslation();
  const name = useAccountName();
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const { save, busy } = useSaveAccount((account: { addr: string; name: string }) =>
    addAccount({ ...account, type: 'public', network: currentNetwork() }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
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
    save({ addr, name: accountName });
  }

  return (
    <ModeFrame title={t('newAccount.watch.title')} description={t('newAccount.watch.description')}>
      <form onSubmit={submit} noValidate aria-label={t('newAccount.watch.title')}>
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
