import { describe, expect, it } from 'vitest';
import { ENGLISH_SEPARATORS, separatorsFor } from './amount';
import { balanceText } from './balance';

const en = ENGLISH_SEPARATORS;

describe('balanceText', () => {
  it('shows significant decimals only, in full while short', () => {
    expect(balanceText(3_000_000n, 6, en)).toEqual({
      shown: '3',
      exact: '3',
      shortened: false,
      size: 'large',
    });
    expect(balanceText(45_013_248_000n, 6, en).shown).toBe('45,013.248');
    expect(balanceText(45_013_248_000n, 6, en).shortened).toBe(false);
  });

  it('cuts a long fraction to two digits, never rounding up', () => {
    const text = balanceText(45_013_248_999n, 6, en);
    expect(text.exact).toBe('45,013.248999');
    expect(text.shown).toBe('45,013.24');
    expect(text.shortened).toBe(true);
  });

  it('drops a fraction that is zero after the cut', () => {
    expect(balanceText(1_234_567_000_001n, 6, en).shown).toBe('1,234,567');
  });

  it('keeps an integer whole, only smaller', () => {
    const text = balanceText(18_446_744_073_709_551_615n, 0, en);
    expect(text.shown).toBe('18,446,744,073,709,551,615');
    expect(text.shortened).toBe(false);
    expect(text.size).toBe('small');
  });

  it('picks smaller type as the number grows', () => {
    expect(balanceText(12_345_678n, 6, en).size).toBe('large'); // 12.345678
    expect(balanceText(1_245_013_240_000n, 6, en).size).toBe('medium'); // 1,245,013.24
    expect(balanceText(18_446_744_073_709_551_615n, 6, en).size).toBe('small');
  });

  it('uses the language separators (hu)', () => {
    const hu = separatorsFor('hu');
    const text = balanceText(45_013_248_999n, 6, hu);
    expect(text.shown).toBe(`45${hu.group}013,24`);
    expect(text.exact).toBe(`45${hu.group}013,248999`);
  });
});
