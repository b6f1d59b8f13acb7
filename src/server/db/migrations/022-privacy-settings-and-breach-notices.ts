// Personal data, after decision 0034's amendment: the retention periods staff edit in the console
// (one row per kind changed from the code's default, with its reason in English and Hindi), and a
// breach's notices to the people affected (what was searched, when they were sent, to whom once).
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  // A kind's period as staff set it; a kind without a row keeps the code's default and reason.
  await tableWithLastingId(db, id, 'retention_settings')
    .addColumn('kind', 'text', (c) => c.notNull().unique())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason_hi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // What the breach affected, as staff chose it (JSON list of kinds, an optional window), the
  // notice's words in both languages, and when the notices went and how many.
  for (const [column, type] of [
    ['affected_kinds', 'text'],
    ['affected_from', 'text'],
    ['affected_to', 'text'],
    ['notice_text', 'text'],
    ['notice_text_hi', 'text'],
    ['notices_sent_at', 'text'],
  ] as const) {
    await db.schema.alterTable('breach_records').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('breach_records')
    .addColumn('notices_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Each person told of a breach, once: the destination as the one-time codes' keyed hash (never
  // the number or address itself), so that a second send after widening the search skips them.
  await tableWithLastingId(db, id, 'breach_notices')
    .addColumn('breach_id', 'integer', (c) => c.notNull().references('breach_records.id'))
    .addColumn('destination_hash', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('breach_notices_once', ['breach_id', 'destination_hash'])
    .execute();
}
