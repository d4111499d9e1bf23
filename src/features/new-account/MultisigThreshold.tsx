import '@mantine/core/styles/Slider.layer.css';
import { Group, Input, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { NumberField } from '../../ui/NumberField';
import type { MultisigAccountFormState } from './use-multisig-account-form';

/** The threshold as a slider and a number field, its range message and "N of M". */
export function MultisigThreshold({ form }: { form: MultisigAccountFormState }) {
  const { t } = useTranslation();
  const { min, max, busy, threshold, thresholdError } = form;
  return (
    <Stack gap={4}>
      <Input.Label labelElement="div" id="multisig-threshold-label">
        {t('newAccount.multisig.threshold')}
      </Input.Label>
      <Group align="center" wrap="nowrap" gap="lg">
        <Slider
          style={{ flex: 1 }}
          min={min}
          max={max}
          step={1}
          value={form.sliderValue}
          onChange={form.setChosenThreshold}
          disabled={busy || max <= min}
          thumbLabel={t('newAccount.multisig.threshold')}
          label={null}
          marks={max > min && max <= 20 ? [{ value: min }, { value: max }] : undefined}
        />
        <NumberField
          w={96}
          aria-labelledby="multisig-threshold-label"
          aria-errormessage={thresholdError ? 'multisig-threshold-error' : undefined}
          min={min}
          max={max}
          step={1}
          value={form.chosenThreshold ?? threshold ?? ''}
          onChange={form.setChosenThreshold}
          // Left open while its value is out of range, so it can be corrected.
          disabled={busy || (max <= min && !thresholdError)}
          // The message goes below the row: the field is too narrow for it.
          error={thresholdError}
        />
      </Group>
      {thresholdError && (
        <Text size="sm" c="var(--mantine-color-error)" id="multisig-threshold-error">
          {t('newAccount.multisig.thresholdRange', { max })}
        </Text>
      )}
      {form.signerCount > 0 && threshold !== null && (
        <Text size="sm" data-testid="multisig-summary">
          {t('newAccount.multisig.summary', { threshold, count: form.signerCount })}
        </Text>
      )}
    </Stack>
  );
}
