// The value of a number field that needs a whole number in a range (issue 23: no silent
// clamping). A number field hands over a number, or its text while that is not a plain number
// ("", "-", "1.", "007", more digits than a double holds). Nothing here brings a value into the
// range: what is outside is refused, so the form shows the range message and blocks its action
// while the field still shows exactly what was typed.

export interface WholeNumberRange {
  min: number;
  max: number;
}

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The field's value as a number: NaN when it is empty or not a decimal number at all. */
export function numberFieldValue(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}

/** The whole number in `range` the field holds, or null (empty, not whole, or outside). */
export function readWholeNumber(value: number | string, range: WholeNumberRange): number | null {
  const n = numberFieldValue(value);
  return Number.isInteger(n) && n >= range.min && n <= range.max ? n : null;
}
