import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { passwordStrength, type PasswordStrength } from '../../core/password/strength';
import { changePassword } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';

export function ChangePasswordSection() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [strength, setStrength] = useState<PasswordStrength>(() => passwordStrength(''));
  // The passwords are read from the form inside the mutation: never mutation variables, which
  // the query client keeps.
  const change = useMutation({
    mutationFn: async (form: HTMLFormElement) => {
      const value = (name: string) =>
        (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
      await changePassword(value('oldPassword'), value('newPassword'), value('repeatPassword'));
      form.reset();
    },
    onSuccess: () => {
      setStrength(passwordStrength(''));
      notifySuccess(t('settings.passwordChanged'));
    },
  });
  // Shown inline where the action was; a toast as well would say it twice (notify.ts).
  const error = change.error ? describeError(change.error, t) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(event.currentTarget);
  }

  return (
    <section aria-labelledby="settings-password">
      <form ref={formRef} onSubmit={submit}>
        <Stack>
          <Title order={3} size="h4" id="settings-password">
            {t('settings.passwordSection')}
          </Title>
          <PasswordInput
            name="oldPassword"
            label={t('settings.oldPassword')}
            autoComplete="current-password"
            required
          />
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
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('settings.changePassword')}
          </Button>
        </Stack>
      </form>
    </section>
  );
}
