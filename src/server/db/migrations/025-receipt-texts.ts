// The receipt's link by SMS (decision 0037): one row per issued receipt whose donor gave a phone
// number, written in the receipt's own transaction, so a receipt stored is a text owed. The text
// itself is made when it is sent (the link is signed, not stored); the row keeps only whether it went.
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await tableWithLastingId(db, id, 'receipt_texts')
    .addColumn('receipt_id', 'integer', (c) => c.notNull().unique().references('receipts.id'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Set when a sender claims it (and kept once handed over); cleared again when sending failed.
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipt_texts_unsent_idx').on('receipt_texts').column('sent_at').execute();
}
