// Personal data's retention and breaches (decision 0034): the retention job's runs and its erasure
// log, the breach register, and one-time codes' destinations re-keyed (an HMAC under a server
// key replaces the unsalted SHA-256, which a short list of phone numbers could reverse).
import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  // One run of the retention job: nightly, or started by an admin.
  await tableWithLastingId(db, id, 'retention_runs')
    // nightly or admin
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('started_by', 'integer')
    // The night a nightly run is for (YYYY-MM-DD, UTC): unique, so two instances never both run it.
    .addColumn('night', 'text', (c) => c.unique())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('ok', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();

  // The erasure log: what each run erased, by kind (counts only, never what the rows held).
  await tableWithLastingId(db, id, 'erasure_log')
    .addColumn('run_id', 'integer', (c) => c.notNull().references('retention_runs.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('erased_rows', 'integer', (c) => c.notNull())
    .addColumn('erased_files', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erasure_log_run_idx').on('erasure_log').column('run_id').execute();

  // A personal-data breach (rule 7): when the trust learned of it, the Board's report within 72
  // hours of that, and each person affected told without delay.
  await tableWithLastingId(db, id, 'breach_records')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('data_affected', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('people_affected', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('measures', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('occurred_at', 'text')
    .addColumn('learned_at', 'text', (c) => c.notNull())
    .addColumn('board_notified_at', 'text')
    .addColumn('people_notified_at', 'text')
    .addColumn('recorded_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The old SHA-256 destinations cannot be re-keyed (that would need the numbers they hide), and a
  // code proves its holder for 40 minutes at most: forget them. A code asked for just before the
  // upgrade fails its proof, and the person asks for another.
  await sql`update one_time_codes set destination_hash = ''`.execute(db);
}
