import { Alert, Anchor, Button, Group, NativeSelect, PasswordInput, Stack } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { prepareOpen } from '../../infra/session/session';
import type { WalletSummary } from '../../infra/storage/wallet-repository';
import { useOpenWalletForm } from './use-open-wallet-form';

export function OpenWalletForm({
  wallets,
  onCreateNew,
}: {
  wallets: WalletSummary[];
  onCreateNew: () => void;
}) {
  const { t } = useTranslation();
  const passwordRef = useRef<HTMLInputElement>(null);
  const { logoutReason, walletId, setWalletId, busy, error, submit } = useOpenWalletForm(
    wallets,
    passwordRef,
  );

  return (
    <form onSubmit={submit} aria-label={t('login.title')}>
      <Stack>
        {logoutReason === 'timeout' && (
          <Alert color="yellow" role="status">
            {t('login.sessionExpired')}
          </Alert>
        )}
        {logoutReason === 'unauthorized' && (
          <Alert color="yellow" role="status">
            {t('login.unauthorized')}
          </Alert>
        )}
        <NativeSelect
          label={t('login.selectWallet')}
          data={wallets.map((w) => ({ value: w.id, label: w.name }))}
          value={walletId ?? ''}
          onChange={(e) => setWalletId(e.currentTarget.value)}
          required
        />
        {/* Uncontrolled on purpose: the password never enters React state. */}
        <PasswordInput
          ref={passwordRef}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          autoFocus
          // The vault code, the KDF worker and this wallet's record load while it is typed.
          onFocus={() => walletId && prepareOpen(walletId)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={!walletId}>
          {t('login.open')}
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to="/import-wallet" size="sm">
            {t('login.importWallet')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onCreateNew}>
            {t('login.createAnother')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
