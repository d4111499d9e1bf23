// The currencies values are shown in (issue 41): a person picks one in Settings; prices are
// asked for all of them at once, so a switch needs no new request.

export const FIAT_CURRENCIES = ['USD', 'EUR', 'HUF', 'CZK'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export const DEFAULT_CURRENCY: FiatCurrency = 'USD';

export function isFiatCurrency(value: unknown): value is FiatCurrency {
  return typeof value === 'string' && (FIAT_CURRENCIES as readonly string[]).includes(value);
}
