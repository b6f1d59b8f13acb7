// The e-mail outbox (docs/decisions/0017): a message is written in the transaction of what it
// tells about, and a worker sends it later, retrying with backoff. Rendered when queued (subject,
// text and HTML), so that a retry sends the very same message under the same Message-ID.
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithId, timestamps } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await tableWithId(db, id, 'mail_outbox')
    // What the message is about: volunteer_staff, contact_confirmation, registration_decision…
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON array of addresses.
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // Stable across attempts: a message sent twice is recognisable as one.
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    // pending → sending → sent; or back to pending (retry later), or failed (retried from the console).
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // A claimed message belongs to one worker until then.
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    // When the current round of attempts began (the queueing, or a retry from the console).
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').columns(['created_at', 'id']).execute();
}
