import type { TFunction } from '../../i18n/translate';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { ARC76_MIN_PASSWORD_LENGTH } from '../../core/arc76/arc76';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { isValidEmail } from '../../core/validation/email';
import { DerivationError, deriveEmailPasswordAccount } from '../../infra/crypto/arc76-client';
import { useAccountName } from './AccountNameField';
import { addAccount, currentNetwork, describeSaveError } from './save-account';
import { useSaveAccount } from './use-save-account';

const describeError = (error: unknown, t: TFunction) =>
  error instanceof DerivationError
    ? t('newAccount.emailPassword.cryptoUnavailable')
    : describeSaveError(error, t);

/**
 * State and the create action of /new-account/email-password. The password stays in its
 * (uncontrolled) input: it is read there when needed, never kept in state or handed to the
 * mutation, and the input is cleared after saving and on leaving.
 */
export function useEmailPasswordPage(passwordRef: RefObject<HTMLInputElement | null>) {
  const { t } = useTranslation();
  const name = useAccountName();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // Only the password's length is kept in state, for the hint.
  const [passwordLength, setPasswordLength] = useState(0);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const field = passwordRef.current;
    return () => {
      mounted.current = false;
      if (field) field.value = '';
    };
  }, [passwordRef]);

  const create = useSaveAccount(async ({ name: accountName }: { name: string }) => {
    // Trimmed like the new-wallet form does, so the same email gives the same account.
    const trimmedEmail = email.trim();
    const password = passwordRef.current?.value ?? '';
    setElapsedMs(0);
    let sk: Uint8Array | null = null;
    try {
      const derived = await deriveEmailPasswordAccount(trimmedEmail, password, (ms) => {
        if (mounted.current) setElapsedMs(ms);
      });
      sk = derived.sk;
      // The user left while the worker ran: they did not wait for it, so nothing is saved.
      if (!mounted.current) return false;
      await addAccount({
        addr: derived.addr,
        name: accountName,
        type: 'emailPwd',
        network: currentNetwork(),
        email: trimmedEmail,
        sk: encodeSecretKey(sk),
      });
      if (passwordRef.current) passwordRef.current.value = '';
    } finally {
      sk?.fill(0);
    }
  }, describeError);

  return {
    name,
    email,
    setEmail(value: string) {
      setEmail(value);
      setEmailError(null);
    },
    emailError,
    passwordLength,
    passwordChanged(length: number) {
      setPasswordLength(length);
      setPasswordError(null);
    },
    passwordError,
    busy: create.pending,
    elapsedMs,
    submit() {
      const trimmedEmail = email.trim();
      const passwordTooShort = (passwordRef.current?.value.length ?? 0) < ARC76_MIN_PASSWORD_LENGTH;
      const emailProblem = !trimmedEmail
        ? t('newAccount.emailPassword.emailEmpty')
        : isValidEmail(trimmedEmail)
          ? null
          : t('newAccount.emailPassword.emailInvalid');
      const passwordProblem = passwordTooShort
        ? t('newAccount.emailPassword.passwordTooShort', { min: ARC76_MIN_PASSWORD_LENGTH })
        : null;
      setEmailError(emailProblem);
      setPasswordError(passwordProblem);
      const accountName = name.validate();
      if (emailProblem || passwordProblem || !accountName) return;
      create.save({ name: accountName });
    },
  };
}

export type EmailPasswordPage = ReturnType<typeof useEmailPasswordPage>;
