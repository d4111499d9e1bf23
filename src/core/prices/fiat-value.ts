import type { FiatCurrency } from './currencies';
import type { AssetPrice } from './price-answer';

// What an amount is worth (issue 41), and how it is written: "12.30 USD", in the language's
// number format (Intl) with the currency's own decimals and its ISO code after the number.

/** A value older than this says so. */
export const STALE_AFTER_MS = 10 * 60_000;

export interface FiatValue {
  readonly value: number;
  readonly currency: FiatCurrency;
  readonly stale: boolean;
}

/** `amount` base units (of `decimals`) at `price`, or null when no believable value exists. */
export function fiatValueOf(
  amount: bigint,
  decimals: number,
  price: AssetPrice | null | undefined,
  currency: FiatCurrency,
  now: number,
): FiatValue | null {
  const perUnit = price?.perUnit[currency];
  if (perUnit === undefined || !price) return null;
  const value = (Number(amount) / 10 ** decimals) * perUnit;
  if (!Number.isFinite(value) || value < 0) return null;
  return { value, currency, stale: now - price.updatedAt > STALE_AFTER_MS };
}

/** The sum of values in one currency; null when any is missing (a part would read as all). */
export function sumFiatValues(values: readonly (FiatValue | null)[]): FiatValue | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  const known = values as readonly FiatValue[];
  return {
    value: known.reduce((sum, v) => sum + v.value, 0),
    currency: known[0]!.currency,
    stale: known.some((v) => v.stale),
  };
}

/** "12.30 USD" (en), "12,30 USD" (hu); a positive value too small to show is "< 0.01 USD". */
export function formatFiat(value: FiatValue, locale: string): string {
  const digits =
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: value.currency,
    }).resolvedOptions().maximumFractionDigits ?? 2;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const smallest = 10 ** -digits;
  if (value.value > 0 && value.value < smallest)
    return `< ${number.format(smallest)} ${value.currency}`;
  return `${number.format(value.value)} ${value.currency}`;
}
