// The donation tables (migrations 021, 024 and 025, decision 0037), part of `Database` in schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Id = Generated<number>;
type Text = ColumnType<string, string | undefined, string>;

/** `rejected`: a report staff reviewed and found no payment for (migration 024). */
export type DonationStatus = 'started' | 'reported' | 'verified' | 'rejected';
export type DonationMode = 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';

export interface DonationSettingsTable {
  id: Id;
  upi_id: Text;
  payee_name: Text;
  merchant_code: Text;
  fcra_registered: ColumnType<number, number | undefined, number>;
  fcra_details: Text;
  card_step: ColumnType<number, number | undefined, number>;
  trust_pan: Text;
  registration_80g: Text;
  registration_80g_from: Text;
  registration_80g_to: Text;
  deduction_before: Text;
  deduction_before_hi: Text;
  deduction_after: Text;
  deduction_after_hi: Text;
  bank_details: Text;
  updated_at: string;
}

export interface DonationTable {
  id: Id;
  reference: string;
  amount_paise: number;
  declaration: 'indian' | 'foreign';
  mode: DonationMode;
  status: ColumnType<DonationStatus, DonationStatus | undefined, DonationStatus>;
  utr: string | null;
  paid_on: string | null;
  reported_paise: number | null;
  donor_name: Text;
  donor_address: Text;
  donor_pan: Text;
  donor_email: Text;
  donor_phone: Text;
  lang: Text;
  notice_id: number | null;
  recorded_by: number | null;
  reported_at: string | null;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
  /** Why staff matched a report by hand or rejected it (migration 024). */
  review_note: Text;
  reviewed_by: number | null;
  reviewed_at: string | null;
}

export interface ReceiptCounterTable {
  id: Id;
  financial_year: string;
  last_number: number;
}

/** An issued 80G receipt; append-only (a trigger refuses UPDATE and DELETE). */
export interface ReceiptTable {
  id: Id;
  donation_id: number;
  financial_year: string;
  number: string;
  content: string;
  replaces_id: number | null;
  issued_at: string;
}

export interface ReceiptCancellationTable {
  id: Id;
  receipt_id: number;
  reason: string;
  cancelled_by: number | null;
  created_at: string;
}

export interface BankStatementMappingTable {
  id: Id;
  bank: string;
  mapping: string;
  updated_at: string;
}

/** A financial year whose Form 10BD staff marked filed (migration 024): the May reminder stops. */
export interface Form10bdFilingTable {
  id: Id;
  financial_year: string;
  filed_by: number | null;
  filed_at: string;
}

/** A receipt's link owed by SMS (migration 025): sent_at set once a sender has it. */
export interface ReceiptTextTable {
  id: Id;
  receipt_id: number;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: string | null;
  created_at: string;
}

export interface DonationTables {
  donation_settings: DonationSettingsTable;
  donations: DonationTable;
  receipt_counters: ReceiptCounterTable;
  receipts: ReceiptTable;
  receipt_cancellations: ReceiptCancellationTable;
  bank_statement_mappings: BankStatementMappingTable;
  form_10bd_filings: Form10bdFilingTable;
  receipt_texts: ReceiptTextTable;
}
