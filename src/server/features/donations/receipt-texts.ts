// The receipt's link by SMS (decision 0037, item 5): when a receipt is issued for a donor who gave a
// phone number, a row in `receipt_texts` (migration 025) is written in the same transaction; after
// the reply, the owed texts are sent with a link that opens the receipt's PDF without signing in.
// The link is signed, not stored: the receipt's id and an expiry under an HMAC of the server's key
// (PRIVACY_HASH_KEY or its key file), so nobody can guess one and none lasts beyond LINK_DAYS.
// A re-issued receipt is a new receipt: its own row, its own text.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { donorStatementMail as en } from '../../../shared/messages/en-donor-statement';
import { donorStatementMailHi as hi } from '../../../shared/messages/hi-donor-statement';
import { fill } from '../../../shared/messages/fill';
import type { Database } from '../../db/schema';
import { escapeHtml, type MailContent } from '../../mail/compose';
import { DONOR_STATEMENT_PATH } from '../../../shared/upi';
import { e164 } from '../privacy/public';

/** What sends a text (the app's SMS sender). */
export interface TextSender {
  send(to: string, message: string): Promise<void>;
}

export const LINK_DAYS = 60;
/** Tries of one text before it is left for staff to notice (a number the gateway keeps refusing). */
export const TEXT_MAX_ATTEMPTS = 5;
const MAC_LENGTH = 24;
const TOKEN = /^([0-9a-z]{1,10})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{24})$/;

export interface ReceiptLinks {
  sign(receiptId: number, nowMs: number): string;
  /** The receipt a token names, or null (malformed, forged or expired). */
  verify(token: string, nowMs: number): number | null;
}

export function receiptLinks(key: Buffer): ReceiptLinks {
  // A key of its own, derived: a link's MAC never equals a destination hash.
  const own = createHmac('sha256', key).update('receipt-link').digest();
  const mac = (id: number, expires: number) =>
    createHmac('sha256', own).update(`${id}.${expires}`).digest('base64url').slice(0, MAC_LENGTH);
  return {
    sign(receiptId, nowMs) {
      const expires = Math.floor(nowMs / 1000) + LINK_DAYS * 86_400;
      return `${receiptId.toString(36)}.${expires.toString(36)}.${mac(receiptId, expires)}`;
    },
    verify(token, nowMs) {
      const m = TOKEN.exec(token);
      if (!m) return null;
      const id = Number.parseInt(m[1]!, 36);
      const expires = Number.parseInt(m[2]!, 36);
      const given = Buffer.from(m[3]!);
      const right = Buffer.from(mac(id, expires));
      if (!timingSafeEqual(given, right)) return null;
      return expires * 1000 > nowMs ? id : null;
    },
  };
}

/** In the receipt's transaction: a text owed when the donor gave a phone number. */
export async function oweReceiptText(trx: Transaction<Database>, receiptId: number, phone: string, nowIso: string): Promise<void> {
  if (phone.replace(/\D/g, '').length < 10) return;
  await trx.insertInto('receipt_texts').values({ receipt_id: receiptId, created_at: nowIso }).execute();
}

/**
 * Sends every owed text: each row is claimed first (so two senders never send one twice), then
 * handed to the gateway; a failure frees it for the next round, up to TEXT_MAX_ATTEMPTS tries.
 * `linkOf`: the link's full address for a token. Returns how many went.
 */
export async function sendReceiptTexts(
  db: Kysely<Database>,
  sms: TextSender,
  links: ReceiptLinks,
  linkOf: (token: string) => string,
  nowMs: number,
): Promise<number> {
  const owed = await db
    .selectFrom('receipt_texts as t')
    .innerJoin('receipts as r', 'r.id', 't.receipt_id')
    .innerJoin('donations as d', 'd.id', 'r.donation_id')
    .select(['t.id', 't.receipt_id', 'r.number', 'd.donor_phone', 'd.lang'])
    .where('t.sent_at', 'is', null)
    .where('t.attempts', '<', TEXT_MAX_ATTEMPTS)
    .orderBy('t.id')
    .limit(50)
    .execute();
  let sent = 0;
  for (const row of owed) {
    const claimed = await db
      .updateTable('receipt_texts')
      .set((eb) => ({ sent_at: new Date(nowMs).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const t = row.lang === 'hi' ? hi : en;
    const text = fill(t.receiptSms, { number: row.number, link: linkOf(links.sign(row.receipt_id, nowMs)), days: String(LINK_DAYS) });
    try {
      await sms.send(e164(row.donor_phone), text);
      sent += 1;
    } catch (error) {
      await db.updateTable('receipt_texts').set({ sent_at: null }).where('id', '=', row.id).execute();
      throw error;
    }
  }
  return sent;
}

/** The receipt's e-mail with a last line: where the donor finds all their receipts (in the receipt's language). */
export function withStatementLink(letter: MailContent, lang: string, webOrigin: string): MailContent {
  const link = new URL(`${lang === 'hi' ? '/hi' : ''}${DONOR_STATEMENT_PATH}`, webOrigin).href;
  const line = fill((lang === 'hi' ? hi : en).receiptsOnline, { link });
  return { ...letter, text: `${letter.text}\n\n${line}`, html: `${letter.html}\n<p>${escapeHtml(line)}</p>` };
}
