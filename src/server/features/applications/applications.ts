// Stores what visitors send through the three public forms.
import { inTransaction } from '../../db/transaction';
import type { FastifyBaseLogger } from 'fastify';
import { HONEYPOT_FIELD } from '../../../shared/constants';
import type { Db } from '../../db/database';
import type { InboxStatus } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { type IdempotentCall, recordReply } from '../../plugins/idempotency';
import { senderConfirmation, staffNotice } from '../../mail/compose';
import { enqueueMail, enqueueUnverified, type MailSettings } from '../../mail/outbox';
import { recordWebConsents, submittedConsent } from '../privacy/public';

export const INBOX_TABLES = {
  volunteer: 'volunteer_applications',
  partner: 'partner_applications',
  contact: 'contact_messages',
} as const;
export type InboxKind = keyof typeof INBOX_TABLES;

type Fields = Record<string, string>;

/** A form's body as the API parsed it: its fields, and what it says of the notice shown. */
export interface Submission {
  [field: string]: unknown;
  website?: string | undefined;
  notice_version?: number | undefined;
  consents?: string[] | undefined;
  adult?: boolean | undefined;
}

/** A form as sent: a filled honeypot stores it as spam, and the reply does not say so. */
export async function receiveSubmission(
  db: Db,
  log: FastifyBaseLogger,
  kind: InboxKind,
  body: Submission,
  mail: MailSettings,
  idempotent?: IdempotentCall,
) {
  const { [HONEYPOT_FIELD]: honeypot, notice_version, consents, adult: _adult, ...fields } = body;
  const spam = typeof honeypot === 'string' && honeypot.trim() !== '';
  if (spam) log.warn({ form: kind }, 'honeypot filled: stored as spam');
  const consent = await submittedConsent(db, kind, notice_version, consents);
  return storeSubmission(db, kind, fields as unknown as Fields, spam, mail, idempotent, consent);
}

/**
 * Stores a submission; `spam` (the honeypot was filled) keeps it, flagged, out of the genuine inbox.
 * In the same transaction: the e-mail it causes (the staff's notice and the sender's
 * confirmation; none for spam), and a request's Idempotency-Key.
 */
export async function storeSubmission(
  db: Db,
  kind: InboxKind,
  fields: Fields,
  spam: boolean,
  mail: MailSettings,
  idempotent?: IdempotentCall,
  consent?: { noticeId: number; purposes: string[] },
) {
  const now = isoNow();
  const status: InboxStatus = spam ? 'spam' : 'new';
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto(INBOX_TABLES[kind])
      .values({ ...fields, status, notice_id: consent?.noticeId ?? null, created_at: now, updated_at: now } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Spam consents to nothing; a genuine sender to each purpose of the notice they were shown.
    if (consent && !spam) {
      await recordWebConsents(trx, { type: INBOX_TABLES[kind], id: row.id }, consent);
    }
    if (!spam) {
      await enqueueMail(trx, mail, `${kind}_staff`, mail.staff, staffNotice(kind, fields, `${mail.webOrigin}/admin/inbox`));
      await enqueueUnverified(trx, mail, `${kind}_confirmation`, fields.email ?? '', senderConfirmation(kind, fields));
    }
    if (idempotent) await recordReply(trx, idempotent, 201, row);
    return row;
  });
}
