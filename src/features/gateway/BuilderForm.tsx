import '@mantine/core/styles/Combobox.layer.css';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GatewayBuilderField } from '../../core/gateway/builder';
import { TitledPanel } from '../../ui/TitledPanel';
import type {
  BuilderAssetOption,
  GatewayBuilder,
  GatewayBuilderFields,
} from './use-gateway-builder';

/** Build mode's inputs (spec section 2): asset, pay-to, amount, symbol, fee, callback URLs. */
export function BuilderForm({ builder }: { builder: GatewayBuilder }) {
  const { t } = useTranslation();
  const { fields, setField, view, chosen } = builder;
  const problems = view.kind === 'problems' ? view.fields : {};
  const error = (field: GatewayBuilderField) => {
    const code = problems[field];
    return code ? t(`gateway.builder.problems.${code}`) : null;
  };
  const text = (field: keyof GatewayBuilderFields & GatewayBuilderField) => ({
    value: fields[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(field, e.currentTarget.value),
    error: error(field),
    autoComplete: 'off',
  });
  const optionLabel = (asset: BuilderAssetOption) => {
    if (asset.id === null) return t('gateway.builder.nativeAsset', { symbol: builder.tokenSymbol });
    const id = asset.id.toString();
    const name = asset.units ? `${asset.units.name} (${asset.units.unitName})` : asset.label;
    return t('gateway.builder.assetOption', { label: asset.label, name, id });
  };
  const unit = chosen?.units?.unitName ?? chosen?.label ?? '';

  return (
    <TitledPanel form id="gateway-form-title" title={t('gateway.builder.formTitle')}>
      <NativeSelect
        label={t('gateway.builder.asset')}
        data={builder.assets.map((asset) => ({ value: asset.value, label: optionLabel(asset) }))}
        value={fields.asset}
        onChange={(e) => setField('asset', e.currentTarget.value)}
        error={error('asset')}
      />
      {/* Wraps, so the whole address shows at 375 px; an address has no spaces or breaks. */}
      <Textarea
        label={t('gateway.builder.payTo')}
        description={t('gateway.builder.payToHint')}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        autosize
        minRows={1}
        {...text('payTo')}
        onChange={(e) => setField('payTo', e.currentTarget.value.replace(/\s+/g, ''))}
      />
      <TextInput
        label={t('gateway.builder.amount')}
        description={t('gateway.builder.amountHint', { unit, example: builder.amountExample })}
        inputMode="decimal"
        {...text('amount')}
      />
      <TextInput
        label={t('gateway.builder.matchingSymbol')}
        description={t('gateway.builder.matchingSymbolHint')}
        {...text('matchingSymbol')}
      />
      <TextInput
        label={t('gateway.builder.fee')}
        description={t('gateway.builder.feeHint', { symbol: builder.tokenSymbol })}
        inputMode="decimal"
        {...text('fee')}
      />
      <TextInput
        label={t('gateway.builder.successUrl')}
        description={t('gateway.builder.successUrlHint')}
        type="url"
        placeholder="https://"
        {...text('successUrl')}
      />
      <TextInput
        label={t('gateway.builder.cancelUrl')}
        description={t('gateway.builder.cancelUrlHint')}
        type="url"
        placeholder="https://"
        {...text('cancelUrl')}
      />
    </TitledPanel>
  );
}
