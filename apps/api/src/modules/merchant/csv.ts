/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is prefixed with `'`; numbers are
 * left as they are.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: CRLF after every row, the last one included. */
export function csvText(rows: string[][]): string {
  return `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
