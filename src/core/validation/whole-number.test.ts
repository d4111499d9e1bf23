import { describe, expect, it } from 'vitest';
import { numberFieldValue, readWholeNumber } from './whole-number';

const decimals = { min: 0, max: 18 };

describe('readWholeNumber', () => {
  it('accepts whole numbers inside the range, bounds included', () => {
    expect(readWholeNumber(0, decimals)).toBe(0);
    expect(readWholeNumber(18, decimals)).toBe(18);
    expect(readWholeNumber('7', decimals)).toBe(7);
    // Text a number field keeps as typed: leading zeros, a trailing mark, zero decimals.
    expect(readWholeNumber('007', decimals)).toBe(7);
    expect(readWholeNumber('5.', decimals)).toBe(5);
    expect(readWholeNumber('5.00', decimals)).toBe(5);
  });

  it('refuses values outside the range instead of bringing them in', () => {
    expect(readWholeNumber(19, decimals)).toBeNull();
    expect(readWholeNumber(-1, decimals)).toBeNull();
    expect(readWholeNumber('190', decimals)).toBeNull();
    // More digits than a number field turns into a number: still outside, never the maximum.
    expect(readWholeNumber('99999999999999999999', { min: 0, max: 2147483647 })).toBeNull();
  });

  it('refuses what is not a whole number', () => {
    expect(readWholeNumber(1.5, decimals)).toBeNull();
    expect(readWholeNumber('1.5', decimals)).toBeNull();
    expect(readWholeNumber('', decimals)).toBeNull();
    expect(readWholeNumber('-', decimals)).toBeNull();
    expect(readWholeNumber('1e1', decimals)).toBeNull();
    expect(readWholeNumber(Number.NaN, decimals)).toBeNull();
    expect(readWholeNumber(Number.POSITIVE_INFINITY, { min: 0, max: Infinity })).toBeNull();
  });
});

describe('numberFieldValue', () => {
  it('reads plain decimal text only', () => {
    expect(numberFieldValue(' 12.5 ')).toBe(12.5);
    expect(numberFieldValue('-3')).toBe(-3);
    expect(numberFieldValue('.5')).toBe(0.5);
    expect(numberFieldValue('')).toBeNaN();
    expect(numberFieldValue('0x10')).toBeNaN();
    expect(numberFieldValue('1,5')).toBeNaN();
  });
});
