import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { convertAmountText, parseUnits, type ParseUnitsResult } from '../core/amounts/parse';
import {
  amountInputText,
  formatAmount,
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

/** Reading and writing the text of an amount field the user types into, in the current language. */
export interface AmountInput {
  separators: NumberSeparators;
  /** The field's text -> base units, by core/amounts/parse's rules in this language. */
  parse: (text: string, decimals: number) => ParseUnitsResult;
  /** Base units -> text to put into the field (Set max, a link's amount); `parse` reads it back. */
  text: (amount: bigint, decimals: number) => string;
  /** An example amount in this language's format ("1,234,567.5" en, "1 234 567,5" hu). */
  example: string;
}

/** The current language's amount-field parser and writer: use it for every user-typed amount. */
export function useAmountInput(): AmountInput {
  const separators = useNumberSeparators();
  return useMemo(
    () => ({
      separators,
      parse: (text, decimals) => parseUnits(text, decimals, separators),
      text: (amount, decimals) => amountInputText(amount, decimals, separators),
      example: formatAmount(12_345_675n, 1, separators),
    }),
    [separators],
  );
}

/**
 * Keeps amount field texts meaning the same amount when the language changes while a form is
 * open (hu "9,899" would read as 9899 in English). Call it in the component that owns the texts'
 * state; `rewrite` gets a converter and updates that state with it (during render, React's pattern
 * for state derived from a changed value).
 */
export function useAmountTextsFollowLanguage(
  rewrite: (convert: (text: string) => string) => void,
): void {
  const separators = useNumberSeparators();
  const [previous, setPrevious] = useState(separators);
  if (previous !== separators) {
    setPrevious(separators);
    rewrite((text) => convertAmountText(text, previous, separators));
  }
}
