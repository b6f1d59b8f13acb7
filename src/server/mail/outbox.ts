// The e-mail outbox (migration 010, docs/decisions/0017). A message is queued in the transaction
// of the change it tells about, so a reply of 2xx means both are stored and a refused request
// queues nothing. The worker (mail-worker.ts) claims due messages one at a time under a lease,
// sends, and marks them sent; a failure waits with exponential backoff, and gives up as `failed`
// after MAIL_GIVE_UP_HOURS, to be retried from the console.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { en } from '../../shared/messages/en';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database, MailOutboxTable, MailStatus } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import type { Selectable } from 'kysely';
import { escapeHtml, type MailContent } from './compose';
import { fill } from '../../shared/messages/fill';

export type OutboxRow = Selectable<MailOutboxTable>;

/** What a message is about. */
export type MailKind =
  | 'volunteer_staff'
  | 'partner_staff'
  | 'contact_staff'
  | 'volunteer_confirmation'
  | 'partner_confirmation'
  | 'contact_confirmation'
  | 'registration_staff'
  | 'registration_decision'
  | 'registration_taken'
  | 'privacy_code'
  | 'privacy_answer'
  | 'privacy_breach'
  | 'results_alert'
  | 'student_application'
  | 'donation_receipt'
  | 'donor_statement_code';

/** Messages to an address a visitor typed and nobody has verified: capped per address per day. */
export const UNVERIFIED_KINDS = [
  'volunteer_confirmation',
  'partner_confirmation',
  'contact_confirmation',
  'registration_taken',
  'privacy_code',
  'donor_statement_code',
] as const;
export type UnverifiedKind = (typeof UNVERIFIED_KINDS)[number];

/** Recorded as last_error of a message whose sender stopped while sending it (a crash). */
export const INTERRUPTED = 'interrupted';

/** What queueing needs of the configuration. */
export interface MailSettings {
  /** STAFF_NOTIFY_EMAILS: no address, no staff notification. */
  staff: string[];
  /** The right-hand side of every Message-ID. */
  domain: string;
  /** The website's origin, for links to the console. */
  webOrigin: string;
  /** MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY. */
  unverifiedPerDay: number;
}

/** Where every message's stop link and List-Unsubscribe header lead (decision 0032). */
export const stopUrl = (settings: { webOrigin: string }) => new URL('/privacy/withdraw', settings.webOrigin).href;

export function mailSettings(config: Config): MailSettings {
  const from = config.MAIL_FROM ? (/<([^>]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM) : '';
  const domain = from.split('@')[1] || new URL(config.WEB_ORIGIN).hostname || 'localhost';
  return {
    staff: config.STAFF_NOTIFY_EMAILS,
    domain,
    webOrigin: config.WEB_ORIGIN,
    unverifiedPerDay: config.MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY,
  };
}

/** Queues one message to `to` (nothing when `to` is empty), inside the caller's transaction. */
export async function enqueueMail(trx: Kysely<Database>, settings: MailSettings, kind: MailKind, to: string[], content: MailContent) {
  const recipients = to.filter((a) => a.trim() !== '');
  if (!recipients.length) return;
  const now = new Date().toISOString();
  await trx
    .insertInto('mail_outbox')
    .values({
      kind,
      recipients: JSON.stringify(recipients),
      subject: content.subject,
      text_body: `${content.text}\n\n--\n${fill(en.privacyMail.stop, { url: stopUrl(settings) })}\n`,
      html_body: `${content.html}<hr><p><a href="${escapeHtml(stopUrl(settings))}">${escapeHtml(en.privacyMail.stopLink)}</a></p>`,
      message_id: `<${randomUUID()}@${settings.domain}>`,
      status: 'pending',
      next_attempt_at: now,
      lease_until: null,
      last_error: null,
      queued_at: now,
      sent_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Queues a message to an address a visitor typed, unless that address already had
 * MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY such messages in the last 24 hours: the site's forms cannot
 * be used to flood someone's inbox. The address is kept lower-case, so case cannot dodge the cap.
 * Returns whether it was queued. (Two submissions at the same moment may both pass on PostgreSQL;
 * the public forms' rate limit bounds that.)
 */
export async function enqueueUnverified(
  trx: Kysely<Database>,
  settings: MailSettings,
  kind: UnverifiedKind,
  address: string,
  content: MailContent,
  now = new Date(),
): Promise<boolean> {
  const to = address.trim().toLowerCase();
  if (!to) return false;
  const recipients = JSON.stringify([to]);
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const { n } = await trx
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipients', '=', recipients)
    .where('kind', 'in', [...UNVERIFIED_KINDS])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  if (Number(n) >= settings.unverifiedPerDay) return false;
  await enqueueMail(trx, settings, kind, [to], content);
  return true;
}

/**
 * Takes the next due message for this worker: `sending` until `leaseMs` from now. On PostgreSQL
 * the row is locked with SKIP LOCKED, so two instances never take the same one; SQLite runs one
 * statement at a time, and the update checks the status it read.
 */
export async function claimNext(db: Db, leaseMs: number, now = new Date()): Promise<OutboxRow | undefined> {
  const at = now.toISOString();
  return db.kysely
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: at,
    }))
    .where('id', '=', (eb) => {
      const due = eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1);
      return db.engine === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function markSent(db: Db, id: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.kysely
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: at, lease_until: null, last_error: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export interface Backoff {
  retryMinMs: number;
  retryMaxMs: number;
  giveUpMs: number;
}

/** The wait before attempt `attempts + 1`: the minimum, doubling, capped. */
export const backoffMs = (attempts: number, b: Backoff) => Math.min(b.retryMaxMs, b.retryMinMs * 2 ** Math.max(0, attempts - 1));

/**
 * A failed attempt: retried after the backoff, unless the server refused the message for good
 * (a 5xx reply) or its attempts have lasted `giveUpMs`; then it is `failed`.
 */
export async function markFailure(db: Db, row: OutboxRow, error: string, permanent: boolean, b: Backoff, now = new Date()) {
  const at = now.toISOString();
  const next = new Date(now.getTime() + backoffMs(row.attempts, b));
  const givenUp = permanent || next.getTime() - Date.parse(row.queued_at) > b.giveUpMs;
  await db.kysely
    .updateTable('mail_outbox')
    .set({
      status: givenUp ? 'failed' : 'pending',
      next_attempt_at: givenUp ? at : next.toISOString(),
      lease_until: null,
      last_error: error.slice(0, 500),
      updated_at: at,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .execute();
}

/** Puts back a claimed message this worker did not try (it is stopping). */
export async function release(db: Db, row: OutboxRow): Promise<void> {
  await db.kysely
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: row.attempts - 1, lease_until: null })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Messages whose sender stopped while sending them (the lease ran out: a crash, a killed
 * process). Whether the SMTP server took them cannot be known, so none is sent again on its own:
 * each becomes `failed` ("interrupted"), shown in the console, where an admin may send it again
 * (under the same Message-ID). Nothing is lost, and nothing is sent twice without a person deciding.
 */
export async function expireLeases(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db.kysely
    .updateTable('mail_outbox')
    .set({ status: 'failed', lease_until: null, last_error: INTERRUPTED, updated_at: at })
    .where('status', '=', 'sending')
    .where('lease_until', '<', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OutboxFilter {
  status?: MailStatus | undefined;
  id?: number;
  limit: number;
  offset: number;
}

/** Newest first. */
export async function listOutbox(db: Kysely<Database>, filter: OutboxFilter) {
  let base = db.selectFrom('mail_outbox');
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.id !== undefined) base = base.where('id', '=', filter.id);
  const [rows, total] = await Promise.all([
    base
      .select([
        'id',
        'kind',
        'recipients',
        'subject',
        'message_id',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
        'created_at',
        'sent_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, recipients: parseList(r.recipients) })),
    total: Number(total.n),
  };
}

function parseList(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** How many messages are in each state that needs attention. */
export async function outboxCounts(db: Kysely<Database>): Promise<Record<'pending' | 'sending' | 'failed', number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', sql<number>`count(*)`.as('n')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const counts = { pending: 0, sending: 0, failed: 0 };
  for (const r of rows) counts[r.status as keyof typeof counts] = Number(r.n);
  return counts;
}

/** Sends a failed message again: due now, with a new round of attempts. Only a failed one. */
export async function retryMessage(trx: Kysely<Database>, id: number, now = new Date()): Promise<void> {
  const row = await trx.selectFrom('mail_outbox').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const at = now.toISOString();
  const result = await trx
    .updateTable('mail_outbox')
    .set({ status: 'pending', next_attempt_at: at, queued_at: at, lease_until: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, en.staff.mailNotFailed);
}
