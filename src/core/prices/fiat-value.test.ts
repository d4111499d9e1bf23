import { describe, expect, it } from 'vitest';
import { fiatValueOf, formatFiat, sumFiatValues, STALE_AFTER_MS } from './fiat-value';

const NOW = 1_800_000_000_000;
const price = { perUnit: { USD: 0.25, HUF: 92.5 }, updatedAt: NOW };

describe('fiatValueOf', () => {
  it('values base units by their decimals; a missing price is no value, not 0', () => {
    expect(fiatValueOf(49_200_000n, 6, price, 'USD', NOW)).toEqual({
      value: 12.3,
      currency: 'USD',
      stale: false,
    });
    expect(fiatValueOf(49_200_000n, 6, price, 'EUR', NOW)).toBeNull();
    expect(fiatValueOf(49_200_000n, 6, null, 'USD', NOW)).toBeNull();
    expect(fiatValueOf(0n, 6, price, 'USD', NOW)?.value).toBe(0);
  });

  it('says a price older than ten minutes is old', () => {
    expect(fiatValueOf(1n, 0, price, 'USD', NOW + STALE_AFTER_MS)?.stale).toBe(false);
    expect(fiatValueOf(1n, 0, price, 'USD', NOW + STALE_AFTER_MS + 1)?.stale).toBe(true);
  });
});

describe('sumFiatValues', () => {
  it('adds values, and has none when a part is missing', () => {
    const a = { value: 1.5, currency: 'USD' as const, stale: false };
    const b = { value: 2, currency: 'USD' as const, stale: true };
    expect(sumFiatValues([a, b])).toEqual({ value: 3.5, currency: 'USD', stale: true });
    expect(sumFiatValues([a, null])).toBeNull();
    expect(sumFiatValues([])).toBeNull();
  });
});

describe('formatFiat', () => {
  const value = (v: number, currency: 'USD' | 'EUR' | 'HUF' | 'CZK' = 'USD') => ({
    value: v,
    currency,
    stale: false,
  });
  it('writes the number in the language’s format with the currency’s code after it', () => {
    expect(formatFiat(value(12.3), 'en')).toBe('12.30 USD');
    expect(formatFiat(value(1234.5), 'en')).toBe('1,234.50 USD');
    expect(formatFiat(value(1234.5, 'EUR'), 'hu')).toBe('1234,50 EUR');
    expect(formatFiat(value(12345.5, 'HUF'), 'hu')).toMatch(/^12\s346 HUF$/);
    expect(formatFiat(value(0), 'en')).toBe('0.00 USD');
    expect(formatFiat(value(0.004), 'en')).toBe('< 0.01 USD');
  });
});
