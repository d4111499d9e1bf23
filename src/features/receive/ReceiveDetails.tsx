import {
  Alert,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { TitledPanel } from '../../ui/TitledPanel';
import type { ReceiveFormState } from './use-receive-form';

export const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** What the request asks for: the address, the asset and amount, the note and a label. */
export function ReceiveDetails({
  form,
  address,
  assetsLoading,
  assetsError,
}: {
  form: ReceiveFormState;
  address: string;
  assetsLoading: boolean;
  assetsError: string | null;
}) {
  const { t } = useTranslation();
  const { fields, asset, decimals } = form;
  return (
    <TitledPanel form id="receive-form-title" title={t('receive.details')}>
      <Stack gap={6}>
        <Textarea
          label={t('receive.address')}
          value={address}
          readOnly
          autosize
          minRows={1}
          styles={monospace}
        />
        <CopyValueButton value={address} label={t('receive.copyAddress')} />
      </Stack>
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
      <NumberInput
        label={t('receive.decimals')}
        value={decimals ?? ''}
        readOnly
        hideControls
        min={0}
        max={asset ? 19 : NATIVE_DECIMALS}
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
    </TitledPanel>
  );
}
