// Reads an uploaded spreadsheet (decision 0036): CSV (UTF-8, a byte-order mark accepted) or XLSX (its
// first sheet), as a heading and rows of text cells. XLSX is parsed in a worker thread with a heap
// limit, and its parts are unpacked first by fflate under a cap on their unpacked size: fflate
// writes each part into a buffer of the size the archive declares and never past it, so a zip
// bomb is refused by its declared sizes, and lying about them only cuts its own content short.
// A cell holding a formula is read as its formula's text (`=SUM(B2:D2)`), never evaluated and
// never its cached result (which the file's author could set to anything).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { parse } from 'csv-parse/sync';
import { en } from '../../../shared/messages/en';
import { HttpError } from '../../lib/http-error';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 20_000;
/** The most an XLSX's parts may unpack to (their declared sizes, summed). */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const WORKER_HEAP_MB = 192;
const WORKER_TIMEOUT_MS = 60_000;

const r = en.resultsStaff;

export interface Sheet {
  columns: string[];
  rows: string[][];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function readSheetFile(data: Buffer): Promise<Sheet> {
  const cells = data.subarray(0, 4).equals(ZIP_MAGIC) ? await readXlsx(data) : readCsv(data);
  const [heading, ...rows] = cells.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (!heading || rows.length === 0) throw new HttpError(400, r.noRows, { file: [r.noRows] });
  if (rows.length > MAX_ROWS) throw new HttpError(400, r.tooManyRows, { file: [r.tooManyRows] });
  return { columns: heading.map((c) => c.trim()), rows };
}

function readCsv(data: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new HttpError(400, r.fileKind, { file: [r.fileKind] });
  }
  if (text.includes('\u0000')) throw new HttpError(400, r.fileKind, { file: [r.fileKind] });
  // One line past the limit is enough to refuse: stop reading there.
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, to_line: MAX_ROWS + 2 }) as string[][];
  } catch {
    throw new HttpError(400, r.fileUnreadable, { file: [r.fileUnreadable] });
  }
}

const require = createRequire(import.meta.url);

// The worker's code as text (eval), so that it needs no file of its own in the compiled server;
// it requires only the two packages, by the paths resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { unzipSync, zipSync } = require(workerData.fflate);
  const { readSheet } = require(workerData.readExcel);
  const data = new Uint8Array(workerData.data);
  let declared = 0;
  const wanted = (f) => f.name.endsWith('.xml') || f.name.endsWith('.rels');
  unzipSync(data, { filter: (f) => { if (wanted(f)) declared += f.originalSize; return false; } });
  if (declared > workerData.maxUnpacked) return parentPort.postMessage({ error: 'unpacked' });
  const parts = unzipSync(data, { filter: wanted });
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  for (const name of Object.keys(parts)) {
    if (!/^xl\\/worksheets\\/[^/]+\\.xml$/.test(name)) continue;
    const xml = decoder.decode(parts[name]);
    parts[name] = encoder.encode(xml.replace(/<c\\b([^>]*?)>([\\s\\S]*?)<\\/c>/g, (cell, attrs, inner) => {
      if (attrs.endsWith('/') || !/<f\\b/.test(inner)) return cell;
      const formula = (/<f\\b[^>]*>([\\s\\S]*?)<\\/f>/.exec(inner) || [])[1] || '';
      const kept = attrs.replace(/\\s(t|s)="[^"]*"/g, '');
      return '<c' + kept + ' t="inlineStr"><is><t>=' + formula + '</t></is></c>';
    }));
  }
  const rows = await readSheet(Buffer.from(zipSync(parts, { level: 0 })), 1, { parseNumber: (s) => s });
  const text = (v) => v === null || v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
  parentPort.postMessage({ rows: rows.slice(0, workerData.maxRows + 2).map((row) => row.map(text)) });
})().catch((error) => parentPort.postMessage({ error: 'unreadable', detail: String(error && error.message) }));
`;

function readXlsx(data: Buffer): Promise<string[][]> {
  const copy = new Uint8Array(data).buffer;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      data: copy,
      fflate: require.resolve('fflate'),
      readExcel: require.resolve('read-excel-file/node'),
      maxUnpacked: MAX_UNPACKED_BYTES,
      maxRows: MAX_ROWS,
    },
    transferList: [copy],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  return new Promise((resolve, reject) => {
    const refuse = (message: string) => reject(new HttpError(400, message, { file: [message] }));
    const timer = setTimeout(() => {
      void worker.terminate();
      refuse(r.fileUnreadable);
    }, WORKER_TIMEOUT_MS);
    worker.once('message', (reply: { rows?: string[][]; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (reply.rows) resolve(reply.rows);
      else refuse(reply.error === 'unpacked' ? r.fileTooBig : r.fileUnreadable);
    });
    // Out of its heap (ERR_WORKER_OUT_OF_MEMORY) or any other end: the file is refused.
    worker.once('error', () => {
      clearTimeout(timer);
      refuse(r.fileTooBig);
    });
  });
}
