// Tables as Markdown with padded columns: readable in a terminal and pasteable into the README.

export type Cell = string | number;

export function table(header: string[], rows: Cell[][]): string {
  const text = rows.map((r) => r.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => text.every((r) => /^[-+]?[\d,.]+( ?[%×a-zA-Z]+)?$|^—$/.test(r[i] ?? '')));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...text.map(line)].join('\n');
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms` : '—');
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
export const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '—');
