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
import { useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { ARC76_MIN_PASSWORD_LENGTH } from '../../core/arc76/arc76';
import { AccountNameField } from './AccountNameField';
import { ModeFrame } from './ModeFrame';
import { WarningAlert } from './WarningAlert';
import { useEmailPasswordPage, type EmailPasswordPage } from './use-email-password-page';
import { ModeForm } from './ModeForm';

/**
 * /new-account/email-password: an ARC-0076 account derived from an email and a password.
 * The derivation (PBKDF2, 999,999 rounds) runs in a worker; the page shows the elapsed time.
 */
export function EmailPasswordAccountPage() {
  const { t } = useTranslation();
  // Uncontrolled: the password is read from its input, never kept in state.
  const passwordRef = useRef<HTMLInputElement>(null);
  const page = useEmailPasswordPage(passwordRef);
  const { busy } = page;
  return (
    <Container size="md" py="md">
      <ModeFrame
        title={t('newAccount.emailPassword.title')}
        description={t('newAccount.emailPassword.description')}
      >
        <ModeForm label={t('newAccount.emailPassword.title')} onSubmit={page.submit}>
          <CredentialFields page={page} passwordRef={passwordRef} />
          <AccountNameField field={page.name} disabled={busy} />
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
                  seconds: (page.elapsedMs / 1000).toFixed(1),
                })}
              </Text>
            </Stack>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t('newAccount.emailPassword.submit')}
            </Button>
          </Group>
        </ModeForm>
      </ModeFrame>
    </Container>
  );
}

/** The email and the (uncontrolled) password the account is derived from. */
function CredentialFields({
  page,
  passwordRef,
}: {
  page: EmailPasswordPage;
  passwordRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('newAccount.emailPassword.email')}
        type="email"
        autoComplete="email"
        value={page.email}
        onChange={(e) => page.setEmail(e.currentTarget.value)}
        error={page.emailError}
        required
        disabled={page.busy}
      />
      <PasswordInput
        ref={passwordRef}
        label={t('newAccount.emailPassword.password')}
        description={t('newAccount.emailPassword.passwordHint', {
          min: ARC76_MIN_PASSWORD_LENGTH,
          length: page.passwordLength,
        })}
        autoComplete="new-password"
        onChange={(e) => page.passwordChanged(e.currentTarget.value.length)}
        error={page.passwordError}
        required
        disabled={page.busy}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{
          'aria-label': t('newAccount.emailPassword.togglePassword'),
        }}
      />
    </>
  );
}
