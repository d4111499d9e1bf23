import {
  Alert,
  Button,
  Progress,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordStrength, type PasswordStrength } from '../../core/password/strength';
import { isWalletPasswordLongEnough } from '../../core/password/wallet-password';
import { isValidEmail } from '../../core/validation/email';
import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { settingsStore } from '../../infra/settings/settings-store';
import { deriveEmailPasswordAccount } from '../../infra/crypto/arc76-client';
import { createWallet, preloadWalletCrypto } from '../../infra/session/session';
import { refreshWalletList } from '../../infra/storage/wallet-list-store';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';

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

export function NewWalletForm({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  // The ARC-0076 account's own password: never the wallet's (issue: an offline guess of one
  // must not open the other). Kept in the field only, like the wallet password.
  const accountPasswordRef = useRef<HTMLInputElement>(null);
  const [accountPasswordError, setAccountPasswordError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  // Only facts about the password are kept in state, never the password itself.
  const [passwordLength, setPasswordLength] = useState(0);
  const [strength, setStrength] = useState<PasswordStrength>(() => passwordStrength(''));
  const [walletName, setWalletName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);

  const emailValid = isValidEmail(email);
  const emailError =
    !emailTouched || emailValid
      ? null
      : email.trim()
        ? t('newWallet.emailInvalid')
        : t('newWallet.emailEmpty');
  const busy = elapsedMs !== null;

  function onPasswordInput(value: string) {
    setPasswordLength(value.length);
    setStrength(passwordStrength(value));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!emailValid) {
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
    const accountPassword = accountPasswordRef.current?.value ?? '';
    const accountProblem = accountPasswordProblem(accountPassword, password);
    if (accountProblem) {
      setAccountPasswordError(t(ACCOUNT_PASSWORD_KEYS[accountProblem]));
      return;
    }
    setElapsedMs(0);
    try {
      const normalisedEmail = email.trim();
      const derived = await deriveEmailPasswordAccount(
        normalisedEmail,
        accountPassword,
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
      if (passwordRef.current) passwordRef.current.value = '';
      if (accountPasswordRef.current) accountPasswordRef.current.value = '';
      void refreshWalletList();
      notifySuccess(t('newWallet.created', { name: walletName.trim() }));
      void navigate(`/account/${derived.addr}`, { replace: true });
    } catch (error) {
      const message = describeError(error, t);
      if (error instanceof Error && 'code' in error && error.code === 'duplicate-name')
        setNameError(message);
      else setFormError(message);
      notifyError(message);
    } finally {
      setElapsedMs(null);
    }
  }

  return (
    <form onSubmit={submit} aria-label={t('newWallet.title')} noValidate>
      <Stack>
        <Title order={1} size="h2">
          {t('newWallet.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('newWallet.intro')}
        </Text>
        <TextInput
          label={t('newWallet.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          onBlur={() => setEmailTouched(true)}
          error={emailError}
          required
          autoFocus
          disabled={busy}
        />
        {emailValid && (
          <>
            <PasswordInput
              ref={passwordRef}
              label={t('newWallet.password')}
              description={t('newWallet.passwordHint')}
              autoComplete="new-password"
              onChange={(e) => onPasswordInput(e.currentTarget.value)}
              onFocus={() => void preloadWalletCrypto()}
              required
              disabled={busy}
            />
            <PasswordStrengthMeter strength={strength} />
            <PasswordInput
              ref={accountPasswordRef}
              label={t('newWallet.accountPassword')}
              description={t('newWallet.accountPasswordHint')}
              autoComplete="off"
              onChange={() => setAccountPasswordError(null)}
              error={accountPasswordError}
              required
              disabled={busy}
            />
          </>
        )}
        <TextInput
          label={t('newWallet.walletName')}
          value={walletName}
          onChange={(e) => {
            setWalletName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          required
          disabled={busy}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {busy && (
          <Stack gap={4} role="status">
            <Progress
              value={100}
              animated
              striped
              aria-label={t('newWallet.deriving', { seconds: '' })}
            />
            <Text size="sm">
              {t('newWallet.deriving', { seconds: ((elapsedMs ?? 0) / 1000).toFixed(1) })}
            </Text>
          </Stack>
        )}
        {emailValid && passwordLength > 0 && (
          <Button type="submit" loading={busy}>
            {t('newWallet.create')}
          </Button>
        )}
        {onCancel && (
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
