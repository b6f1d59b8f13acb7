// 80G receipts (decision 0037): issued in the verification's transaction, numbered without gaps
// per financial year (April–March) as `FY2026-27/000123`. The number comes from the year's counter
// row, raised by one UPDATE … RETURNING: PostgreSQL holds that row's lock to the end of the
// transaction and SQLite writes one transaction at a time, so two verifications at once take
// consecutive numbers and a rolled-back one takes none. A receipt is never changed (a trigger
// refuses it, migration 021); its content keeps every text it was issued with.
import type { Transaction } from 'kysely';
import { amountInWords } from '../../../shared/amount-in-words';
import { rupees } from '../../../shared/upi';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { enqueueMail, type MailSettings } from '../../mail/outbox';
import { type ReceiptContent, receiptDocument, receiptMail } from './receipt-html';
import { receiptPdf } from '../../documents/public';
import type { Db } from '../../db/database';
import { getDonationSettings } from './settings';
import { oweReceiptText, withStatementLink } from './receipt-texts';
import { donationRecords as r } from '../../../shared/messages/en-donations';
import { recordAudit } from '../../audit/audit';
import type { StaffCall } from '../../content/staff-call';
import { inTransaction } from '../../db/transaction';
import { HttpError, notFound } from '../../lib/http-error';

/** The deduction's wording changes with the Income-tax Act 2025, in force from 1 April 2026. */
const NEW_ACT_FROM = '2026-04-01';
/** Section 269ST / 80G(5D): a cash gift above ₹2,000 earns no deduction. */
const CASH_DEDUCTIBLE_UP_TO_PAISE = 2000_00;

/** The financial year (April–March) of a date: 2026-07-14 → FY2026-27. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `FY${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const receiptNumber = (fy: string, n: number) => `${fy}/${String(n).padStart(6, '0')}`;

async function nextNumber(trx: Transaction<Database>, fy: string): Promise<number> {
  await trx
    .insertInto('receipt_counters')
    .values({ financial_year: fy, last_number: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const row = await trx
    .updateTable('receipt_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', fy)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** Issues the receipt of a verified donation (in its verification's transaction); `replaces`: a cancelled receipt's id. */
export async function issueReceipt(
  trx: Transaction<Database>,
  mail: MailSettings,
  donationId: number,
  replaces: { id: number; number: string } | null = null,
) {
  const d = await trx.selectFrom('donations').selectAll().where('id', '=', donationId).executeTakeFirstOrThrow();
  const settings = await getDonationSettings(trx);
  const trust = await trx.selectFrom('site_settings').select(['name', 'contact_address']).executeTakeFirst();
  const date = d.paid_on ?? isoNow().slice(0, 10);
  const fy = financialYear(date);
  const number = receiptNumber(fy, await nextNumber(trx, fy));
  const paise = d.reported_paise ?? d.amount_paise;
  const newAct = date >= NEW_ACT_FROM;
  const content: ReceiptContent = {
    number,
    date,
    lang: d.lang,
    trust_name: trust?.name ?? '',
    trust_address: trust?.contact_address ?? '',
    trust_pan: settings.trust_pan,
    registration_80g: settings.registration_80g,
    registration_80g_from: settings.registration_80g_from,
    registration_80g_to: settings.registration_80g_to,
    donor_name: d.donor_name,
    donor_address: d.donor_address,
    donor_pan: d.donor_pan,
    amount: rupees(paise),
    amount_words_en: amountInWords(paise, 'en'),
    amount_words_hi: amountInWords(paise, 'hi'),
    mode: d.mode,
    reference: d.utr ?? d.reference,
    deduction_en: newAct ? settings.deduction_after : settings.deduction_before,
    deduction_hi: newAct ? settings.deduction_after_hi : settings.deduction_before_hi,
    deductible: !(d.mode === 'cash' && paise > CASH_DEDUCTIBLE_UP_TO_PAISE),
    replaces_number: replaces ? replaces.number : '',
  };
  const receipt = await trx
    .insertInto('receipts')
    .values({
      donation_id: d.id,
      financial_year: fy,
      number,
      content: JSON.stringify(content),
      replaces_id: replaces?.id ?? null,
      issued_at: isoNow(),
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  // Sent once: a receipt is issued once per verification, and its e-mail in the same transaction;
  // its link by SMS is owed in the same transaction too (receipt-texts.ts).
  await enqueueMail(trx, mail, 'donation_receipt', [d.donor_email], withStatementLink(receiptMail(content), d.lang, mail.webOrigin));
  await oweReceiptText(trx, receipt.id, d.donor_phone, isoNow());
  return receipt;
}

/**
 * A correction: the receipt is cancelled with a reason (a row of its own: the receipt itself never
 * changes) and a new one, with the next number, names it. A cancelled receipt cannot be cancelled again.
 */
export async function cancelReceipt(call: StaffCall, mail: MailSettings, id: number, reason: string) {
  return inTransaction(call.db, async (trx) => {
    const old = await trx.selectFrom('receipts').select(['id', 'number', 'donation_id']).where('id', '=', id).executeTakeFirst();
    if (!old) throw notFound();
    const cancelled = await trx.selectFrom('receipt_cancellations').select('id').where('receipt_id', '=', id).executeTakeFirst();
    if (cancelled) throw new HttpError(409, r.receiptCancelled);
    await trx
      .insertInto('receipt_cancellations')
      .values({ receipt_id: id, reason, cancelled_by: call.actor.id, created_at: isoNow() })
      .execute();
    const issued = await issueReceipt(trx, mail, old.donation_id, old);
    await recordAudit(trx, call.actor, {
      action: 'status',
      entity: 'receipts',
      entityId: id,
      details: { cancelled: old.number, issued: issued.number },
    });
    return { cancelled: old.number, issued: issued.number };
  });
}

/** A receipt's PDF, drawn from the content it was issued with (never today's settings); undefined when there is no such receipt. */
export async function receiptPdfOf(db: Db, id: number) {
  const row = await db.kysely
    .selectFrom('receipts as r')
    .innerJoin('donations as d', 'd.id', 'r.donation_id')
    .select(['r.number', 'r.content', 'r.donation_id', 'd.amount_paise', 'd.reported_paise'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const content = JSON.parse(row.content) as ReceiptContent;
  const pdf = await receiptPdf(receiptDocument(content, row.reported_paise ?? row.amount_paise));
  return { pdf, number: row.number, donationId: row.donation_id };
}
