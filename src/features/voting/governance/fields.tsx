import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/react';
import { readToolAmount } from '../../../core/voting/bulk-lines';
import { MAX_TOOL_AMOUNT_COINS } from '../../../core/voting/constants';
import { NumberField } from '../../../ui/NumberField';
import { GOVERNANCE_ADDRESSES } from './governance-addresses';

// The governance tools' inputs. Phrase areas are uncontrolled: their text is read through a ref
// when the user sends, never held in React state, and no browser help touches it.

export function PhraseArea({
  label,
  description,
  inputRef,
  minRows = 6,
}: {
  label: string;
  description?: string;
  inputRef: Ref<HTMLTextAreaElement>;
  minRows?: number;
}) {
  return (
    <Textarea
      ref={inputRef}
      label={label}
      description={description}
      autosize
      minRows={minRows}
      maxRows={16}
      spellCheck={false}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      data-1p-ignore
      data-lpignore="true"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

/**
 * A tool's amount in whole coins. Kept as typed: outside 0..1999999999 or with more than 6
 * decimals it shows the range message (the tool's send button waits on useCoin's null), never
 * clamped nor cut to 6 decimals.
 */
export function AmountField({
  label,
  value,
  onChange,
  symbol,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  symbol: string;
}) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={label}
      value={value}
      onChange={onChange}
      min={0}
      max={MAX_TOOL_AMOUNT_COINS}
      step={0.000001}
      error={
        readToolAmount(value) === null
          ? t('voting.gov.amountRange', { max: MAX_TOOL_AMOUNT_COINS })
          : undefined
      }
      rightSection={symbol}
      rightSectionWidth={64}
      maw={320}
    />
  );
}

export function SendToField({
  value,
  onChange,
  error,
  quickPicks = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  quickPicks?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <TextInput
        label={t('voting.gov.sendTo')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.trim())}
        error={error}
        spellCheck={false}
        autoComplete="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {quickPicks && (
        <Group gap="xs">
          {(['mainnet', 'testnet'] as const).map((network) => (
            <Button
              key={network}
              variant="default"
              size="compact-sm"
              onClick={() => onChange(GOVERNANCE_ADDRESSES[network]!)}
            >
              {t(`voting.gov.optin.${network}`)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
