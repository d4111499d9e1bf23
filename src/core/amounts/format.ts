// Amounts are integers in base units (microAlgos for the native coin); these helpers turn them
// into decimal strings without going through floating point.

export const NATIVE_DECIMALS = 6;

export function formatUnits(amount: bigint | number, decimals: number = NATIVE_DECIMALS): string {
  const value = BigInt(amount);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? digits.slice(digits.length - decimals) : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Like formatUnits but drops trailing fraction zeros (1.500000 -> 1.5). */
export function formatUnitsShort(
  amount: bigint | number,
  decimals: number = NATIVE_DECIMALS,
): string {
  const full = formatUnits(amount, decimals);
  return full.includes('.') ? full.replace(/\.?0+$/, '') : full;
}
