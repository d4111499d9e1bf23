import '@mantine/core/styles/Combobox.layer.css';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { showHidden } from '../../core/format/outside-text';
import type { GatewayBuilderField } from '../../core/gateway/builder';
import { ReceiverField } from '../../ui/receiver/ReceiverField';
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
    // Names from the chain, in an option that takes only a string: hidden characters as markers.
    const name = asset.units
      ? showHidden(`${asset.units.name} (${asset.units.unitName})`)
      : asset.label;
    return t('gateway.builder.assetOption', { label: asset.label, name, id });
  };
  const unit = showHidden(chosen?.units?.unitName ?? chosen?.label ?? '');

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
      <ReceiverField
        label={t('gateway.builder.payTo')}
        showLabel
        wrap
        suggest={false}
        description={t('gateway.builder.payToHint')}
        placeholder={builder.names ? t('pay.names.placeholderName') : ''}
        value={fields.payTo}
        onChange={(value) => setField('payTo', value.replace(/\s+/g, ''))}
        error={error('payTo')}
        receiver={builder.receiver}
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
