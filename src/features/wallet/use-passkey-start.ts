import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { createWalletWithPasskey, passkeysSupported } from '../../infra/session/session';
import { refreshWalletList } from '../../infra/storage/wallet-list-store';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';
import { usePageNav } from '../../ui/page-nav';
import { useFormAction } from '../../ui/use-form-action';
import { AFTER_CREATE_PATH } from './first-account';

/**
 * Whether this browser can unlock with a passkey, asked of WebAuthn once (null while asking).
 * The login page loads no TanStack Query, so this is a plain effect.
 */
export function usePasskeySupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void passkeysSupported().then((answer) => live && setSupported(answer));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/**
 * "Use a passkey" on the start page: a wallet name, then one passkey prompt. The wallet opens on
 * the basic account's page (its recovery phrase shown and checked), as the email account needs
 * a password of its own.
 */
export function usePasskeyStart() {
  const { t } = useTranslation();
  const { navigate } = usePageNav();
  const [walletName, setWalletName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const create = useFormAction({
    mutationFn: () => createWalletWithPasskey(walletName, t('passkey.firstName'), null),
    onSuccess: () => {
      void refreshWalletList();
      notifySuccess(t('newWallet.created', { name: walletName.trim() }));
      navigate(AFTER_CREATE_PATH.phrase, { replace: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!walletName.trim()) {
      setNameError(t('newWallet.walletNameRequired'));
      return;
    }
    create.mutate();
  }

  const error = create.error;
  return {
    walletName,
    setWalletName: (value: string) => {
      setWalletName(value);
      setNameError(null);
    },
    nameError:
      nameError ??
      (error instanceof Error && 'code' in error && error.code === 'duplicate-name'
        ? describeError(error, t)
        : null),
    error:
      error && !(error instanceof Error && 'code' in error && error.code === 'duplicate-name')
        ? describeError(error, t)
        : null,
    busy: create.isPending,
    submit,
  };
}
