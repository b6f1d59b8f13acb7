// Retention that erases (issue 24 item 6; DPDP Act s.8(7), rule 8; decision 0034). The schedule
// below is the one place that says how long each kind of personal data is kept and why; the job
// erases what is due, rows and the files they name together, and logs the count of each kind.
// A dry run counts the same rows without erasing, for admins to read in the console first.
import type { Kysely } from 'kysely';
import type { NoticeForm } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/schema';
import { INBOX_TABLES, type InboxKind } from '../applications/public';
import { AFTER_CYCLE_DAYS, dueAfterCycle } from '../student-applications/public';
import { NOTICE_PURPOSES } from './notice-forms';

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
  /** What is due when the cut-off (now minus `days`) is `cutoff` (ISO). */
  due(db: Kysely<Database>, cutoff: string): Promise<Due[]>;
}

type Loose = Kysely<Record<string, { id: number; status: string; created_at: string; updated_at: string }>>;
const loose = (db: Kysely<Database>) => db as unknown as Loose;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

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
    due: (db, cutoff) =>
      rowsOf(
        'rights_requests',
        db.selectFrom('rights_requests').select('id').where('status', 'in', ['answered', 'refused']).where('updated_at', '<', cutoff),
      ),
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
    due: (db, cutoff) =>
      rowsOf(
        'mail_outbox',
        db.selectFrom('mail_outbox').select('id').where('status', 'in', ['sent', 'failed']).where('updated_at', '<', cutoff),
      ),
  },
  {
    // Students' applications not turned into students, from their cycle's close (decision 0041).
    key: 'student_applications',
    days: AFTER_CYCLE_DAYS,
    due: async (db, cutoff) => [await dueAfterCycle(db, cutoff)],
  },
  {
    key: 'access_log',
    days: 400,
    due: (db, cutoff) => rowsOf('access_log', db.selectFrom('access_log').select('id').where('created_at', '<', cutoff)),
  },
];

export const cutoffOf = (kind: Pick<RetentionKind, 'days'>, now: Date) => new Date(now.getTime() - kind.days * DAY_MS).toISOString();

export interface KindCount {
  kind: string;
  rows: number;
  files: number;
}

const sum = (dues: Due[], pick: (d: Due) => number) => dues.reduce((n, d) => n + pick(d), 0);

/** What a run would erase now, kind by kind (the dry run). */
export async function dryRun(db: Kysely<Database>, now: Date, schedule = RETENTION_SCHEDULE): Promise<KindCount[]> {
  const counts: KindCount[] = [];
  for (const kind of schedule) {
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
  schedule = RETENTION_SCHEDULE,
): Promise<KindCount[]> {
  const counts: KindCount[] = [];
  for (const kind of schedule) {
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
