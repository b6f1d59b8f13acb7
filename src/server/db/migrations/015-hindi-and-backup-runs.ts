// Decision 0031. Hindi versions of the texts of camps, events, brochures and reports, as migration 011
// gave the other kinds: each text column `x` the website shows gets a nullable `x_hi` beside it.
// Null is "no Hindi": the website shows the English text, field by field. Added columns only: a
// database that holds data keeps it, every existing row reads as "English only".
// And `backup_runs`: each `npm run backup` records when it ran, whether it worked and the archive
// it wrote, so that the console can show it (whichever instance answers, on either engine).
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

/** The text columns given a Hindi version, by table. */
export const MORE_HINDI_COLUMNS = {
  camps: ['name', 'location'],
  events: ['title', 'description', 'venue'],
  brochures: ['title'],
  reports: ['title', 'location'],
} as const;

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE adds one at a time.
  for (const [table, columns] of Object.entries(MORE_HINDI_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(`${column}_hi`, 'text').execute();
  }
  await tableWithLastingId(db, id, 'backup_runs')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    // 1: the archive was written whole; 0: the run failed (`error` says why).
    .addColumn('ok', 'integer', (c) => c.notNull())
    // The archive's absolute path on the machine that ran the backup, and its size in bytes.
    .addColumn('archive_path', 'text')
    .addColumn('size', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('backup_runs_finished').on('backup_runs').columns(['ok', 'finished_at']).execute();
}
