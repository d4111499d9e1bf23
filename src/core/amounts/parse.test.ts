import { describe, expect, it } from 'vitest';
import { amountInputText, separatorsFor } from '../format/amount';
import { convertAmountText, parseUnits } from './parse';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const LANGUAGES = ['en', 'hu', 'sk', 'cs', 'nl', 'it'] as const;
const sep = (language: string) => separatorsFor(language);
const ok = (value: bigint) => ({ ok: true, value });
const refused = { ok: false, error: 'bad-separators' };

describe('parseUnits', () => {
  it('reads machine text by default: a . decimal, no grouping', () => {
    expect(parseUnits('1.5', 6)).toEqual(ok(1_500_000n));
    expect(parseUnits('0.000001', 6)).toEqual(ok(1n));
    expect(parseUnits('.25', 2)).toEqual(ok(25n));
    expect(parseUnits('7.', 0)).toEqual(ok(7n));
    expect(parseUnits('1,000.10', 6)).toEqual(ok(1_000_100_000n));
    expect(parseUnits('0.30', 1)).toEqual(ok(3n));
    expect(parseUnits(' 42 ', 0)).toEqual(ok(42n));
  });

  it('rejects what is not an amount', () => {
    expect(parseUnits('', 6)).toEqual({ ok: false, error: 'empty' });
    expect(parseUnits('   ', 6)).toEqual({ ok: false, error: 'empty' });
    expect(parseUnits('.', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits(',', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('-1', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('1e6', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('1.5 Algo', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('0.0000001', 6)).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseUnits('1.5', 0)).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseUnits('18446744073709551616', 0)).toEqual({ ok: false, error: 'too-large' });
    expect(parseUnits('18446744073709551615', 0)).toEqual(ok(18446744073709551615n));
  });

  describe('in English (. decimal, , groups)', () => {
    const en = sep('en');
    it('reads grouped and ungrouped amounts', () => {
      expect(parseUnits('1,234.5', 6, en)).toEqual(ok(1_234_500_000n));
      expect(parseUnits('1,234,567', 0, en)).toEqual(ok(1_234_567n));
      expect(parseUnits('1234.5', 6, en)).toEqual(ok(1_234_500_000n));
      expect(parseUnits(`1${NBSP}234.5`, 6, en)).toEqual(ok(1_234_500_000n));
      expect(parseUnits('1 234.5', 6, en)).toEqual(ok(1_234_500_000n));
    });
    it('refuses a comma that cannot be grouping instead of reading 1,5 as 15', () => {
      expect(parseUnits('1,5', 6, en)).toEqual(refused);
      expect(parseUnits('1,50', 6, en)).toEqual(refused);
      expect(parseUnits('1,2345', 6, en)).toEqual(refused);
      expect(parseUnits('12,34,567', 6, en)).toEqual(refused);
      expect(parseUnits(',5', 6, en)).toEqual(refused);
      expect(parseUnits('1,', 6, en)).toEqual(refused);
      expect(parseUnits('0,001', 6, en)).toEqual(refused);
      expect(parseUnits('1.234,5', 6, en)).toEqual(refused);
      expect(parseUnits('1.2.3', 6, en)).toEqual(refused);
      expect(parseUnits('1.234,567', 6, en)).toEqual(refused);
      expect(parseUnits('1,234 567', 6, en)).toEqual(refused);
    });
  });

  describe.each(['hu', 'sk', 'cs'])('in %s (, decimal, space groups)', (language) => {
    const s = sep(language);
    it('reads the comma as the decimal mark and spaces as groups', () => {
      expect(s.group).toBe(NBSP);
      expect(parseUnits('1,5', 6, s)).toEqual(ok(1_500_000n));
      expect(parseUnits(`1${NBSP}234,5`, 6, s)).toEqual(ok(1_234_500_000n));
      expect(parseUnits('1 234,5', 6, s)).toEqual(ok(1_234_500_000n));
      expect(parseUnits(`1${NNBSP}234${NNBSP}567,25`, 6, s)).toEqual(ok(1_234_567_250_000n));
      expect(parseUnits('1234,5', 6, s)).toEqual(ok(1_234_500_000n));
      expect(parseUnits(',5', 6, s)).toEqual(ok(500_000n));
    });
    it('reads one pasted . as the decimal mark where it cannot be grouping', () => {
      expect(parseUnits('1.5', 6, s)).toEqual(ok(1_500_000n));
      expect(parseUnits('0.001', 6, s)).toEqual(ok(1000n));
      expect(parseUnits('1.2345', 6, s)).toEqual(ok(1_234_500n));
      expect(parseUnits('1234.567', 6, s)).toEqual(ok(1_234_567_000n));
      expect(parseUnits('1 234.5', 6, s)).toEqual(ok(1_234_500_000n));
    });
    it('refuses both marks, several marks, and dots that may be thousands', () => {
      expect(parseUnits('1.234,5', 6, s)).toEqual(refused);
      expect(parseUnits('1,234.5', 6, s)).toEqual(refused);
      expect(parseUnits('1,2,3', 6, s)).toEqual(refused);
      expect(parseUnits('1.2.3', 6, s)).toEqual(refused);
      expect(parseUnits('1.000', 6, s)).toEqual(refused);
      expect(parseUnits('12.500', 6, s)).toEqual(refused);
      expect(parseUnits('1.000.000', 6, s)).toEqual(refused);
      expect(parseUnits('1 5', 6, s)).toEqual(refused);
      expect(parseUnits('1 234 5,5', 6, s)).toEqual(refused);
    });
  });

  describe.each(['nl', 'it'])('in %s (, decimal, . groups)', (language) => {
    const s = sep(language);
    it('reads the comma as the decimal mark and dots as groups', () => {
      expect(s.group).toBe('.');
      expect(parseUnits('1.234,5', 6, s)).toEqual(ok(1_234_500_000n));
      expect(parseUnits('1,5', 6, s)).toEqual(ok(1_500_000n));
      expect(parseUnits('1.500', 6, s)).toEqual(ok(1_500_000_000n));
      expect(parseUnits('1.234.567', 0, s)).toEqual(ok(1_234_567n));
      expect(parseUnits('1 234,5', 6, s)).toEqual(ok(1_234_500_000n));
    });
    it('refuses a dot that cannot be grouping instead of reading 1.5 as 15', () => {
      expect(parseUnits('1.5', 6, s)).toEqual(refused);
      expect(parseUnits('0.001', 6, s)).toEqual(refused);
      expect(parseUnits('1,234.5', 6, s)).toEqual(refused);
      expect(parseUnits('1,2,3', 6, s)).toEqual(refused);
      expect(parseUnits('1.234 567', 6, s)).toEqual(refused);
      expect(parseUnits('1,5.0', 6, s)).toEqual(refused);
    });
  });

  it.each(LANGUAGES)('checks decimals, size and emptiness in %s', (language) => {
    const s = sep(language);
    const mark = s.decimal;
    expect(parseUnits('', 6, s)).toEqual({ ok: false, error: 'empty' });
    expect(parseUnits(`0${mark}0000001`, 6, s)).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseUnits(`1${mark}50`, 1, s)).toEqual(ok(15n));
    expect(parseUnits('18446744073709551616', 0, s)).toEqual({ ok: false, error: 'too-large' });
    expect(parseUnits(`18446744073709${mark}551616`, 6, s)).toEqual({
      ok: false,
      error: 'too-large',
    });
    expect(parseUnits('abc', 6, s)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('-1', 6, s)).toEqual({ ok: false, error: 'not-a-number' });
  });

  it.each(LANGUAGES)('reads back what Set max and payment links write in %s', (language) => {
    const s = sep(language);
    for (const [value, decimals] of [
      [9_899_000n, 6],
      [1_234_567_500_000n, 6],
      [1_000_000n, 6],
      [1_500n, 3],
      [18_446_744_073_709_551_615n, 19],
      [18_446_744_073_709_551_615n, 0],
      [1n, 2],
      [0n, 6],
    ] as const) {
      const text = amountInputText(value, decimals, s);
      expect(parseUnits(text, decimals, s)).toEqual(ok(value));
    }
    expect(amountInputText(9_899_000n, 6, s)).toBe(language === 'en' ? '9.899' : '9,899');
  });
});

describe('convertAmountText', () => {
  it('keeps the amount when the language changes under a typed field', () => {
    const [en, hu, nl] = [sep('en'), sep('hu'), sep('nl')];
    expect(convertAmountText('9,899', hu, en)).toBe('9.899');
    expect(convertAmountText('9.899', en, nl)).toBe('9,899');
    expect(convertAmountText('1.234,5', nl, en)).toBe('1234.5');
    expect(convertAmountText('1.000', nl, hu)).toBe('1000');
    expect(convertAmountText('1.5', hu, en)).toBe('1.5');
    expect(convertAmountText('12', nl, en)).toBe('12');
    expect(convertAmountText(',5', hu, en)).toBe('0.5');
    expect(convertAmountText('1,5', en, hu)).toBe('1,5');
    expect(convertAmountText('abc', en, hu)).toBe('abc');
    for (const from of LANGUAGES) {
      for (const to of LANGUAGES) {
        const text = amountInputText(9_899_000n, 6, sep(from));
        expect(parseUnits(convertAmountText(text, sep(from), sep(to)), 6, sep(to))).toEqual(
          ok(9_899_000n),
        );
      }
    }
  });
});
