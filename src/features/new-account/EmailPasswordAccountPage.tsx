import {
  Button,
  Container,
  Group,
  PasswordInput,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ARC76_MIN_PASSWORD_LENGTH } from '../../core/arc76/arc76';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { isValidEmail } from '../../core/validation/email';
import { DerivationError, deriveEmailPasswordAccount } from '../../infra/crypto/arc76-client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AccountNameField, useAccountName } from './AccountNameField';
import { ModeFrame } from './ModeFrame';
import { WarningAlert } from './WarningAlert';
import { addAccount, currentNetwork, describeSaveError } from './save-account';

/**
 * /new-account/email-password: an ARC-0076 account derived from an email and a password.
 * The derivation (PBKDF2, 999,999 rounds) runs in a worker; the page shows the elapsed time.
 */
export function EmailPasswordAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useAccountName();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // Uncontrolled: only the password's length is kept in state, for the hint.
  const passwordRef = useRef<HTMLInputElement>(null);
  const [passwordLength, setPasswordLength] = useState(0);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const field = passwordRef.current;
    return () => {
      mounted.current = false;
      if (field) field.value = '';
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    const password = passwordRef.current?.value ?? '';
    const emailProblem = !trimmedEmail
      ? t('newAccount.emailPassword.emailEmpty')
      : isValidEmail(trimmedEmail)
        ? null
        : t('newAccount.emailPassword.emailInvalid');
    const passwordProblem =
      password.length < ARC76_MIN_PASSWORD_LENGTH
        ? t('newAccount.emailPassword.passwordTooShort', { min: ARC76_MIN_PASSWORD_LENGTH })
        : null;
    setEmailError(emailProblem);
    setPasswordError(passwordProblem);
    const accountName = name.validate();
    if (emailProblem || passwordProblem || !accountName) return;

    setElapsedMs(0);
    let sk: Uint8Array | null = null;
    try {
      // Trimmed like the new-wallet form does, so the same email gives the same account.
      const derived = await deriveEmailPasswordAccount(trimmedEmail, password, (ms) => {
        if (mounted.current) setElapsedMs(ms);
      });
      sk = derived.sk;
      // The user left while the worker ran: they did not wait for it, so nothing is saved.
      if (!mounted.current) return;
      await addAccount({
        addr: derived.addr,
        name: accountName,
        type: 'emailPwd',
        network: currentNetwork(),
        email: trimmedEmail,
        sk: encodeSecretKey(sk),
      });
      if (passwordRef.current) passwordRef.current.value = '';
      notifySuccess(t('newAccount.created', { name: accountName }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(
        error instanceof DerivationError
          ? t('newAccount.emailPassword.cryptoUnavailable')
          : describeSaveError(error, t),
      );
    } finally {
      sk?.fill(0);
      if (mounted.current) setElapsedMs(null);
    }
  }

  const busy = elapsedMs !== null;
  return (
    <Container size="md" py="md">
      <ModeFrame
        title={t('newAccount.emailPassword.title')}
        description={t('newAccount.emailPassword.description')}
      >
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={t('newAccount.emailPassword.title')}
        >
          <Stack gap="md">
            <TextInput
              label={t('newAccount.emailPassword.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setEmailError(null);
              }}
              error={emailError}
              required
              disabled={busy}
            />
            <PasswordInput
              ref={passwordRef}
              label={t('newAccount.emailPassword.password')}
              description={t('newAccount.emailPassword.passwordHint', {
                min: ARC76_MIN_PASSWORD_LENGTH,
                length: passwordLength,
              })}
              autoComplete="new-password"
              onChange={(e) => {
                setPasswordLength(e.currentTarget.value.length);
                setPasswordError(null);
              }}
              error={passwordError}
              required
              disabled={busy}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{
                'aria-label': t('newAccount.emailPassword.togglePassword'),
              }}
            />
            <AccountNameField field={name} disabled={busy} />
            <WarningAlert>{t('newAccount.emailPassword.warning')}</WarningAlert>
            {busy && (
              <Stack gap={4} role="status">
                <Progress
                  value={100}
                  animated
                  striped
                  aria-label={t('newAccount.emailPassword.derivingLabel')}
                />
                <Text size="sm">
                  {t('newAccount.emailPassword.deriving', {
                    seconds: ((elapsedMs ?? 0) / 1000).toFixed(1),
                  })}
                </Text>
              </Stack>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {t('newAccount.emailPassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </ModeFrame>
    </Container>
  );
}
