// Stores what visitors send through the three public forms.
import type { Db } from '../../db/database';
import type { InboxStatus } from '../../db/schema';
import { isoNow } from '../../lib/clock';

export const INBOX_TABLES = {
  volunteer: 'volunteer_applications',
  partner: 'partner_applications',
  contact: 'contact_messages',
} as const;
export type InboxKind = keyof typeof INBOX_TABLES;

type Fields = Record<string, string>;

/** Stores a submission; `spam` (the honeypot was filled) keeps it, flagged, out of the genuine inbox. */
export async function storeSubmission(db: Db, kind: InboxKind, fields: Fields, spam: boolean) {
  const now = isoNow();
  const status: InboxStatus = spam ? 'spam' : 'new';
  return db.kysely
    .insertInto(INBOX_TABLES[kind])
    .values({ ...fields, status, created_at: now, updated_at: now } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}
