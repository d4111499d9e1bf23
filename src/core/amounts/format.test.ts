import { describe, expect, it } from 'vitest';
import { formatUnits, formatUnitsShort } from './format';

describe('formatUnits', () => {
  it('formats microAlgos with six decimals and thousands separators', () => {
    expect(formatUnits(0n)).toBe('0.000000');
    expect(formatUnits(1n)).toBe('0.000001');
    expect(formatUnits(1_234_567_890n)).toBe('1,234.567890');
    expect(formatUnits(-1_500_000n)).toBe('-1.500000');
  });
  it('keeps full precision for amounts beyond 2^53', () => {
    expect(formatUnits(18446744073709551615n, 6)).toBe('18,446,744,073,709.551615');
    expect(formatUnits(18446744073709551615n, 0)).toBe('18,446,744,073,709,551,615');
  });
  it('shortens trailing zeros', () => {
    expect(formatUnitsShort(1_500_000n)).toBe('1.5');
    expect(formatUnitsShort(2_000_000n)).toBe('2');
    expect(formatUnitsShort(120n, 0)).toBe('120');
  });
});
