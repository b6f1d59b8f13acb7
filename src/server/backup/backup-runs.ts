// The record of `npm run backup` runs (migration 015): the command writes one row a run, the
// console reads the newest (decision 0031). Runs older than 90 days are dropped as new ones come.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const BACKUP_RUNS_KEPT_DAYS = 90;
/** Without a successful backup for this long, the console warns. */
export const BACKUP_STALE_MS = 24 * 3_600_000;

export interface BackupRun {
  started_at: string;
  finished_at: string;
  ok: boolean;
  file: string | null;
  size: number | null;
  error: string | null;
}

export async function recordBackupRun(db: Kysely<Database>, run: BackupRun): Promise<void> {
  const cutoff = new Date(Date.parse(run.finished_at) - BACKUP_RUNS_KEPT_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('backup_runs').where('finished_at', '<', cutoff).execute();
  await db
    .insertInto('backup_runs')
    .values({
      started_at: run.started_at,
      finished_at: run.finished_at,
      ok: run.ok ? 1 : 0,
      archive_path: run.file,
      size: run.size,
      error: run.error?.slice(0, 1000) ?? null,
    })
    .execute();
}

type Row = Awaited<ReturnType<typeof newest>>;
const newest = (db: Kysely<Database>, okOnly: boolean) => {
  let query = db.selectFrom('backup_runs').select(['started_at', 'finished_at', 'ok', 'archive_path as file', 'size', 'error']);
  if (okOnly) query = query.where('ok', '=', 1);
  return query.orderBy('finished_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
};
const toRun = (row: Row): BackupRun | null =>
  row ? { ...row, ok: row.ok === 1, size: row.size === null ? null : Number(row.size) } : null;

/** The newest run, and the newest successful one (the archive a download gives). */
export async function latestBackupRuns(db: Kysely<Database>): Promise<{ last: BackupRun | null; lastOk: BackupRun | null }> {
  const [last, lastOk] = await Promise.all([newest(db, false), newest(db, true)]);
  return { last: toRun(last), lastOk: toRun(lastOk) };
}
