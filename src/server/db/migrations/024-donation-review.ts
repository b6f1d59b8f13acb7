// The donations' review in the console (decision 0037, "The console"): a report no bank statement
// has shown can be matched by hand or rejected, with who did it and why; and each financial
// year's Form 10BD can be marked filed, which ends the console's May reminder.
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  // Why a report was matched by hand or rejected (status `rejected`), by whom and when.
  await db.schema
    .alterTable('donations')
    .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('donations').addColumn('reviewed_by', 'integer').execute();
  await db.schema.alterTable('donations').addColumn('reviewed_at', 'text').execute();

  await tableWithLastingId(db, id, 'form_10bd_filings')
    .addColumn('financial_year', 'text', (c) => c.notNull().unique())
    .addColumn('filed_by', 'integer')
    .addColumn('filed_at', 'text', (c) => c.notNull())
    .execute();
}
