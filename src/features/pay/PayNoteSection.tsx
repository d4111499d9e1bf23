import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { isBase64Note } from '../../core/payments/note-rules';
import type { PayFormState } from './use-pay-form';

/** The note, read-only when a payment link fixes it; base64 text may be sent as its bytes. */
export function PayNoteSection({ form, noteLocked }: { form: PayFormState; noteLocked: boolean }) {
  const { t } = useTranslation();
  const { values, set } = form;
  return (
    <>
      <Textarea
        label={t('pay.note')}
        value={values.note}
        onChange={(e) =>
          set({
            note: e.currentTarget.value,
            noteIsBase64: values.noteIsBase64 && isBase64Note(e.currentTarget.value.trim()),
          })
        }
        readOnly={noteLocked}
        description={noteLocked ? t('pay.noteLocked') : undefined}
        autosize
        minRows={2}
        error={form.problemText('note')}
      />
      {isBase64Note(values.note.trim()) && !noteLocked && (
        <Checkbox
          label={t('pay.noteIsBase64')}
          checked={values.noteIsBase64}
          onChange={(e) => set({ noteIsBase64: e.currentTarget.checked })}
        />
      )}
    </>
  );
}
