import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAmountWithUnit,
  separatorsFor,
  type AmountFormatOptions,
} from '../core/format/amount';
import type { AssetUnits } from '../core/format/asset-units';

export type FormatAmount = (
  amount: bigint,
  units: AssetUnits,
  options?: AmountFormatOptions,
) => string;

/** Formats base-unit amounts with their unit in the current language's separators. */
export function useAmountFormat(): FormatAmount {
  const { i18n } = useTranslation();
  const separators = separatorsFor(i18n.language);
  return useMemo(
    () => (amount, units, options) =>
      formatAmountWithUnit(amount, units.decimals, units.unitName, separators, options),
    [separators],
  );
}
