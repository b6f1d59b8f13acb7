// The count behind the cap on messages to an address nobody has verified (the forms'
// confirmations, issue 28): messages to one recipient list since a time, read in every public
// form's transaction, so an index instead of a scan of the whole outbox.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('mail_outbox_recipients_idx').on('mail_outbox').columns(['recipients', 'created_at']).execute();
}
