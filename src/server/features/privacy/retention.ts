// Retention that erases (DPDP Act s.8(7), rule 8; decision 0034). The schedule below says, for
// each kind of personal data, what is due and the default period; staff set the periods in the
// console (`retention_settings`, migration 022), never below a law's floor (`minDays`). The job
// erases what is due, rows and the files they name together, and logs the count of each kind. A
// dry run counts the same rows without erasing, for admins to read in the console first.
import type { Kysely } from 'kysely';
import type { NoticeForm } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/schema';
import { INBOX_TABLES, type InboxKind } from '../applications/public';
import { dueAfterCycle } from '../student-applications/public';
import { NOTICE_PURPOSES } from './notice-forms';
import { ELSEWHERE } from './retention-elsewhere';

export const DAY_MS = 86_400_000;

/** Rows of one table due for erasure, and the stored files they name. */
export interface Due {
  table: keyof Database;
  ids: number[];
  files?: string[];
  /** How these rows are erased when not deleted (a record that keeps what is not personal). */
  erase?: (trx: Kysely<Database>, ids: number[], now: Date) => Promise<void>;
}

export interface RetentionKind {
  key: string;
  /** Days kept, counted from the date its query reads (the console says which, and why: en-privacy-console.ts). */
  days: number;
  /** The fewest days a setting may say (a law's floor; 1 when none), and the most. */
  minDays?: number;
  maxDays?: number;
  /**
   * What is due when the cut-off (now minus `days`) is `cutoff` (ISO). None: another job erases
   * this kind and reads its period here (the students' applications, `retentionDays`).
   */
  due?(db: Kysely<Database>, cutoff: string): Promise<Due[]>;
}

type Loose = Kysely<Record<string, { id: number; status: string; created_at: string; updated_at: string }>>;
const loose = (db: Kysely<Database>) => db as unknown as Loose;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Rows of a table whose status is one of `closed`, last changed before the cut-off. */
const closedBefore = async (
  db: Kysely<Database>,
  table: 'rights_requests' | 'mail_outbox',
  closed: string[],
  cutoff: string,
): Promise<Due[]> => [
  {
    table,
    ids: ids(await loose(db).selectFrom(table).select('id').where('status', 'in', closed).where('updated_at', '<', cutoff).execute()),
  },
];

/** Every inbox table's rows matching `where`. */
async function inboxDue(kinds: readonly InboxKind[], select: (table: string) => Promise<{ id: number }[]>): Promise<Due[]> {
  const out: Due[] = [];
  for (const kind of kinds) {
    const table = INBOX_TABLES[kind];
    out.push({ table, ids: ids(await select(table)) });
  }
  return out;
}

/** The inbox records whose form's own purpose was withdrawn before `cutoff` (and not given again since). */
async function withdrawnDue(db: Kysely<Database>, cutoff: string): Promise<Due[]> {
  const out: Due[] = [];
  for (const [kind, table] of Object.entries(INBOX_TABLES) as [InboxKind, string][]) {
    const own = NOTICE_PURPOSES[kind as NoticeForm].filter((p) => !p.optional).map((p) => p.key);
    const rows = await db
      .selectFrom('consent_records')
      .select(['subject_id', 'purpose', 'action', 'created_at'])
      .where('subject_type', '=', table)
      .where('purpose', 'in', own)
      .orderBy('id')
      .execute();
    const latest = new Map<number, (typeof rows)[number]>();
    for (const row of rows) latest.set(row.subject_id, row);
    const wanted = [...latest.values()].filter((r) => r.action === 'withdrawn' && r.created_at < cutoff).map((r) => r.subject_id);
    if (wanted.length === 0) continue;
    // Only the records that are still there (an erased one leaves its consent rows, which name no one).
    const present = await loose(db).selectFrom(table).select('id').where('id', 'in', wanted).execute();
    out.push({ table: table as keyof Database, ids: ids(present) });
  }
  return out;
}

const INBOX_KINDS = Object.keys(INBOX_TABLES) as InboxKind[];

/** Ten years and the leap days in them: Income-tax rule 17AA (donation records). */
export const DONATION_DAYS = 10 * 365 + 3;

/** One table's rows a query selects (by id). */
const rowsOf = async (table: keyof Database, query: { execute(): Promise<{ id: number }[]> }): Promise<Due[]> => [
  { table, ids: ids(await query.execute()) },
];

/** The schedule, in the order the job erases (a rights request before the code that proved it). */
export const RETENTION_SCHEDULE: readonly RetentionKind[] = [
  {
    key: 'spam',
    days: 30,
    due: (db, cutoff) =>
      inboxDue(INBOX_KINDS, (t) =>
        loose(db).selectFrom(t).select('id').where('status', '=', 'spam').where('created_at', '<', cutoff).execute(),
      ),
  },
  {
    key: 'withdrawn',
    days: 2,
    due: withdrawnDue,
  },
  {
    key: 'contact_messages',
    days: 365,
    due: (db, cutoff) =>
      inboxDue(['contact'], (t) =>
        loose(db).selectFrom(t).select('id').where('status', '!=', 'spam').where('updated_at', '<', cutoff).execute(),
      ),
  },
  {
    key: 'applications',
    days: 365,
    due: (db, cutoff) =>
      inboxDue(['volunteer', 'partner'], (t) =>
        loose(db).selectFrom(t).select('id').where('status', '!=', 'spam').where('updated_at', '<', cutoff).execute(),
      ),
  },
  {
    key: 'rights_requests',
    days: 3 * 365,
    due: (db, cutoff) => closedBefore(db, 'rights_requests', ['answered', 'refused'], cutoff),
  },
  {
    key: 'one_time_codes',
    days: 30,
    due: (db, cutoff) =>
      rowsOf(
        'one_time_codes',
        db
          .selectFrom('one_time_codes')
          .select('id')
          .where('expires_at', '<', cutoff)
          .where(({ eb, not, exists, selectFrom }) =>
            eb.and([
              not(exists(selectFrom('consent_records').select('id').whereRef('evidence_code_id', '=', 'one_time_codes.id'))),
              not(exists(selectFrom('rights_requests').select('id').whereRef('evidence_code_id', '=', 'one_time_codes.id'))),
            ]),
          ),
      ),
  },
  {
    key: 'sent_mail',
    days: 90,
    due: (db, cutoff) => closedBefore(db, 'mail_outbox', ['sent', 'failed'], cutoff),
  },
  {
    // Students' applications not turned into students, from their cycle's close (decision 0041).
    key: 'applications_after_cycle',
    days: ELSEWHERE.applications_after_cycle.days,
    due: async (db, cutoff) => [await dueAfterCycle(db, cutoff)],
  },
  {
    key: 'access_log',
    days: 400,
    // Rule 6 asks for access logs to be kept at least a year.
    minDays: 365,
    due: (db, cutoff) => rowsOf('access_log', db.selectFrom('access_log').select('id').where('created_at', '<', cutoff)),
  },
  {
    key: 'students',
    days: 2 * 365,
    // Counted from the end of the camp's year (camps have a year, no end date): the next year's
    // selection and the trust's report to its funders still name who attended; two years covers both.
    due: (db, cutoff) =>
      rowsOf(
        'students',
        db
          .selectFrom('students')
          .select('id')
          .where(
            'camp_id',
            'in',
            db
              .selectFrom('camps')
              .select('id')
              .where('year', '<', Number(cutoff.slice(0, 4))),
          ),
      ),
  },
  {
    key: 'donations',
    days: DONATION_DAYS,
    // Income-tax rule 17AA: books and vouchers are kept 10 years. A donation with an issued receipt
    // stays (receipts are append-only by trigger, migration 021); one without is erased.
    minDays: DONATION_DAYS,
    due: (db, cutoff) =>
      rowsOf(
        'donations',
        db
          .selectFrom('donations')
          .select('id')
          .where('created_at', '<', cutoff)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('receipts').select('id').whereRef('donation_id', '=', 'donations.id'))),
          ),
      ),
  },
  // The students' drafts and withdrawn applications: erased by their own hourly job
  // (student-applications/erasure.ts, decision 0035), which reads these periods with `retentionDays`.
  ...(['application_drafts', 'withdrawn_applications'] as const).map((key) => ({ key, ...ELSEWHERE[key] })),
];

/** The longest period a setting may say: ten years and a good margin (no law here asks for more). */
export const MAX_DAYS = 5000;

export const minDaysOf = (kind: RetentionKind) => kind.minDays ?? 1;
export const maxDaysOf = (kind: RetentionKind) => Math.max(kind.maxDays ?? MAX_DAYS, minDaysOf(kind));

/** The schedule with the periods staff set (`retention_settings`); a kind not set keeps its default. */
export async function currentSchedule(db: Kysely<Database>): Promise<RetentionKind[]> {
  const set = new Map((await db.selectFrom('retention_settings').select(['kind', 'days']).execute()).map((r) => [r.kind, r.days]));
  return RETENTION_SCHEDULE.map((k) => {
    const days = set.get(k.key);
    // A stored period outside today's bounds (a floor raised by a later release) counts as the bound.
    return days === undefined ? k : { ...k, days: Math.min(maxDaysOf(k), Math.max(minDaysOf(k), days)) };
  });
}

export const cutoffOf = (kind: Pick<RetentionKind, 'days'>, now: Date) => new Date(now.getTime() - kind.days * DAY_MS).toISOString();

export interface KindCount {
  kind: string;
  rows: number;
  files: number;
}

const sum = (dues: Due[], pick: (d: Due) => number) => dues.reduce((n, d) => n + pick(d), 0);

/** What a run would erase now, kind by kind (the dry run). */
export async function dryRun(db: Kysely<Database>, now: Date, schedule?: readonly RetentionKind[]): Promise<KindCount[]> {
  const counts: KindCount[] = [];
  for (const kind of schedule ?? (await currentSchedule(db))) {
    if (!kind.due) continue;
    const dues = await kind.due(db, cutoffOf(kind, now));
    counts.push({ kind: kind.key, rows: sum(dues, (d) => d.ids.length), files: sum(dues, (d) => d.files?.length ?? 0) });
  }
  return counts;
}

/** Removes stored files (the media store's `remove`). */
export type RemoveFiles = (...stored: string[]) => Promise<void>;

const CHUNK = 500;

/**
 * Erases what is due, kind by kind: each kind's rows in one transaction, then the files they
 * named (a file left by a crash between the two is an orphan the media sweep takes), then its
 * count in the erasure log.
 */
export async function erase(
  db: Kysely<Database>,
  removeFiles: RemoveFiles,
  runId: number,
  now: Date,
  schedule?: readonly RetentionKind[],
): Promise<KindCount[]> {
  const counts: KindCount[] = [];
  for (const kind of schedule ?? (await currentSchedule(db))) {
    if (!kind.due) continue;
    const dues = await kind.due(db, cutoffOf(kind, now));
    await db.transaction().execute(async (trx) => {
      for (const due of dues) {
        for (let i = 0; i < due.ids.length; i += CHUNK) {
          const chunk = due.ids.slice(i, i + CHUNK);
          if (due.erase) await due.erase(trx, chunk, now);
          else
            await loose(trx as Kysely<Database>)
              .deleteFrom(due.table)
              .where('id', 'in', chunk)
              .execute();
        }
      }
    });
    const files = dues.flatMap((d) => d.files ?? []);
    if (files.length) await removeFiles(...files);
    const count = { kind: kind.key, rows: sum(dues, (d) => d.ids.length), files: files.length };
    await db
      .insertInto('erasure_log')
      .values({ run_id: runId, kind: kind.key, erased_rows: count.rows, erased_files: count.files, created_at: now.toISOString() })
      .execute();
    counts.push(count);
  }
  return counts;
}
