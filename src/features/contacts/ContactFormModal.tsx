import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ReceiverField } from '../../ui/receiver/ReceiverField';
import { MergeContactPrompt } from './MergeContactPrompt';
import { useContactForm, type ContactEditorTarget } from './use-contact-form';

/** Add or edit one contact; a second contact for an address is offered as a merge. */
export function ContactFormModal({
  target,
  onClose,
}: {
  target: ContactEditorTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useContactForm(target, onClose);
  return (
    <Modal
      opened
      onClose={onClose}
      title={target.mode === 'edit' ? t('contacts.editTitle') : t('contacts.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.submit} noValidate>
        <Stack>
          <TextInput
            label={t('contacts.name')}
            value={form.values.name}
            onChange={(e) => form.set('name', e.currentTarget.value)}
            error={form.fieldError('name')}
            data-autofocus
            autoComplete="off"
          />
          <ReceiverField
            label={t('contacts.address')}
            showLabel
            suggest={false}
            wrap
            placeholder={form.namesOn ? t('pay.names.placeholderName') : ''}
            value={form.values.address}
            onChange={(text) => form.set('address', text)}
            error={form.fieldError('address')}
            receiver={form.receiver}
          />
          <Textarea
            label={t('contacts.note')}
            value={form.values.note}
            onChange={(e) => form.set('note', e.currentTarget.value)}
            error={form.fieldError('note')}
            autosize
            minRows={2}
            maxRows={5}
          />
          {form.error && (
            <Alert color="red" role="alert">
              {form.error}
            </Alert>
          )}
          {form.duplicate ? (
            <MergeContactPrompt
              existing={form.duplicate}
              typed={form.values}
              busy={form.busy}
              onMerge={form.merge}
              onCancel={onClose}
            />
          ) : (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={form.busy}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
