import { describe, expect, it } from 'vitest';
import { parseUnits } from './parse';

describe('parseUnits', () => {
  it('reads decimals exactly', () => {
    expect(parseUnits('1.5', 6)).toEqual({ ok: true, value: 1_500_000n });
    expect(parseUnits('0.000001', 6)).toEqual({ ok: true, value: 1n });
    expect(parseUnits('.25', 2)).toEqual({ ok: true, value: 25n });
    expect(parseUnits('7.', 0)).toEqual({ ok: true, value: 7n });
    expect(parseUnits('1,000.10', 6)).toEqual({ ok: true, value: 1_000_100_000n });
    expect(parseUnits('0.30', 1)).toEqual({ ok: true, value: 3n });
  });

  it('rejects what is not an amount', () => {
    expect(parseUnits('', 6)).toEqual({ ok: false, error: 'empty' });
    expect(parseUnits('.', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('-1', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('1e6', 6)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseUnits('0.0000001', 6)).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseUnits('1.5', 0)).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseUnits('18446744073709551616', 0)).toEqual({ ok: false, error: 'too-large' });
    expect(parseUnits('18446744073709551615', 0)).toEqual({
      ok: true,
      value: 18446744073709551615n,
    });
  });
});
