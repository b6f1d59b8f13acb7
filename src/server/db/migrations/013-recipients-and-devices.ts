// Decision 0029. The count behind the cap on messages to an address nobody has verified (the forms'
// confirmations): messages to one recipient since a time, read in every public form's
// transaction, so an index instead of a scan of the whole outbox. And the staff's known browsers
// (device cookies, docs/decisions/0011): a browser that signed in to an account keeps a random
// token, stored here only hashed, that exempts it from the per-username limit on unknown browsers.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('mail_outbox_recipients_idx').on('mail_outbox').columns(['recipients', 'created_at']).execute();
  await db.schema
    .createTable('login_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_used_idx').on('login_devices').column('last_used_at').execute();
}
