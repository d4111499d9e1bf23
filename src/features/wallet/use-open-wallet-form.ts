import { useFormAction } from '../../ui/use-form-action';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { VaultError } from '../../core/vault/vault-error';
import { openWallet, openWalletWithPasskey, sessionStore } from '../../infra/session/session';
import type { WalletSummary } from '../../infra/storage/wallet-repository';
import { describeError } from '../../ui/errors';
import { notifyError } from '../../ui/notify';
import { usePageNav } from '../../ui/page-nav';

const LAST_WALLET_KEY = 'algow.lastWallet';
// Long enough to read after the page has changed to the account.
const CONTACTS_SKIPPED_MS = 20_000;

/**
 * The open-wallet form's state and submit. The password field is uncontrolled: its ref is the
 * component's, and the password is read from it only inside the mutation (never a variable).
 */
export function useOpenWalletForm(
  wallets: WalletSummary[],
  passwordRef: RefObject<HTMLInputElement | null>,
) {
  const { t } = useTranslation();
  const { navigate, pathname } = usePageNav();
  const logoutReason = useStore(sessionStore, (s) => s.lastLogoutReason);
  const [walletId, setWalletId] = useState<string | null>(() => {
    const remembered = localStorage.getItem(LAST_WALLET_KEY);
    return wallets.find((w) => w.id === remembered)?.id ?? wallets[0]?.id ?? null;
  });

  function opened({ id, skippedContacts }: { id: string; skippedContacts: number }) {
    localStorage.setItem(LAST_WALLET_KEY, id);
    if (passwordRef.current) passwordRef.current.value = '';
    // The accounts opened; a damaged address book in the backup cost only its broken entries.
    if (skippedContacts > 0)
      notifyError(t('login.contactsSkipped', { count: skippedContacts }), CONTACTS_SKIPPED_MS);
    // Stay on the page the user asked for; from the landing routes go to the last account.
    if (pathname === '/' || pathname === '/accounts') {
      const last = sessionStore.getState().lastActiveAccount;
      navigate(last ? `/account/${last}` : '/accounts', { replace: true });
    }
  }

  const open = useFormAction({
    mutationFn: async (id: string) => {
      const report = await openWallet(id, passwordRef.current?.value ?? '');
      return { id, skippedContacts: report.skippedContacts };
    },
    onSuccess: opened,
  });
  // One passkey prompt, no Argon2id (issue 42).
  const withPasskey = useFormAction({
    mutationFn: async (id: string) => {
      await openWalletWithPasskey(id);
      return { id, skippedContacts: 0 };
    },
    onSuccess: opened,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!walletId || !passwordRef.current?.value) return;
    open.mutate(walletId);
  }

  const error = open.error ?? withPasskey.error;
  return {
    logoutReason,
    walletId,
    setWalletId,
    ways: wallets.find((w) => w.id === walletId)?.ways,
    openWithPasskey: () => walletId && withPasskey.mutate(walletId),
    busy: open.isPending || withPasskey.isPending,
    error: !error
      ? null
      : error instanceof VaultError && error.code === 'wrong-password'
        ? t('login.authFailed')
        : describeError(error, t),
    submit,
  };
}
