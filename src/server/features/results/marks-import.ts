// Imports (decision 0036): a test's marks, or roll numbers with dates of birth for paper
// applicants. One flow for both: read the file (sheet-file.ts), map its columns to fields, check
// every row and list every error (a dry run stops there), then commit all rows or none in one
// transaction, replacing what the previous import of the same test (or scope) stored, with a line
// in the import log (the file's SHA-256, who, the counts).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { en } from '../../../shared/messages/en';
import { fill } from '../../../shared/messages/fill';
import { summarizeIssues } from '../../../shared/schemas/fields';
import { optionalId } from '../../../shared/schemas/staff/common';
import { type ImportReport, importFields, MARKS_STATUSES, type MarksStatus, type Subject } from '../../../shared/schemas/staff/results';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../audit/audit';
import type { StaffCall } from '../../content/staff-call';
import { HttpError, notFound } from '../../lib/http-error';
import { isoNow } from '../../lib/clock';
import { hashCode } from '../../lib/one-time-code';
import { isAcceptableFileName } from '../../storage/uploads';
import { MAX_FILE_BYTES, readSheetFile, type Sheet } from './sheet-file';
import { subjectsOf } from './marks-tests';

const r = en.resultsStaff;
const f = en.resultsStaff.fields;
const CHUNK = 500;

interface UploadedForm {
  fields: Record<string, string>;
  fileName: string;
  data: Buffer;
}

/** The multipart form of an import: one file (`file`, at most 5 MB) and text fields. */
async function readImportForm(request: FastifyRequest): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new HttpError(415, en.api.unsupportedType);
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, en.api.tooLarge);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file)
        throw new HttpError(400, en.staff.unexpectedFile, { [part.fieldname]: [en.staff.unexpectedFile] });
      if (!isAcceptableFileName(part.filename)) throw new HttpError(400, en.staff.fileName, { file: [en.staff.fileName] });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_FILE_BYTES) {
          part.file.destroy();
          throw new HttpError(413, r.fileTooLarge, { file: [r.fileTooLarge] });
        }
        chunks.push(chunk);
      }
      file = { name: part.filename, data: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, en.api.badRequest);
  }
  if (!file || file.data.length === 0) throw new HttpError(400, en.validation.required, { file: [en.validation.required] });
  return { fields, fileName: file.name, data: file.data };
}

function parseForm<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
  },
  fields: Record<string, string>,
): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const { error, errors } = summarizeIssues(parsed.error.issues);
    throw new HttpError(400, error, errors);
  }
  return parsed.data;
}

interface Field {
  key: string;
  label: string;
  required: boolean;
  /** Headings that name the field when the form gives no mapping (lower case). */
  names: string[];
}

/** Which column holds each field: the form's mapping, else a heading of the field's name. */
function resolveMapping(fields: Field[], columns: string[], given: Record<string, string> | undefined) {
  const mapping: Record<string, string> = {};
  const problems: string[] = [];
  for (const field of fields) {
    const chosen = given?.[field.key];
    if (chosen !== undefined && chosen !== '') {
      if (columns.includes(chosen)) mapping[field.key] = chosen;
      else problems.push(fill(r.mappingUnknown, { column: chosen }));
      continue;
    }
    const found = chosen === undefined ? columns.find((c) => field.names.includes(c.trim().toLowerCase())) : undefined;
    if (found) mapping[field.key] = found;
    else if (field.required) problems.push(fill(r.mappingMissing, { field: field.label }));
  }
  return { mapping, problems };
}

const cellOf = (sheet: Sheet, mapping: Record<string, string>) => {
  const index = Object.fromEntries(Object.entries(mapping).map(([k, c]) => [k, sheet.columns.indexOf(c)]));
  return (row: string[], key: string) => {
    const i = index[key];
    return i === undefined || i < 0 ? '' : (row[i] ?? '').trim();
  };
};

interface ImportPlan<T> {
  call: StaffCall;
  form: UploadedForm;
  options: { mapping?: Record<string, string> | undefined; dry_run: boolean };
  kind: 'marks' | 'rolls';
  testId: number | null;
  fields: Field[];
  /** Checks one row's other fields (the core checks its roll number), adding to `errors`. */
  check: (cell: (key: string) => string, roll: string, errors: string[]) => T | null;
  /** Replaces what the previous import stored with `rows`; returns how many rows it replaced. */
  replace: (trx: Transaction<Database>, rows: T[]) => Promise<number>;
}

/**
 * The flow of every import: read, map, check every row (a row's number is its line in the
 * spreadsheet: the first under the heading is 2), then on a commit without errors replace and log
 * in one transaction.
 */
async function runImport<T>(plan: ImportPlan<T>): Promise<ImportReport> {
  const sheet = await readSheetFile(plan.form.data);
  const { mapping, problems } = resolveMapping(plan.fields, sheet.columns, plan.options.mapping);
  const errors: { row: number; errors: string[] }[] = problems.length ? [{ row: 1, errors: problems }] : [];
  const rows: T[] = [];
  const seen = new Map<string, number>();
  const cell = cellOf(sheet, mapping);
  sheet.rows.forEach((row, i) => {
    if (problems.length) return;
    const line: string[] = [];
    const get = (key: string) => cell(row, key);
    const roll = get('roll');
    if (!roll) line.push(r.row.missingRoll);
    const checked = plan.check(get, roll, line);
    const first = seen.get(roll);
    if (roll && first !== undefined) line.push(fill(r.row.repeatedRoll, { roll, first }));
    else if (roll) seen.set(roll, i + 2);
    if (line.length) errors.push({ row: i + 2, errors: line });
    else if (checked) rows.push(checked);
  });
  const report: ImportReport = {
    dry_run: plan.options.dry_run,
    columns: sheet.columns,
    mapping,
    rows_read: sheet.rows.length,
    rows_stored: 0,
    rows_replaced: 0,
    errors,
    sha256: createHash('sha256').update(plan.form.data).digest('hex'),
  };
  if (plan.options.dry_run) return report;
  if (errors.length) {
    const lines = errors.slice(0, 50).map((e) => `${e.row}: ${e.errors.join('; ')}`);
    throw new HttpError(400, r.rowErrors, { file: lines });
  }
  const replaced = await inTransaction(plan.call.db, async (trx) => {
    const count = await plan.replace(trx, rows);
    const logged = await trx
      .insertInto('marks_imports')
      .values({
        kind: plan.kind,
        test_id: plan.testId,
        file_name: plan.form.fileName.slice(0, 255),
        sha256: report.sha256,
        user_id: plan.call.actor.id ?? 0,
        rows_read: sheet.rows.length,
        rows_stored: rows.length,
        rows_replaced: count,
        created_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, plan.call.actor, {
      action: 'create',
      entity: 'marks_import',
      entityId: logged.id,
      details: { kind: plan.kind, test_id: plan.testId },
    });
    return count;
  });
  return { ...report, rows_stored: rows.length, rows_replaced: replaced };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const ROLL_NAMES = ['roll', 'roll number', 'roll no', 'roll_no', 'roll no.'];

// --- A test's marks ---

interface MarksRow {
  roll: string;
  marks: (number | null)[];
  total: number;
  status: MarksStatus;
  rank: number | null;
}

const NUMBER = /^\d+(\.\d+)?$/;

function statusOf(text: string): MarksStatus | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (MARKS_STATUSES as readonly string[]).includes(t) ? (t as MarksStatus) : null;
}

function checkMarksRow(
  subjects: Subject[],
  cell: (key: string) => string,
  roll: string,
  known: Set<string>,
  errors: string[],
): MarksRow | null {
  if (roll && !known.has(roll)) errors.push(fill(r.row.unknownRoll, { roll }));
  const statusText = cell('status');
  const status = statusOf(statusText);
  if (!status) errors.push(fill(r.row.badStatus, { value: statusText }));
  const rankText = cell('rank');
  if (rankText && !/^\d{1,6}$/.test(rankText)) errors.push(fill(r.row.badRank, { value: rankText }));
  const marks = subjects.map((subject) => {
    const value = cell(subject.key);
    if (value === '') {
      if (status !== 'absent') errors.push(fill(r.row.missingMark, { subject: subject.name }));
      return null;
    }
    if (!NUMBER.test(value)) {
      errors.push(fill(r.row.notNumber, { subject: subject.name, value: value.slice(0, 40) }));
      return null;
    }
    const mark = Number(value);
    if (mark > subject.max) errors.push(fill(r.row.overMax, { subject: subject.name, value, max: subject.max }));
    return mark;
  });
  if (errors.length || !status) return null;
  const total = Math.round(marks.reduce<number>((sum, m) => sum + (m ?? 0), 0) * 100) / 100;
  return { roll, marks, total, status, rank: rankText ? Number(rankText) : null };
}

/** Roll numbers of the register within a test's scope (its camp, or its cycle). */
async function rollsInScope(db: Kysely<Database>, scope: { camp_id: number | null; cycle: string }): Promise<Set<string>> {
  let query = db.selectFrom('roll_register').select('roll');
  query =
    scope.camp_id !== null
      ? query.where('camp_id', '=', scope.camp_id)
      : query.where('cycle', '=', scope.cycle).where('camp_id', 'is', null);
  return new Set((await query.execute()).map((x) => x.roll));
}

export async function importMarks(call: StaffCall, testId: number): Promise<ImportReport> {
  const db = call.db.kysely;
  const test = await db
    .selectFrom('marks_tests')
    .select(['id', 'subjects', 'camp_id', 'cycle'])
    .where('id', '=', testId)
    .executeTakeFirst();
  if (!test) throw notFound();
  const form = await readImportForm(call.request);
  const options = parseForm(importFields, form.fields);
  const subjects = subjectsOf(test);
  const known = await rollsInScope(db, test);
  return runImport<MarksRow>({
    call,
    form,
    options,
    kind: 'marks',
    testId: test.id,
    fields: [
      { key: 'roll', label: f.roll, required: true, names: ROLL_NAMES },
      ...subjects.map((s) => ({ key: s.key, label: s.name, required: true, names: [s.name.toLowerCase()] })),
      { key: 'status', label: f.status, required: true, names: ['status', 'result'] },
      { key: 'rank', label: f.rank, required: false, names: ['rank'] },
    ],
    check: (cell, roll, errors) => checkMarksRow(subjects, cell, roll, known, errors),
    async replace(trx, rows) {
      const gone = await trx.deleteFrom('marks_rows').where('test_id', '=', test.id).executeTakeFirst();
      const values = rows.map(({ marks, ...x }) => ({ ...x, test_id: test.id, marks: JSON.stringify(marks) }));
      await insertChunks(values, (chunk) => trx.insertInto('marks_rows').values(chunk).execute());
      return Number(gone.numDeletedRows);
    },
  });
}

// --- Roll numbers of paper applicants ---

/** A date of birth as YYYY-MM-DD, from YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY; null when not a real date. */
export function normalDate(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !m || !d) return null;
  const value = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

const PIN = /^\d{6}$/;

export interface RollRow {
  roll: string;
  date_of_birth: string;
  pin: string | null;
}

const rollScope = importFields.extend({ camp: optionalId() });

export async function importRolls(call: StaffCall): Promise<ImportReport> {
  const db = call.db.kysely;
  const form = await readImportForm(call.request);
  const options = parseForm(rollScope, form.fields);
  const cycle = (form.fields.cycle ?? '').trim().slice(0, 40);
  if ((options.camp ? 1 : 0) + (cycle ? 1 : 0) !== 1) throw new HttpError(400, r.scopeRequired, { camp: [r.scopeRequired] });
  if (options.camp) {
    const camp = await db.selectFrom('camps').select('id').where('id', '=', options.camp).executeTakeFirst();
    if (!camp) throw new HttpError(400, en.staff.unknownCamp, { camp: [en.staff.unknownCamp] });
  }
  const scope = { camp_id: options.camp ?? null, cycle: options.camp ? '' : cycle };
  return runImport<RollRow>({
    call,
    form,
    options,
    kind: 'rolls',
    testId: null,
    fields: [
      { key: 'roll', label: f.roll, required: true, names: ROLL_NAMES },
      { key: 'date_of_birth', label: f.dateOfBirth, required: true, names: ['date of birth', 'date_of_birth', 'dob', 'birth date'] },
      { key: 'pin', label: f.pin, required: false, names: ['pin'] },
    ],
    check(cell, roll, errors) {
      const dobText = cell('date_of_birth');
      const dob = normalDate(dobText);
      if (!dob) errors.push(fill(r.row.badDate, { value: dobText.slice(0, 40) }));
      const pin = cell('pin');
      if (pin && !PIN.test(pin)) errors.push(fill(r.row.badPin, { value: pin.slice(0, 20) }));
      return dob ? { roll, date_of_birth: dob, pin: pin || null } : null;
    },
    async replace(trx, rows) {
      let gone = trx.deleteFrom('roll_register').where('source', '=', 'import');
      gone =
        scope.camp_id !== null
          ? gone.where('camp_id', '=', scope.camp_id)
          : gone.where('cycle', '=', scope.cycle).where('camp_id', 'is', null);
      const removed = Number((await gone.executeTakeFirst()).numDeletedRows);
      await upsertRolls(
        trx,
        rows.map((x) => ({ ...x, ...scope, application_id: null })),
        'import',
      );
      return removed;
    },
  });
}

const REPLACED = ['date_of_birth', 'pin_hash', 'camp_id', 'cycle', 'source', 'application_id', 'updated_at'] as const;

/** Writes roll numbers to the register; a roll already there takes the new date of birth, PIN and scope. */
export async function upsertRolls(
  trx: Kysely<Database>,
  rows: {
    roll: string;
    date_of_birth: string;
    pin?: string | null | undefined;
    pin_hash?: string | null | undefined;
    camp_id: number | null;
    cycle: string;
    application_id: number | null;
  }[],
  source: 'admit_card' | 'import',
) {
  const now = isoNow();
  const values = rows.map(({ pin, pin_hash, ...x }) => ({
    ...x,
    pin_hash: pin ? hashCode(pin) : (pin_hash ?? null),
    source,
    created_at: now,
    updated_at: now,
  }));
  await insertChunks(values, (chunk) =>
    trx
      .insertInto('roll_register')
      .values(chunk)
      .onConflict((oc) => oc.column('roll').doUpdateSet(Object.fromEntries(REPLACED.map((c) => [c, sql.ref(`excluded.${c}`)]))))
      .execute(),
  );
}
