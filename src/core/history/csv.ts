// CSV for the activity export (issue 41), as RFC 4180 writes it and spreadsheets read it: every
// cell quoted when it holds a quote, a comma, a semicolon or a line break, lines ended by CRLF.
// Names, unit names and notes come from the chain or a names service, so a cell a spreadsheet
// would run as a formula (=, +, -, @, a tab or a CR first) gets a leading apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell, safe to open in a spreadsheet. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, without its line end. */
export const csvLine = (cells: readonly string[]): string => cells.map(csvCell).join(',');

/** A whole file: the header, then one line per record, CRLF after each. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, ...rows].map((cells) => csvLine(cells) + '\r\n').join('');
