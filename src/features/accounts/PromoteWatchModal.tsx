import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { DialogModal, type AccountModalProps } from '../../ui/modal/DialogModal';
import { usePromoteWatch } from './use-promote-watch';

/**
 * "Add recovery phrase" of a watch account: the phrase of the account itself (or of the key it
 * is rekeyed to) turns it into an account this wallet signs for. A phrase of any other account
 * is refused and nothing changes.
 */
export function PromoteWatchModal({ account, opened, onClose }: AccountModalProps) {
  const { t } = useTranslation();
  // Uncontrolled: the phrase is read from the input inside the mutation and cleared after use.
  const phraseRef = useRef<HTMLInputElement>(null);
  const form = usePromoteWatch(account, phraseRef, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <DialogModal opened={opened} onClose={form.close} title={t('overview.promote.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('overview.promote.intro')}</Text>
          <PasswordInput
            ref={phraseRef}
            label={t('overview.promote.phrase')}
            error={form.problemText}
            onChange={form.changed}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            autoCorrect="off"
            required
            disabled={form.busy}
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': t('newAccount.import.togglePhrase') }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={form.close} disabled={form.busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.busy}>
              {t('overview.promote.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
