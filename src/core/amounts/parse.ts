// Decimal text typed by a user -> integer base units, without floating point, so 0.1 + 0.2
// style errors never reach a transaction. The text is read in the user's language's separators
// and is refused, never guessed at, when its separators could mean two different amounts.
//
// The rules, for a language with decimal mark D and group separator G (core/format/amount's
// separatorsFor: en D '.' G ','; nl/it D ',' G '.'; hu/sk/cs D ',' G U+00A0):
// 1. Leading and trailing whitespace is dropped; nothing at all is 'empty'.
// 2. Only digits, whitespace, '.', ',', D and G may appear; anything else (a sign, an exponent,
//    a letter) is 'not-a-number'.
// 3. D is the decimal mark. Where G is a space (hu/sk/cs) and the text has no D but exactly one
//    '.', that '.' is the decimal mark instead: people paste "1.5" from elsewhere. Unless the
//    text would also be valid '.'-grouping (hu "1.500", "12.000.000"): many write thousands that
//    way, so 1.5 or 1500 cannot be told apart and it is 'bad-separators'. "0.001", "1.5",
//    "1.2345" and "1234.567" cannot be grouping and are read as decimals.
// 4. More than one decimal mark, or a separator in the fraction, is 'bad-separators': hu
//    "1.234,5" and "1,234.5" use both marks as decimals and are refused.
// 5. Whitespace (including U+00A0 and U+202F; a run counts as one) is a group separator in every
//    language, and G is one where it is not whitespace. Group separators may only stand in the
//    whole part, between a first group of 1 to 3 digits (not starting with 0) and groups of
//    exactly 3 digits, and one number uses one kind of them. Anything else is 'bad-separators':
//    en "1,5" is not 15, nl/it "1.5" is not 15, nl "0.001" is not 1.
// 6. A mark with digits on one side only is fine (".5", "5."); no digits at all is 'not-a-number'.
// 7. More fraction digits than the asset has (after dropping trailing zeros) is
//    'too-many-decimals'; more than 2^64 - 1 base units is 'too-large'.
//
// Machine text (amountInputText without separators, payment links) has a '.' decimal and no
// grouping, which the default ENGLISH_SEPARATORS reads. Text the app writes into a field the
// user can edit is written in the field's language with amountInputText(amount, decimals,
// separators), which these rules read back in every language.

import { ENGLISH_SEPARATORS, type NumberSeparators } from '../format/amount';

export type ParseUnitsError =
  'empty' | 'not-a-number' | 'bad-separators' | 'too-many-decimals' | 'too-large';

export type ParseUnitsResult = { ok: true; value: bigint } | { ok: false; error: ParseUnitsError };

export const MAX_UINT64 = (1n << 64n) - 1n;

const WHITESPACE = /\s/u;
const SPACE_RUNS = /\s+/gu;
const DOT_GROUPED = /^[1-9]\d{0,2}\.\d{3}$/;

export type DecimalText =
  | { ok: true; whole: string; fraction: string }
  | { ok: false; error: Exclude<ParseUnitsError, 'too-many-decimals' | 'too-large'> };

/** The whole and fraction digits of `text` read with `separators` (rules 1 to 6 above). */
export function readDecimalText(text: string, separators: NumberSeparators): DecimalText {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  const spaced = trimmed.replace(SPACE_RUNS, ' ');
  const groupIsSpace = WHITESPACE.test(separators.group);
  const group = groupIsSpace ? ' ' : separators.group;
  const separatorChars = new Set(['.', ',', ' ', group, separators.decimal]);
  let digits = 0;
  for (const char of spaced) {
    if (char >= '0' && char <= '9') digits++;
    else if (!separatorChars.has(char)) return { ok: false, error: 'not-a-number' };
  }
  if (digits === 0) return { ok: false, error: 'not-a-number' };

  let mark = separators.decimal;
  if (groupIsSpace && !spaced.includes(mark) && spaced.split('.').length === 2) {
    if (DOT_GROUPED.test(spaced)) return { ok: false, error: 'bad-separators' };
    mark = '.';
  }
  const parts = spaced.split(mark);
  if (parts.length > 2) return { ok: false, error: 'bad-separators' };
  const [wholeText, fraction = ''] = parts as [string, string?];
  if (!/^\d*$/.test(fraction)) return { ok: false, error: 'bad-separators' };

  let whole = wholeText;
  if (!/^\d*$/.test(wholeText)) {
    const used = new Set([...wholeText].filter((c) => c < '0' || c > '9'));
    const kind = [...used][0]!;
    if (used.size > 1 || (kind !== ' ' && kind !== group)) {
      return { ok: false, error: 'bad-separators' };
    }
    const groups = wholeText.split(kind);
    const [first, ...rest] = groups as [string, ...string[]];
    if (!/^[1-9]\d{0,2}$/.test(first) || !rest.every((g) => /^\d{3}$/.test(g))) {
      return { ok: false, error: 'bad-separators' };
    }
    whole = groups.join('');
  }
  return { ok: true, whole, fraction };
}

/**
 * Text typed into an amount field -> base units of an asset with `decimals` decimals, read in
 * the language's `separators` (ENGLISH_SEPARATORS, which also reads machine text, by default).
 */
export function parseUnits(
  text: string,
  decimals: number,
  separators: NumberSeparators = ENGLISH_SEPARATORS,
): ParseUnitsResult {
  const read = readDecimalText(text, separators);
  if (!read.ok) return read;
  const whole = read.whole || '0';
  const fraction = read.fraction.replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, error: 'too-many-decimals' };
  const value =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (value > MAX_UINT64) return { ok: false, error: 'too-large' };
  return { ok: true, value };
}

/**
 * Field text typed in one language re-written for another (the language changed while a form was
 * open), so it keeps its amount: hu "9,899" becomes en "9.899" rather than being read as 9899.
 * Text that does not read in `from`, or reads the same in `to`, is returned unchanged.
 */
export function convertAmountText(
  text: string,
  from: NumberSeparators,
  to: NumberSeparators,
): string {
  const before = readDecimalText(text, from);
  if (!before.ok) return text;
  const after = readDecimalText(text, to);
  if (after.ok && after.whole === before.whole && after.fraction === before.fraction) return text;
  const whole = before.whole || '0';
  return before.fraction ? `${whole}${to.decimal}${before.fraction}` : whole;
}
