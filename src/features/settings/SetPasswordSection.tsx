import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { passwordStrength, type PasswordStrength } from '../../core/password/strength';
import { setWalletPassword } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';

/** A passkey wallet's first password: its second way in, and a backup of the way in. */
export function SetPasswordSection() {
  const { t } = useTranslation();
  const [strength, setStrength] = useState<PasswordStrength>(() => passwordStrength(''));
  // Read from the form inside the mutation: never mutation variables, which the client keeps.
  const set = useMutation({
    mutationFn: async (form: HTMLFormElement) => {
      const value = (name: string) =>
        (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
      await setWalletPassword(value('newPassword'), value('repeatPassword'));
      form.reset();
    },
    onSuccess: () => notifySuccess(t('passkeys.passwordSet')),
  });
  const error = set.error ? describeError(set.error, t) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    set.mutate(event.currentTarget);
  }

  return (
    <section aria-labelledby="settings-set-password">
      <form onSubmit={submit}>
        <Stack>
          <Title order={3} size="h4" id="settings-set-password">
            {t('passkeys.setPasswordTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('passkeys.setPasswordHint')}
          </Text>
          <PasswordInput
            name="newPassword"
            label={t('settings.newPassword')}
            autoComplete="new-password"
            onChange={(e) => setStrength(passwordStrength(e.currentTarget.value))}
            required
          />
          <PasswordStrengthMeter strength={strength} />
          <PasswordInput
            name="repeatPassword"
            label={t('settings.repeatPassword')}
            autoComplete="new-password"
            required
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={set.isPending} w="fit-content">
            {t('passkeys.setPassword')}
          </Button>
        </Stack>
      </form>
    </section>
  );
}
