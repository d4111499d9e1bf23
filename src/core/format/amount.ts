// Amounts are bigint base units and may need 18 decimals or more than 2^53 units, so they never
// pass through a JS number: the digits are cut here and only the separators come from Intl.

export interface NumberSeparators {
  group: string;
  decimal: string;
  /** Integers with fewer digits than this are not grouped (2 in hu/it: 1234 but 12 345). */
  minimumGroupingDigits: number;
}

/** What a direction puts before the amount: − sent, + received, nothing for a self-transfer. */
export type AmountSign = 'minus' | 'plus' | 'none';

/** U+2212, the typographic minus: a hyphen reads as a dash next to a space-grouped number. */
export const MINUS = '\u2212';

/** English's separators: also what machine text (a '.' decimal, no grouping) parses with. */
export const ENGLISH_SEPARATORS: NumberSeparators = {
  group: ',',
  decimal: '.',
  minimumGroupingDigits: 1,
};
const FALLBACK = ENGLISH_SEPARATORS;
const cache = new Map<string, NumberSeparators>();

/** The locale's group and decimal separators, read once per locale from Intl.formatToParts. */
export function separatorsFor(locale: string): NumberSeparators {
  const known = cache.get(locale);
  if (known) return known;
  let result = FALLBACK;
  try {
    const format = new Intl.NumberFormat(locale);
    const parts = format.formatToParts(1234567.5);
    const group = parts.find((p) => p.type === 'group')?.value ?? FALLBACK.group;
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? FALLBACK.decimal;
    const fourDigits = format.formatToParts(1234).some((p) => p.type === 'group');
    result = { group, decimal, minimumGroupingDigits: fourDigits ? 1 : 2 };
  } catch {
    // An unknown language tag: the app still shows the digits.
  }
  cache.set(locale, result);
  return result;
}

function groupDigits(digits: string, separators: NumberSeparators): string {
  // Grouping starts at 4 digits, or at 5 where the locale keeps 4-digit numbers whole.
  if (digits.length < 4 + separators.minimumGroupingDigits - 1) return digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(separators.group);
}

export interface AmountFormatOptions {
  /** Direction mark; by default only a negative amount gets a minus. */
  sign?: AmountSign;
  /** Keep all `decimals` fraction digits instead of dropping trailing zeros. */
  fixed?: boolean;
}

/**
 * Formats `amount` base units of an asset with `decimals` decimals: 1234n, 2 -> "12.34" (en),
 * "12,34" (hu). Trailing fraction zeros are dropped unless `fixed`; nothing is ever rounded.
 */
export function formatAmount(
  amount: bigint,
  decimals: number,
  separators: NumberSeparators,
  { sign, fixed = false }: AmountFormatOptions = {},
): string {
  const places = Math.max(0, Math.trunc(decimals));
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  let fraction = digits.slice(digits.length - places);
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  const mark = sign ?? (negative ? 'minus' : 'none');
  const prefix = mark === 'minus' ? MINUS : mark === 'plus' ? '+' : '';
  const body = groupDigits(whole, separators) + (fraction ? separators.decimal + fraction : '');
  return prefix + body;
}

/** The same with the asset's unit name after it ("12.34 TUSD"); no unit, no trailing space. */
export function formatAmountWithUnit(
  amount: bigint,
  decimals: number,
  unit: string,
  separators: NumberSeparators,
  options?: AmountFormatOptions,
): string {
  const text = formatAmount(amount, decimals, separators, options);
  return unit ? `${text}\u00a0${unit}` : text;
}

/** Machine text: no grouping and a '.' decimal, whatever the language. */
export const PLAIN_SEPARATORS: NumberSeparators = {
  group: '',
  decimal: '.',
  minimumGroupingDigits: 1,
};

/**
 * An amount as text put into an amount field (Set max, a payment link's amount), which
 * core/amounts/parse reads back with the same `separators`: never grouped, with the language's
 * decimal mark ("9,899" in hu/nl/it, where a '.' would be a group separator in nl/it). Without
 * `separators` it is machine text, '.'-decimal. Trailing zeros are dropped: 1500000n, 6 -> "1.5".
 */
export function amountInputText(
  amount: bigint,
  decimals: number,
  separators: NumberSeparators = PLAIN_SEPARATORS,
): string {
  return formatAmount(amount, decimals, { ...PLAIN_SEPARATORS, decimal: separators.decimal });
}
