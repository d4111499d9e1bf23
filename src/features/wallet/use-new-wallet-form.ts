import { useFormAction } from '../../ui/use-form-action';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { passwordStrength, type PasswordStrength } from '../../core/password/strength';
import { isWalletPasswordLongEnough } from '../../core/password/wallet-password';
import { isValidEmail } from '../../core/validation/email';
import { deriveEmailPasswordAccount } from '../../infra/crypto/arc76-client';
import { createWallet } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { refreshWalletList } from '../../infra/storage/wallet-list-store';
import { describeError } from '../../ui/errors';
import { usePageNav } from '../../ui/page-nav';
import { notifySuccess } from '../../ui/notify';
import { AFTER_CREATE_PATH, type FirstAccountChoice } from './first-account';

export const MIN_EMAIL_PASSWORD_LENGTH = 16;

const ACCOUNT_PASSWORD_KEYS = {
  'too-short': 'newWallet.accountPasswordTooShort',
  'same-as-wallet': 'newWallet.accountPasswordSameAsWallet',
} as const;

/** The ARC-0076 password: long enough, and not the wallet password. */
export function accountPasswordProblem(
  accountPassword: string,
  walletPassword: string,
): keyof typeof ACCOUNT_PASSWORD_KEYS | null {
  if (accountPassword.length < MIN_EMAIL_PASSWORD_LENGTH) return 'too-short';
  if (accountPassword === walletPassword) return 'same-as-wallet';
  return null;
}

function currentNetworkName(): string {
  const { settings, config } = settingsStore.getState();
  return ENVIRONMENTS[effectiveEnvironment(settings, config)].network;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The new-wallet form's state and submit. The password fields are uncontrolled: their refs are
 * the component's, and the passwords are read from them only when the form is sent.
 */
export function useNewWalletForm(
  passwordRef: RefObject<HTMLInputElement | null>,
  // The ARC-0076 account's own password: never the wallet's (an offline guess of one must not
  // open the other). Kept in the field only, like the wallet password.
  accountPasswordRef: RefObject<HTMLInputElement | null>,
) {
  const { t } = useTranslation();
  const { navigate } = usePageNav();
  const [choice, setChoice] = useState<FirstAccountChoice>('email');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  // Only facts about the password are kept in state, never the password itself.
  const [passwordLength, setPasswordLength] = useState(0);
  const [strength, setStrength] = useState<PasswordStrength>(() => passwordStrength(''));
  const [walletName, setWalletName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [accountPasswordError, setAccountPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);

  const withEmail = choice === 'email';
  const emailValid = isValidEmail(email);

  function clearPasswords() {
    if (passwordRef.current) passwordRef.current.value = '';
    if (accountPasswordRef.current) accountPasswordRef.current.value = '';
  }

  // No variables: the passwords are read from the fields here, so the mutation cache never
  // holds them. Resolves to the page the new wallet opens on.
  const create = useFormAction({
    mutationFn: async (): Promise<string> => {
      setElapsedMs(0);
      const password = passwordRef.current?.value ?? '';
      if (!withEmail) {
        await createWallet(walletName, password, null);
        return AFTER_CREATE_PATH[choice];
      }
      const normalisedEmail = email.trim();
      const derived = await deriveEmailPasswordAccount(
        normalisedEmail,
        accountPasswordRef.current?.value ?? '',
        setElapsedMs,
      );
      const sk = toBase64(derived.sk);
      derived.sk.fill(0);
      await createWallet(walletName, password, {
        addr: derived.addr,
        name: t('newWallet.firstAccountName'),
        type: 'emailPwd',
        network: currentNetworkName(),
        email: normalisedEmail,
        sk,
      });
      return `/account/${derived.addr}`;
    },
    onSuccess: (path) => {
      clearPasswords();
      void refreshWalletList();
      notifySuccess(t('newWallet.created', { name: walletName.trim() }));
      navigate(path, { replace: true });
    },
    onError: (error) => {
      const message = describeError(error, t);
      if (error instanceof Error && 'code' in error && error.code === 'duplicate-name')
        setNameError(message);
      else setFormError(message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (withEmail && !emailValid) {
      setEmailTouched(true);
      return;
    }
    if (!walletName.trim()) {
      setNameError(t('newWallet.walletNameRequired'));
      return;
    }
    const password = passwordRef.current?.value ?? '';
    if (!isWalletPasswordLongEnough(password)) {
      setFormError(t('newWallet.passwordTooShort'));
      return;
    }
    if (withEmail) {
      const problem = accountPasswordProblem(accountPasswordRef.current?.value ?? '', password);
      if (problem) {
        setAccountPasswordError(t(ACCOUNT_PASSWORD_KEYS[problem]));
        return;
      }
    }
    create.mutate();
  }

  return {
    choice,
    chooseFirstAccount: (next: FirstAccountChoice) => {
      // The password fields may unmount with the choice: start them over, so the facts kept
      // about them (length, strength) never describe a field that is gone.
      clearPasswords();
      setPasswordLength(0);
      setStrength(passwordStrength(''));
      setAccountPasswordError(null);
      setFormError(null);
      setChoice(next);
    },
    withEmail,
    email,
    setEmail,
    emailValid,
    emailError:
      !emailTouched || emailValid
        ? null
        : email.trim()
          ? t('newWallet.emailInvalid')
          : t('newWallet.emailEmpty'),
    touchEmail: () => setEmailTouched(true),
    accountPasswordError,
    clearAccountPasswordError: () => setAccountPasswordError(null),
    onPasswordInput: (value: string) => {
      setPasswordLength(value.length);
      setStrength(passwordStrength(value));
    },
    passwordLength,
    strength,
    walletName,
    setWalletName: (value: string) => {
      setWalletName(value);
      setNameError(null);
    },
    nameError,
    formError,
    busy: create.isPending,
    deriving: create.isPending && withEmail,
    elapsedMs,
    submit,
  };
}
