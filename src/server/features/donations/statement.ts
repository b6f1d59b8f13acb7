// A donor's statement (decision 0037): a donor proves the e-mail address or phone number they gave
// with a one-time code (the privacy pages' codes, purpose `donor_statement`) and sees the receipts
// in force of a financial year, each as its PDF. Donations hold the contact as the donor typed it:
// an address is compared in lower case, a number by its last ten digits.
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { DonorStatementView } from '../../../shared/schemas/donor-statement';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { type CodeChannel, destinationHash, normalisedDestination, provenBy } from '../privacy/public';
import type { ReceiptContent } from './receipt-html';
import { receiptPdfOf } from './receipts';

export interface StatementProof {
  challenge: string;
  channel: CodeChannel;
  destination: string;
}

/** The donations given with this e-mail address or phone number. */
export async function donationsOf(db: Kysely<Database>, channel: CodeChannel, destination: string): Promise<number[]> {
  const wanted = normalisedDestination(channel, destination);
  if (channel === 'email') {
    if (!wanted.includes('@')) return [];
    const rows = await db
      .selectFrom('donations')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['donor_email']), '=', wanted))
      .execute();
    return rows.map((r) => r.id);
  }
  if (wanted.length !== 10) return [];
  const rows = await db
    .selectFrom('donations')
    .select(['id', 'donor_phone'])
    .where('donor_phone', 'like', `%${wanted.slice(-2)}`)
    .execute();
  return rows.filter((r) => normalisedDestination('phone', r.donor_phone) === wanted).map((r) => r.id);
}

/** The donations of a proof's holder: the code was right, recently, for this very address or number. */
async function provenDonations(db: Kysely<Database>, proof: StatementProof): Promise<number[]> {
  const code = await provenBy(db, proof.challenge, 'donor_statement');
  if (!code || code.channel !== proof.channel || code.destinationHash !== destinationHash(proof.channel, proof.destination)) {
    throw new HttpError(401, en.api.unauthenticated);
  }
  return donationsOf(db, proof.channel, proof.destination);
}

/** Receipts in force (never cancelled) of these donations, oldest number first. */
async function receiptsInForce(db: Kysely<Database>, donations: number[]) {
  if (donations.length === 0) return [];
  return db
    .selectFrom('receipts as r')
    .leftJoin('receipt_cancellations as c', 'c.receipt_id', 'r.id')
    .select(['r.id', 'r.number', 'r.financial_year', 'r.content'])
    .where('r.donation_id', 'in', donations)
    .where('c.id', 'is', null)
    .orderBy('r.financial_year', 'desc')
    .orderBy('r.number')
    .execute();
}

const paiseOf = (amount: string) => {
  const [whole = '0', part = '0'] = amount.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0').slice(0, 2));
};
const asRupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** The proof holder's receipts of `fy` (none asked, or one without receipts: the newest year with one). */
export async function statementOf(db: Kysely<Database>, proof: StatementProof, fy?: string): Promise<DonorStatementView> {
  const rows = await receiptsInForce(db, await provenDonations(db, proof));
  const years = [...new Set(rows.map((r) => r.financial_year))];
  const chosen = fy && years.includes(fy) ? fy : (years[0] ?? '');
  const receipts = rows
    .filter((r) => r.financial_year === chosen)
    .map((r) => {
      const c = JSON.parse(r.content) as ReceiptContent;
      return { id: r.id, number: r.number, date: c.date, amount: c.amount, mode: c.mode, replaces_number: c.replaces_number };
    });
  const total = receipts.reduce((sum, r) => sum + paiseOf(r.amount), 0);
  return { years, fy: chosen, receipts, total: asRupees(total) };
}

/** One receipt's PDF, if it is the proof holder's and in force; else 404 (whose it is, is not said). */
export async function donorReceiptPdf(db: Db, proof: StatementProof, id: number) {
  const rows = await receiptsInForce(db.kysely, await provenDonations(db.kysely, proof));
  if (!rows.some((r) => r.id === id)) throw notFound();
  const receipt = await receiptPdfOf(db, id);
  if (!receipt) throw notFound();
  return receipt;
}
