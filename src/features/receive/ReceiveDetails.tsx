import { Alert, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { ReceiveFormState } from './use-receive-form';

/**
 * "Request an amount": the asset and amount (in the asset's own decimals, never typed), a note
 * and a label. The QR code and link above follow every keystroke.
 */
export function ReceiveDetails({
  form,
  assetsLoading,
  assetsError,
}: {
  form: ReceiveFormState;
  assetsLoading: boolean;
  assetsError: string | null;
}) {
  const { t } = useTranslation();
  const { fields, asset, decimals } = form;
  return (
    <>
      <NativeSelect
        label={t('receive.asset')}
        data={form.assetOptions}
        value={fields.assetKey}
        onChange={(e) => form.setAssetKey(e.currentTarget.value)}
        description={assetsLoading ? t('receive.assetsLoading') : undefined}
        error={
          asset?.status === 'error' ? t('receive.assetFailed', { id: asset.id.toString() }) : null
        }
      />
      {assetsError && (
        <Alert color="red" role="alert">
          {t('receive.assetsFailed', { message: assetsError })}
        </Alert>
      )}
      {/* Text read in the language (core/amounts/parse), not a NumberInput: that drops a
          separator it does not expect, so a Hungarian "1,5" became 15. */}
      <TextInput
        label={t('receive.amount')}
        description={t('receive.amountHint', { unit: form.unit })}
        value={fields.amount}
        onChange={(e) => form.setAmount(e.currentTarget.value)}
        disabled={decimals === undefined}
        error={form.amountError}
        inputMode="decimal"
        autoComplete="off"
      />
      <Textarea
        label={t('receive.note')}
        value={fields.note}
        onChange={(e) => form.setNote(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        error={form.noteError}
      />
      <Switch
        label={t('receive.noteEditable')}
        description={t('receive.noteEditableHint')}
        checked={fields.noteEditable}
        onChange={(e) => form.setNoteEditable(e.currentTarget.checked)}
      />
      <TextInput
        label={t('receive.label')}
        description={t('receive.labelHint')}
        value={fields.label}
        onChange={(e) => form.setLabel(e.currentTarget.value)}
        autoComplete="off"
      />
    </>
  );
}
