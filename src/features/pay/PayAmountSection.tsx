import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PaySource } from './use-pay-assets';
import type { PayFormState } from './use-pay-form';

/** What is paid: the asset, the amount (with Set max) and the fee. */
export function PayAmountSection({ form, source }: { form: PayFormState; source: PaySource }) {
  const { t } = useTranslation();
  const { values, set, asset, max, shown } = form;
  return (
    <>
      <Select
        label={t('pay.asset')}
        data={source.assets.map((a) => ({
          value: a.id || 'native',
          label: a.id
            ? `${a.name}${a.unitName ? ` (${a.unitName})` : ''} · ${shown(a.balance, a.decimals)}`
            : `${a.name} · ${shown(a.balance, a.decimals)}`,
        }))}
        value={values.assetId || 'native'}
        onChange={(value) => set({ assetId: !value || value === 'native' ? '' : value })}
        allowDeselect={false}
      />
      {asset.failed && (
        <Alert color="red" role="alert">
          {t('pay.assetFailed')}
        </Alert>
      )}

      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('pay.amount')}
          inputMode="decimal"
          value={values.amount}
          onChange={(e) => set({ amount: e.currentTarget.value })}
          rightSection={<span aria-hidden>{asset.unitName}</span>}
          rightSectionWidth={
            asset.unitName ? Math.max(40, asset.unitName.length * 9 + 16) : undefined
          }
          description={
            max === undefined
              ? undefined
              : t('pay.maxHint', { max: shown(max, asset.decimals), unit: asset.unitName })
          }
          error={form.problemText('amount')}
          required
        />
        <Button
          variant="default"
          disabled={max === undefined}
          onClick={form.setMax}
          mb={form.amountHasProblem ? 22 : 0}
        >
          {t('pay.setMax')}
        </Button>
      </Group>

      {/* Text, not a NumberInput: that drops a ',' it does not expect, so "0,002" became 2. */}
      <TextInput
        label={t('pay.fee')}
        inputMode="decimal"
        value={values.fee}
        onChange={(e) => set({ fee: e.currentTarget.value })}
        description={
          form.nodeFeeAbove === undefined
            ? undefined
            : t('pay.nodeFeeHint', {
                fee: shown(form.nodeFeeAbove, 6),
                unit: source.assets[0]?.unitName ?? '',
              })
        }
        error={form.problemText('fee')}
        autoComplete="off"
        required
      />
    </>
  );
}
