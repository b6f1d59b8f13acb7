// Test support of the results feature: a test's body as staff send it, and a minimal XLSX workbook
// made by hand (inline strings, numbers, formulas), so the import's tests need no spreadsheet
// program and no fixture files.
import { zipSync } from 'fflate';

/** A screening test of the 2026 cycle: Maths and Science out of 50, published 10 March 2026, 10:00 in India. */
export const marksTestBody = (over: Record<string, unknown> = {}) => ({
  title: 'Screening test 2026',
  cycle: '2026',
  kind: 'screening',
  test_date: '2026-03-01',
  subjects: [
    { name: 'Maths', max: 50 },
    { name: 'Science', max: 50 },
  ],
  publish_at: '2026-03-10T10:00:00+05:30',
  ...over,
});

export type FixtureCell = string | number | { formula: string; cached: number };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (i: number) => String.fromCharCode(65 + i);

function cellXml(value: FixtureCell, ref: string): string {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'string') return `<c r="${ref}" t="inlineStr"><is><t>${esc(value)}</t></is></c>`;
  return `<c r="${ref}"><f>${esc(value.formula)}</f><v>${value.cached}</v></c>`;
}

function sheetXml(rows: FixtureCell[][]): string {
  const body = rows.map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cellXml(v, `${column(c)}${r + 1}`)).join('')}</row>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

/** A workbook whose sheets are given in order; extra parts (e.g. a huge one) may be added. */
export function xlsxFile(sheets: FixtureCell[][][], extra: Record<string, Uint8Array> = {}): Buffer {
  const enc = new TextEncoder();
  const names = sheets.map((_, i) => `sheet${i + 1}`);
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': enc.encode(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${names.map((n) => `<Override PartName="/xl/worksheets/${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    ),
    '_rels/.rels': enc.encode(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': enc.encode(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${names.map((n, i) => `<sheet name="${n}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': enc.encode(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${names.map((n, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/${n}.xml"/>`).join('')}</Relationships>`,
    ),
    ...Object.fromEntries(sheets.map((rows, i) => [`xl/worksheets/${names[i]}.xml`, enc.encode(sheetXml(rows))])),
    ...extra,
  };
  return Buffer.from(zipSync(files, { level: 9 }));
}
