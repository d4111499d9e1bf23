import { describe, expect, it } from 'vitest';
import { readSlippage } from './swap-form';

describe('readSlippage: the field as typed, never brought into range', () => {
  it('takes 0..1 in steps of 0.01, as a number or the text the field holds', () => {
    expect(readSlippage(0)).toBe(0);
    expect(readSlippage(0.1)).toBe(0.1);
    expect(readSlippage(1)).toBe(1);
    expect(readSlippage('0.57')).toBe(0.57);
  });

  it('refuses what is out of range, finer than 0.01, empty or not a number', () => {
    for (const value of [1.01, 5, -0.01, 0.005, 0.123, '', ' ', 'abc', '1e3', Number.NaN])
      expect(readSlippage(value), String(value)).toBeNull();
  });
});
