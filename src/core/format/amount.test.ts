import { describe, expect, it } from 'vitest';
import { parseUnits } from '../amounts/parse';
import {
  amountInputText,
  formatAmount,
  formatAmountWithUnit,
  MINUS,
  separatorsFor,
} from './amount';

const en = separatorsFor('en');
const hu = separatorsFor('hu');
const sk = separatorsFor('sk');
const cs = separatorsFor('cs');
const nl = separatorsFor('nl');
const it_ = separatorsFor('it');
const NBSP = '\u00a0';

describe('separatorsFor', () => {
  it('reads each language separators from Intl', () => {
    expect(en).toEqual({ group: ',', decimal: '.', minimumGroupingDigits: 1 });
    expect(hu).toEqual({ group: NBSP, decimal: ',', minimumGroupingDigits: 2 });
    expect(sk).toEqual({ group: NBSP, decimal: ',', minimumGroupingDigits: 1 });
    expect(cs).toEqual({ group: NBSP, decimal: ',', minimumGroupingDigits: 1 });
    expect(nl).toEqual({ group: '.', decimal: ',', minimumGroupingDigits: 1 });
    expect(it_).toEqual({ group: '.', decimal: ',', minimumGroupingDigits: 2 });
  });

  it('falls back to plain digits for a tag Intl refuses', () => {
    expect(separatorsFor('not a language!')).toEqual({
      group: ',',
      decimal: '.',
      minimumGroupingDigits: 1,
    });
  });

  it('agrees with Intl grouping for numbers a double holds exactly', () => {
    for (const locale of ['en', 'hu', 'sk', 'cs', 'nl', 'it']) {
      const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
      for (const value of [0, 7, 999, 1000, 1234, 12345, 123456, 1234567, 9007199254740991]) {
        expect(formatAmount(BigInt(value), 0, separatorsFor(locale))).toBe(format.format(value));
      }
      expect(formatAmount(123456789n, 3, separatorsFor(locale))).toBe(format.format(123456.789));
    }
  });
});

describe('formatAmount', () => {
  it('formats zero as 0, with or without decimals', () => {
    expect(formatAmount(0n, 0, en)).toBe('0');
    expect(formatAmount(0n, 6, en)).toBe('0');
    expect(formatAmount(0n, 6, en, { fixed: true })).toBe('0.000000');
    expect(formatAmount(0n, 2, hu, { fixed: true })).toBe('0,00');
  });

  it('places the decimal separator by the asset decimals', () => {
    expect(formatAmount(1234n, 2, en)).toBe('12.34');
    expect(formatAmount(1234n, 2, hu)).toBe('12,34');
    expect(formatAmount(1234n, 2, nl)).toBe('12,34');
    expect(formatAmount(1n, 6, en)).toBe('0.000001');
    expect(formatAmount(1_500_000n, 6, en)).toBe('1.5');
    expect(formatAmount(1_500_000n, 6, en, { fixed: true })).toBe('1.500000');
    expect(formatAmount(1234n, 0, en)).toBe('1,234');
  });

  it('groups the integer part the way each language does', () => {
    expect(formatAmount(1_234_567_890_000n, 6, en)).toBe('1,234,567.89');
    expect(formatAmount(1_234_567_890_000n, 6, hu)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatAmount(1_234_567_890_000n, 6, sk)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatAmount(1_234_567_890_000n, 6, cs)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatAmount(1_234_567_890_000n, 6, nl)).toBe('1.234.567,89');
    expect(formatAmount(1_234_567_890_000n, 6, it_)).toBe('1.234.567,89');
    // hu and it keep four-digit numbers whole, sk and nl do not.
    expect(formatAmount(123_450n, 2, hu)).toBe('1234,5');
    expect(formatAmount(123_450n, 2, it_)).toBe('1234,5');
    expect(formatAmount(123_450n, 2, sk)).toBe(`1${NBSP}234,5`);
    expect(formatAmount(123_450n, 2, nl)).toBe('1.234,5');
    expect(formatAmount(1_234_500n, 2, hu)).toBe(`12${NBSP}345`);
  });

  it('keeps every digit of huge amounts', () => {
    const maxUint64 = 18_446_744_073_709_551_615n;
    expect(formatAmount(maxUint64, 0, en)).toBe('18,446,744,073,709,551,615');
    expect(formatAmount(maxUint64, 6, en)).toBe('18,446,744,073,709.551615');
    expect(formatAmount(maxUint64, 19, en)).toBe('1.8446744073709551615');
    expect(formatAmount(10n ** 40n + 1n, 0, nl)).toBe(`10${'.000'.repeat(12)}.001`);
  });

  it('shows 18 decimals without rounding', () => {
    expect(formatAmount(1n, 18, en)).toBe('0.000000000000000001');
    expect(formatAmount(10n ** 18n, 18, en)).toBe('1');
    expect(formatAmount(10n ** 18n, 18, en, { fixed: true })).toBe('1.000000000000000000');
    expect(formatAmount(123_456_789_012_345_678_901_234n, 18, hu)).toBe(
      `123${NBSP}456,789012345678901234`,
    );
  });

  it('marks the direction with a typographic minus or a plus', () => {
    expect(formatAmount(1234n, 2, en, { sign: 'minus' })).toBe(`${MINUS}12.34`);
    expect(formatAmount(1234n, 2, en, { sign: 'plus' })).toBe('+12.34');
    expect(formatAmount(1234n, 2, en, { sign: 'none' })).toBe('12.34');
    expect(formatAmount(-1234n, 2, en)).toBe(`${MINUS}12.34`);
    expect(formatAmount(-5n, 6, hu)).toBe(`${MINUS}0,000005`);
    expect(MINUS).toBe('\u2212');
  });

  it('treats odd decimals as whole numbers of places', () => {
    expect(formatAmount(1234n, -1, en)).toBe('1,234');
    expect(formatAmount(1234n, 2.9, en)).toBe('12.34');
  });
});

describe('formatAmountWithUnit', () => {
  it('puts the unit after a no-break space', () => {
    expect(formatAmountWithUnit(1234n, 2, 'TUSD', en, { sign: 'plus' })).toBe(`+12.34${NBSP}TUSD`);
    expect(formatAmountWithUnit(1234n, 2, 'TUSD', hu, { sign: 'plus' })).toBe(`+12,34${NBSP}TUSD`);
    expect(formatAmountWithUnit(1000n, 6, 'Algo', en)).toBe(`0.001${NBSP}Algo`);
  });

  it('leaves out a missing unit', () => {
    expect(formatAmountWithUnit(5n, 0, '', en)).toBe('5');
  });
});

describe('amountInputText', () => {
  it('writes machine text by default, which the amount parser reads back', () => {
    expect(amountInputText(9_899_000n, 6)).toBe('9.899');
    expect(amountInputText(1_234_567_500_000n, 6)).toBe('1234567.5');
    expect(amountInputText(100n, 0)).toBe('100');
    expect(amountInputText(0n, 6)).toBe('0');
    for (const [value, decimals] of [
      [9_899_000n, 6],
      [1_234_567_500_000n, 6],
      [18_446_744_073_709_551_615n, 19],
      [1n, 2],
    ] as const) {
      expect(parseUnits(amountInputText(value, decimals), decimals)).toEqual({ ok: true, value });
    }
  });

  it("writes field text in a language's decimal mark, never grouped, read back in it", () => {
    for (const separators of [en, hu, sk, cs, nl, it_]) {
      const text = amountInputText(1_234_567_500_000n, 6, separators);
      expect(text).toBe(`1234567${separators.decimal}5`);
      expect(parseUnits(text, 6, separators)).toEqual({ ok: true, value: 1_234_567_500_000n });
    }
  });

  it('is not what a language shows: grouping is left out of field text', () => {
    expect(formatAmount(1_234_567_500_000n, 6, nl)).toBe('1.234.567,5');
    expect(amountInputText(1_234_567_500_000n, 6, nl)).toBe('1234567,5');
  });
});
