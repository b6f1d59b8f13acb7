// The staff console's donation screens (decision 0037, "The console"): the list and one donation's
// record, the review of reports no statement has shown, the receipts of a financial year, the
// Form 10BD years with their filing, and an import's preview. Every route is an admin's.
import { z } from 'zod';
import { STAFF_GIFT_MODES, statementImportResult } from './donations';
import { donationAmountText } from './donations';
import { requiredText } from './fields';

export const DONATION_STATUSES = ['started', 'reported', 'verified', 'rejected'] as const;
/** The list's status filter: a status, or `review` (reported, and no statement has shown it after 30 days). */
export const DONATION_FILTERS = [...DONATION_STATUSES, 'review'] as const;
export const DONATION_MODES = ['upi', 'bank_transfer', 'card', ...STAFF_GIFT_MODES] as const;

/** A financial year as `FY2026-27`. */
export const FINANCIAL_YEAR = /^FY\d{4}-\d{2}$/;
const financialYear = z.string().regex(FINANCIAL_YEAR, 'A financial year reads as FY2026-27');

/** GET /api/donations/records/: the filters. */
export const donationListQuery = z.object({
  status: z.enum(DONATION_FILTERS).optional(),
  fy: financialYear.optional(),
  mode: z.enum(DONATION_MODES).optional(),
});

/** A donation as the list shows it: the PAN and the phone masked. */
export const donationRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(DONATION_STATUSES),
  /** Reported, and no statement has shown it after 30 days. */
  needs_review: z.boolean(),
  mode: z.enum(DONATION_MODES),
  amount: z.string(),
  paid_on: z.string(),
  donor_name: z.string(),
  donor_pan: z.string(),
  donor_phone: z.string(),
  created_at: z.string(),
});
export type DonationRow = z.infer<typeof donationRow>;

export const donationReceiptRow = z.object({
  id: z.number().int(),
  number: z.string(),
  financial_year: z.string(),
  issued_at: z.string(),
  donation_id: z.number().int(),
  reference: z.string(),
  donor_name: z.string(),
  amount: z.string(),
  mode: z.enum(DONATION_MODES),
  /** The receipt this one replaces (its number), or ''. */
  replaces: z.string(),
  /** Cancelled: why, and the receipt that replaced it ('' while there is none). */
  cancelled_reason: z.string().nullable(),
  replaced_by: z.string(),
});
export type DonationReceiptRow = z.infer<typeof donationReceiptRow>;

/** GET /api/donations/records/{id}/: the whole record (admins only: the full PAN), with its receipts. */
export const donationRecord = z.object({
  ...donationRow.shape,
  declaration: z.enum(['indian', 'foreign']),
  utr: z.string(),
  reported_amount: z.string(),
  donor_address: z.string(),
  donor_email: z.string(),
  lang: z.string(),
  reported_at: z.string(),
  verified_at: z.string(),
  review_note: z.string(),
  reviewed_at: z.string(),
  receipts: z.array(donationReceiptRow),
});
export type DonationRecord = z.infer<typeof donationRecord>;

/** POST /api/donations/records/{id}/match/: staff found the payment themselves (the amount credited, when it differs). */
export const donationMatchInput = z.object({
  note: requiredText(500),
  amount: donationAmountText.optional(),
});
/** POST /api/donations/records/{id}/reject/: no payment was found; why. */
export const donationRejectInput = z.object({ reason: requiredText(500) });
export const donationReviewed = z.object({
  reference: z.string(),
  status: z.enum(['verified', 'rejected']),
  /** The receipt issued on a match; '' on a rejection. */
  receipt: z.string(),
});

/** GET /api/donations/receipts/?fy=: a financial year's receipts. */
export const receiptListQuery = z.object({ fy: financialYear });

/** GET /api/donations/form-10bd/: the years with verified gifts, each with its rows and filing; `reminder`: the year to file now. */
export const form10bdYears = z.object({
  years: z.array(
    z.object({
      financial_year: z.string(),
      rows: z.number().int(),
      /** Donors without a PAN: flagged in the CSV, named here. */
      without_pan: z.array(z.object({ name: z.string(), amount: z.string() })),
      filed_at: z.string().nullable(),
    }),
  ),
  /** From 1 to 31 May, the past financial year while its 10BD is not marked filed; else null. */
  reminder: z.string().nullable(),
});
export type Form10bdYears = z.infer<typeof form10bdYears>;
/** GET /api/donations/form-10bd/reminder/: the dashboard's reminder, without any donor's data. */
export const form10bdReminder = z.object({ reminder: z.string().nullable() });
export const form10bdFiled = z.object({ financial_year: z.string(), filed_at: z.string() });

/** GET /api/donations/statement-mappings/: each bank's remembered columns. */
export const statementMappings = z.array(
  z.object({
    bank: z.string(),
    mapping: z.object({ utr: z.string(), amount: z.string(), date: z.string(), date_format: z.string() }),
  }),
);

/** POST /api/donations/statements/preview/: what an import would do, storing nothing. */
export const statementPreview = statementImportResult;
export { financialYear as financialYearText };
