import {
  Alert,
  Button,
  NativeSelect,
  PasswordInput,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { prepareUnlock } from '../../infra/session/session';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { AccountPasswordField } from './AccountPasswordField';
import { FIRST_ACCOUNT_CHOICES, isFirstAccountChoice } from './first-account';
import { useNewWalletForm } from './use-new-wallet-form';

export { accountPasswordProblem, MIN_EMAIL_PASSWORD_LENGTH } from './use-new-wallet-form';

const BUTTON_KEYS = {
  email: 'newWallet.create',
  phrase: 'newWallet.createAndContinue',
  import: 'newWallet.createAndContinue',
  none: 'newWallet.createEmpty',
} as const;

export function NewWalletForm({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation();
  const passwordRef = useRef<HTMLInputElement>(null);
  const accountPasswordRef = useRef<HTMLInputElement>(null);
  const form = useNewWalletForm(passwordRef, accountPasswordRef);
  const { busy, withEmail } = form;
  // The email account asks for the email first (spec 000 section 2); the others need no email.
  const showPasswords = !withEmail || form.emailValid;

  return (
    <form onSubmit={form.submit} aria-label={t('newWallet.title')} noValidate>
      <Stack>
        <Title order={1} size="h2">
          {t('newWallet.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('newWallet.intro')}
        </Text>
        <NativeSelect
          label={t('newWallet.firstAccount.label')}
          description={t(`newWallet.firstAccount.${form.choice}Hint`)}
          data={FIRST_ACCOUNT_CHOICES.map((value) => ({
            value,
            label: t(`newWallet.firstAccount.${value}`),
          }))}
          value={form.choice}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isFirstAccountChoice(value)) form.chooseFirstAccount(value);
          }}
          disabled={busy}
        />
        {withEmail && (
          <TextInput
            label={t('newWallet.email')}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => form.setEmail(e.currentTarget.value)}
            onBlur={form.touchEmail}
            error={form.emailError}
            required
            autoFocus
            disabled={busy}
          />
        )}
        {showPasswords && (
          <>
            <PasswordInput
              ref={passwordRef}
              label={t('newWallet.password')}
              description={t('newWallet.passwordHint')}
              autoComplete="new-password"
              onChange={(e) => form.onPasswordInput(e.currentTarget.value)}
              onFocus={prepareUnlock}
              required
              disabled={busy}
            />
            <PasswordStrengthMeter strength={form.strength} />
          </>
        )}
        {withEmail && form.emailValid && (
          <AccountPasswordField
            inputRef={accountPasswordRef}
            error={form.accountPasswordError}
            onChange={form.clearAccountPasswordError}
            disabled={busy}
          />
        )}
        <TextInput
          label={t('newWallet.walletName')}
          value={form.walletName}
          onChange={(e) => form.setWalletName(e.currentTarget.value)}
          error={form.nameError}
          required
          disabled={busy}
        />
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        {form.deriving && (
          <Stack gap={4} role="status">
            <Progress
              value={100}
              animated
              striped
              aria-label={t('newWallet.deriving', { seconds: '' })}
            />
            <Text size="sm">
              {t('newWallet.deriving', { seconds: (form.elapsedMs / 1000).toFixed(1) })}
            </Text>
          </Stack>
        )}
        {showPasswords && form.passwordLength > 0 && (
          <Button type="submit" loading={busy}>
            {t(BUTTON_KEYS[form.choice])}
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
