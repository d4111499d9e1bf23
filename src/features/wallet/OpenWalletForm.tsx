import { Alert, Anchor, Button, Group, NativeSelect, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { VaultError } from '../../core/vault/vault-error';
import { openWallet, preloadWalletCrypto, sessionStore } from '../../infra/session/session';
import type { WalletSummary } from '../../infra/storage/wallet-repository';
import { describeError } from '../../ui/errors';

const LAST_WALLET_KEY = 'algow.lastWallet';

export function OpenWalletForm({
  wallets,
  onCreateNew,
}: {
  wallets: WalletSummary[];
  onCreateNew: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const logoutReason = useStore(sessionStore, (s) => s.lastLogoutReason);
  const remembered = localStorage.getItem(LAST_WALLET_KEY);
  const [walletId, setWalletId] = useState<string | null>(
    wallets.find((w) => w.id === remembered)?.id ?? wallets[0]?.id ?? null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('password') as HTMLInputElement | null;
    const password = input?.value ?? '';
    if (!walletId || !password) return;
    setBusy(true);
    setError(null);
    try {
      await openWallet(walletId, password);
      localStorage.setItem(LAST_WALLET_KEY, walletId);
      if (input) input.value = '';
      // Stay on the page the user asked for; from the landing routes go to the last account.
      if (location.pathname === '/' || location.pathname === '/accounts') {
        const last = sessionStore.getState().lastActiveAccount;
        void navigate(last ? `/account/${last}` : '/accounts', { replace: true });
      }
    } catch (e) {
      const message =
        e instanceof VaultError && e.code === 'wrong-password'
          ? t('login.authFailed')
          : describeError(e, t);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

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
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          autoFocus
          onFocus={() => void preloadWalletCrypto()}
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
