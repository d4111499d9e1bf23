import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { showHidden } from '../../core/format/outside-text';
import { HiddenCharsFlag, OutsideInline } from '../../ui/OutsideText';
import { MAX_SLIPPAGE } from '../../core/swap/swap-form';
import { BASE_COIN } from '../../core/transactions/review';
import { useAmountFormat, useAmountInput } from '../../ui/use-amount-format';
import { NumberField } from '../../ui/NumberField';
import type { SwapPageModel } from './use-swap-page';

const ROUTER_NAMES = { deflex: 'Deflex', folks: 'Folks Router' } as const;

export function SwapForm({ page }: { page: SwapPageModel }) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const amountInput = useAmountInput();
  // The asset's name and unit are its creator's text: markers for hidden characters, in the
  // picker's input (a string) as in its options.
  const rawLabel = (id: bigint) => {
    const units = page.unitsOf(id);
    if (!units) return `#${id.toString()}`;
    return id === BASE_COIN
      ? units.unitName
      : `${units.name} (${units.unitName}, #${id.toString()})`;
  };
  const label = (id: bigint) => showHidden(rawLabel(id));
  const renderOption = ({ option }: { option: { value: string } }) => (
    <OutsideInline text={rawLabel(BigInt(option.value))} />
  );
  const held = new Set((page.info.data?.assets ?? []).map((h) => h['asset-id'].toString()));
  const fromOptions = [BASE_COIN, ...page.assetIds.filter((id) => held.has(id.toString()))];
  const toOptions = [BASE_COIN, ...page.assetIds].filter((id) => id !== page.from);
  const fromUnits = page.unitsOf(page.from);
  const disabled = !page.supported || !page.hasKey;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label={t('swap.form')}
      onSubmit={(e) => {
        e.preventDefault();
        page.getQuotes();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('swap.from')}
            data={fromOptions.map((id) => ({ value: id.toString(), label: label(id) }))}
            value={page.from.toString()}
            onChange={(value) => value !== null && page.setFrom(BigInt(value))}
            allowDeselect={false}
            searchable
            disabled={disabled}
            renderOption={renderOption}
          />
          <Select
            label={t('swap.to')}
            placeholder={t('swap.pickAsset')}
            data={toOptions.map((id) => ({ value: id.toString(), label: label(id) }))}
            value={page.to?.toString() ?? null}
            onChange={(value) => value !== null && page.setTo(BigInt(value))}
            allowDeselect={false}
            searchable
            disabled={disabled}
            renderOption={renderOption}
          />
        </SimpleGrid>
        <HiddenCharsFlag
          texts={[rawLabel(page.from), page.to === null ? undefined : rawLabel(page.to)]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('swap.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={page.amount}
            onChange={(e) => page.setAmount(e.currentTarget.value)}
            disabled={disabled}
            description={
              page.max !== null && fromUnits
                ? t('swap.maximum', { amount: format(page.max, fromUnits) })
                : undefined
            }
            error={page.amountProblem ? t(`swap.amountProblem.${page.amountProblem}`) : undefined}
            rightSectionWidth={Math.max(64, t('swap.max').length * 9 + 24)}
            rightSection={
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={disabled || page.max === null || !fromUnits}
                onClick={page.setMaxAmount}
              >
                {t('swap.max')}
              </Button>
            }
          />
          <NumberField
            label={t('swap.slippage')}
            description={t('swap.slippageHint')}
            min={0}
            max={MAX_SLIPPAGE}
            step={0.01}
            decimalSeparator={amountInput.separators.decimal}
            value={page.slippageInput}
            onChange={page.setSlippage}
            error={page.slippageProblem ? t('swap.slippageRange') : undefined}
            disabled={disabled}
          />
        </SimpleGrid>
        <Group>
          {page.routers.map((router) => (
            <Checkbox
              key={router}
              label={t('swap.useRouter', { router: ROUTER_NAMES[router] })}
              checked={page.enabled[router]}
              onChange={(e) => page.toggleRouter(router, e.currentTarget.checked)}
              disabled={disabled}
            />
          ))}
        </Group>
        <Button type="submit" w="fit-content" disabled={!page.canQuote}>
          {t('swap.getQuote')}
        </Button>
      </Stack>
    </Paper>
  );
}

export { ROUTER_NAMES };
