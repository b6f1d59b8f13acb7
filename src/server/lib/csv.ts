// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark (so Excel reads
// Hindi names right), and no formulas: a cell a spreadsheet would run (starting with = + - @, or a
// tab or carriage return) is prefixed with an apostrophe, which makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
