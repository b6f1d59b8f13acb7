// Donations the way people in India give (decision 0037): the donation settings, the
// donations with their declaration, the 80G receipts (append-only, numbered without gaps per
// financial year), their cancellations, and each bank's statement columns.
import type { Kysely } from 'kysely';
import { refuseChanges } from '../append-only';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

export async function up(db: Kysely<unknown>, { id, engine }: MigrationContext): Promise<void> {
  // One row (id 1), written by the first read.
  let settings = tableWithLastingId(db, id, 'donation_settings');
  for (const column of [
    'upi_id',
    'payee_name',
    'merchant_code',
    'fcra_details',
    'trust_pan',
    'registration_80g',
    'registration_80g_from',
    'registration_80g_to',
    'deduction_before',
    'deduction_before_hi',
    'deduction_after',
    'deduction_after_hi',
    'bank_details',
  ]) {
    settings = settings.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  await settings
    .addColumn('fcra_registered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card_step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  let donations = tableWithLastingId(db, id, 'donations')
    // The donation's reference: the UPI link's tr, the transfer's remark.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    // indian (citizen of India, own funds) or foreign (FCRA account only): stored as declared.
    .addColumn('declaration', 'text', (c) => c.notNull())
    // upi, bank_transfer, cheque, cash, card.
    .addColumn('mode', 'text', (c) => c.notNull())
    // started → reported (the donor says paid) → verified (the bank statement shows it).
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('started'))
    .addColumn('utr', 'text')
    .addColumn('paid_on', 'text')
    // The amount the donor says they paid (the statement's decides).
    .addColumn('reported_paise', 'bigint');
  // As the donor gave them for the receipt ("I have paid"); empty until then.
  for (const column of ['donor_name', 'donor_address', 'donor_pan', 'donor_email', 'donor_phone']) {
    donations = donations.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  await donations
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('notice_id', 'integer')
    .addColumn('recorded_by', 'integer')
    .addColumn('reported_at', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('donations_status_idx').on('donations').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('donations_utr_idx').on('donations').column('utr').execute();

  // The last number given in each financial year: taken under the row's lock, so no gap and no repeat.
  await tableWithLastingId(db, id, 'receipt_counters')
    .addColumn('financial_year', 'text', (c) => c.notNull().unique())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await tableWithLastingId(db, id, 'receipts')
    .addColumn('donation_id', 'integer', (c) => c.notNull().references('donations.id'))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // JSON: every text the receipt shows, as issued.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('replaces_id', 'integer', (c) => c.references('receipts.id'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipts_donation_idx').on('receipts').column('donation_id').execute();

  await tableWithLastingId(db, id, 'receipt_cancellations')
    .addColumn('receipt_id', 'integer', (c) => c.notNull().unique().references('receipts.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // A receipt is never edited: a correction cancels it (a row of its own) and issues a new one.
  for (const table of ['receipts', 'receipt_cancellations']) await refuseChanges(db, engine, table);

  await tableWithLastingId(db, id, 'bank_statement_mappings')
    .addColumn('bank', 'text', (c) => c.notNull().unique())
    // JSON: which column holds the UTR, amount, date (and its format).
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
