import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAmountWithUnit,
  separatorsFor,
  type AmountFormatOptions,
  type NumberSeparators,
} from '../core/format/amount';
import type { AssetUnits } from '../core/format/asset-units';

export type FormatAmount = (
  amount: bigint,
  units: AssetUnits,
  options?: AmountFormatOptions,
) => string;

/** The current language's group and decimal separators, for core's formatAmount. */
export function useNumberSeparators(): NumberSeparators {
  const { i18n } = useTranslation();
  return separatorsFor(i18n.language);
}

/** Formats base-unit amounts with their unit in the current language's separators. */
export function useAmountFormat(): FormatAmount {
  const separators = useNumberSeparators();
  return useMemo(
    () => (amount, units, options) =>
      formatAmountWithUnit(amount, units.decimals, units.unitName, separators, options),
    [separators],
  );
}
