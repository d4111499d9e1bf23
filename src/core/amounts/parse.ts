// Decimal text typed by a user -> integer base units, without floating point, so 0.1 + 0.2
// style errors never reach a transaction.

export type ParseUnitsError = 'empty' | 'not-a-number' | 'too-many-decimals' | 'too-large';

export const MAX_UINT64 = (1n << 64n) - 1n;

export function parseUnits(
  text: string,
  decimals: number,
): { ok: true; value: bigint } | { ok: false; error: ParseUnitsError } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { ok: false, error: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return { ok: false, error: 'not-a-number' };
  }
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, error: 'too-many-decimals' };
  const value =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (value > MAX_UINT64) return { ok: false, error: 'too-large' };
  return { ok: true, value };
}
