// The console's donation screens (decision 0037, "The console"): the list (PAN and phone masked),
// one donation's whole record, the review of reports no statement has shown (match by hand, or
// reject with a reason), a financial year's receipts, and the Form 10BD years with their filing.
import { type Selectable, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { maskPan, toPaise } from '../../../shared/schemas/donations';
import { maskPhone } from '../../../shared/schemas/privacy';
import type { DonationReceiptRow, donationListQuery, DonationRecord, DonationRow } from '../../../shared/schemas/donations-console';
import { form10bdDue } from '../../../shared/form-10bd-reminder';
import { todayInIndia } from '../../../shared/dates';
import { rupees } from '../../../shared/upi';
import { recordAudit } from '../../audit/audit';
import type { StaffCall } from '../../content/staff-call';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { DonationTable } from '../../db/schema-donations';
import { inTransaction } from '../../db/transaction';
import { isoNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { runList } from '../../lib/listing';
import { type PageQuery, pageWindow } from '../../lib/pagination';
import type { MailSettings } from '../../mail/outbox';
import { form10bdRows } from './form-10bd';
import { financialYear, issueReceipt } from './receipts';
import { donationConsole as t } from '../../../shared/messages/en-donations-console';

/** A report no statement has shown this long is listed for review. */
export const REVIEW_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

type Donation = Pick<
  Selectable<DonationTable>,
  'reference' | 'status' | 'mode' | 'paid_on' | 'donor_name' | 'donor_pan' | 'donor_phone' | 'created_at' | 'reported_at'
> & { id: number; amount_paise: number; reported_paise: number | null };

const COLUMNS = [
  'id',
  'reference',
  'status',
  'mode',
  'amount_paise',
  'reported_paise',
  'paid_on',
  'donor_name',
  'donor_pan',
  'donor_phone',
  'created_at',
  'reported_at',
] as const;

/** The day a gift counts in: the day it was paid, else the day it was started. */
const giftDay = sql<string>`coalesce(paid_on, substr(created_at, 1, 10))`;

const fyBounds = (fy: string) => {
  const start = Number(fy.slice(2, 6));
  return [`${start}-04-01`, `${start + 1}-03-31`] as const;
};

function row(d: Donation, reviewBefore: string, full = false): DonationRow {
  return {
    id: d.id,
    reference: d.reference,
    status: d.status,
    needs_review: d.status === 'reported' && (d.reported_at ?? '') < reviewBefore,
    mode: d.mode,
    amount: rupees(d.reported_paise ?? d.amount_paise),
    paid_on: d.paid_on ?? '',
    donor_name: d.donor_name,
    donor_pan: full ? d.donor_pan : maskPan(d.donor_pan),
    donor_phone: full ? d.donor_phone : maskPhone(d.donor_phone),
    created_at: d.created_at,
  };
}

export async function listDonations(db: Db, q: z.output<typeof donationListQuery>, page: PageQuery, nowMs: number) {
  const reviewBefore = new Date(nowMs - REVIEW_AFTER_MS).toISOString();
  let query = db.kysely.selectFrom('donations');
  if (q.status === 'review') query = query.where('status', '=', 'reported').where('reported_at', '<', reviewBefore);
  else if (q.status) query = query.where('status', '=', q.status);
  if (q.mode) query = query.where('mode', '=', q.mode);
  if (q.fy) {
    const [from, to] = fyBounds(q.fy);
    query = query.where(giftDay, '>=', from).where(giftDay, '<=', to);
  }
  const { limit, offset } = pageWindow(page);
  const result = await runList(
    {
      rows: query.select(COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset),
      count: query.select((eb) => eb.fn.countAll<number>().as('n')),
    },
    page,
  );
  return { rows: result.rows.map((d) => row(d, reviewBefore)), total: result.total };
}

async function receiptRows(db: Db, where: { donationId?: number; fy?: string }): Promise<DonationReceiptRow[]> {
  let query = db.kysely
    .selectFrom('receipts as r')
    .innerJoin('donations as d', 'd.id', 'r.donation_id')
    .leftJoin('receipts as old', 'old.id', 'r.replaces_id')
    .leftJoin('receipt_cancellations as c', 'c.receipt_id', 'r.id')
    .leftJoin('receipts as next', 'next.replaces_id', 'r.id')
    .select([
      'r.id',
      'r.number',
      'r.financial_year',
      'r.issued_at',
      'r.donation_id',
      'd.reference',
      'd.donor_name',
      'd.amount_paise',
      'd.reported_paise',
      'd.mode',
      'old.number as replaces',
      'c.reason as cancelled_reason',
      'next.number as replaced_by',
    ]);
  if (where.donationId !== undefined) query = query.where('r.donation_id', '=', where.donationId);
  if (where.fy) query = query.where('r.financial_year', '=', where.fy);
  const rows = await query.orderBy('r.id').execute();
  return rows.map(({ amount_paise, reported_paise, replaces, cancelled_reason, replaced_by, ...r }) => ({
    ...r,
    amount: rupees(reported_paise ?? amount_paise),
    replaces: replaces ?? '',
    cancelled_reason: cancelled_reason ?? null,
    replaced_by: replaced_by ?? '',
  }));
}

export const listReceipts = (db: Db, fy: string) => receiptRows(db, { fy });

/** One donation's whole record with its receipts (undefined: no such donation). The full PAN: the route is an admin's. */
export async function donationRecord(db: Db, id: number, nowMs: number): Promise<DonationRecord | undefined> {
  const d = await db.kysely.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) return undefined;
  const reviewBefore = new Date(nowMs - REVIEW_AFTER_MS).toISOString();
  return {
    ...row(d, reviewBefore, true),
    declaration: d.declaration,
    utr: d.utr ?? '',
    reported_amount: d.reported_paise === null ? '' : rupees(d.reported_paise),
    donor_address: d.donor_address,
    donor_email: d.donor_email,
    lang: d.lang,
    reported_at: d.reported_at ?? '',
    verified_at: d.verified_at ?? '',
    review_note: d.review_note,
    reviewed_at: d.reviewed_at ?? '',
    receipts: await receiptRows(db, { donationId: id }),
  };
}

/** Review: only a reported donation (the donor said they paid) can be matched by hand or rejected. */
async function reportedDonation(trx: Transaction<Database>, id: number) {
  const d = await trx.selectFrom('donations').select(['id', 'reference', 'status']).where('id', '=', id).executeTakeFirst();
  if (!d) throw notFound();
  if (d.status !== 'reported') throw new HttpError(409, t.api.notReported);
  return d;
}

/** Staff found the payment themselves (a statement line the import could not match): verified, and its receipt sent. */
export async function matchByHand(call: StaffCall, mail: MailSettings, id: number, input: { note: string; amount?: string | undefined }) {
  return inTransaction(call.db, async (trx) => {
    const d = await reportedDonation(trx, id);
    const now = isoNow();
    await trx
      .updateTable('donations')
      .set({
        status: 'verified',
        verified_at: now,
        updated_at: now,
        review_note: input.note,
        reviewed_by: call.actor.id,
        reviewed_at: now,
        ...(input.amount ? { reported_paise: toPaise(input.amount) } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'reported')
      .execute();
    const receipt = await issueReceipt(trx, mail, id);
    await recordAudit(trx, call.actor, {
      action: 'approve',
      entity: 'donations',
      entityId: id,
      details: { matched_by_hand: receipt.number },
    });
    return { reference: d.reference, status: 'verified' as const, receipt: receipt.number };
  });
}

/** No payment was found for a report: rejected with the reason; no receipt. */
export async function rejectReport(call: StaffCall, id: number, reason: string) {
  return inTransaction(call.db, async (trx) => {
    const d = await reportedDonation(trx, id);
    const now = isoNow();
    await trx
      .updateTable('donations')
      .set({ status: 'rejected', updated_at: now, review_note: reason, reviewed_by: call.actor.id, reviewed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'reported')
      .execute();
    await recordAudit(trx, call.actor, { action: 'reject', entity: 'donations', entityId: id, details: { reason } });
    return { reference: d.reference, status: 'rejected' as const, receipt: '' };
  });
}

/** The financial years with verified gifts (and the one just past), newest first, with their 10BD rows and filing. */
export async function form10bdYears(db: Db, nowMs: number) {
  const today = todayInIndia(new Date(nowMs));
  const days = await db.kysely.selectFrom('donations').select('paid_on').distinct().where('status', '=', 'verified').execute();
  const filings = await db.kysely.selectFrom('form_10bd_filings').select(['financial_year', 'filed_at']).execute();
  const filed = new Map(filings.map((f) => [f.financial_year, f.filed_at]));
  const lastYear = financialYear(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
  const fys = new Set([lastYear, ...days.flatMap((d) => (d.paid_on ? [financialYear(d.paid_on)] : []))]);
  const years = [];
  for (const fy of [...fys].sort().reverse()) {
    const rows = await form10bdRows(db, fy);
    years.push({
      financial_year: fy,
      rows: rows.length,
      without_pan: rows.filter((r) => !r.pan).map((r) => ({ name: r.name, amount: rupees(r.paise) })),
      filed_at: filed.get(fy) ?? null,
    });
  }
  return { years, reminder: form10bdDue(today, [...filed.keys()]) };
}

/** The year whose 10BD is due on the clock's day in India, or null. */
export async function form10bdReminderOf(db: Db, nowMs: number) {
  const filed = await db.kysely.selectFrom('form_10bd_filings').select('financial_year').execute();
  return form10bdDue(
    todayInIndia(new Date(nowMs)),
    filed.map((f) => f.financial_year),
  );
}

/** Staff filed the year's Form 10BD on the income-tax portal: the reminder stops. Marking it twice keeps the first date. */
export async function markForm10bdFiled(call: StaffCall, fy: string) {
  return inTransaction(call.db, async (trx) => {
    await trx
      .insertInto('form_10bd_filings')
      .values({ financial_year: fy, filed_by: call.actor.id, filed_at: isoNow() })
      .onConflict((oc) => oc.column('financial_year').doNothing())
      .execute();
    await recordAudit(trx, call.actor, { action: 'status', entity: 'form_10bd_filings', entityId: null, details: { filed: fy } });
    return trx
      .selectFrom('form_10bd_filings')
      .select(['financial_year', 'filed_at'])
      .where('financial_year', '=', fy)
      .executeTakeFirstOrThrow();
  });
}

/** Each bank's remembered statement columns. */
export async function statementMappingList(db: Db) {
  const rows = await db.kysely.selectFrom('bank_statement_mappings').select(['bank', 'mapping']).orderBy('bank').execute();
  return rows.map((r) => ({
    bank: r.bank,
    mapping: JSON.parse(r.mapping) as { utr: string; amount: string; date: string; date_format: string },
  }));
}
