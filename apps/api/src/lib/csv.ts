/**
 * CSV for every export the server writes (RFC 4180, CRLF after every row). A cell a spreadsheet
 * would run as a formula is neutralised here, once for all exports (docs/decisions/026-claim-link-and-masking.md):
 * a cell starting with `=`, `+`, `-`, `@`, `;`, a tab or a carriage return gets a `'` in front. A
 * plain decimal number (`-12.50`, a refund's negative amount) is not a formula and stays as it is, so
 * that the spreadsheet still reads it as a number; `-1+2` or `-12.5e3` are not plain and are prefixed.
 */

/** The first characters that make a spreadsheet read a cell as a formula (or split it, `;`). */
export const CSV_FORMULA_STARTS = ['=', '+', '-', '@', ';', '\t', '\r'] as const;

const FORMULA_START = /^[=+\-@;\t\r]/;
const PLAIN_DECIMAL = /^-?\d{1,40}(?:\.\d{1,40})?$/;

/** A cell's text with a formula neutralised: `'` before it, unless it is a plain decimal number. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_DECIMAL.test(value) ? `'${value}` : value;
}

/** One CSV cell: neutralised, then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: CRLF after every row, the last one included. */
export function csvText(rows: string[][]): string {
  return `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * A cell read back from a file this server wrote: the `'` that `neutraliseCell` put before a
 * formula's first character is taken off again, so an export imported unchanged is the same text.
 */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
