// Donations (decision 0037): the donation settings staff keep, the declaration and amount a donor
// starts with, and what the API answers (UPI, bank transfer, or the foreign citizen's path).
import { z } from 'zod';
import { donations as d, donationRecords as r } from '../messages/en-donations';
import { validation as v } from '../messages/en-website';
import { email, optionalText, requiredText } from './fields';
import { privacyInput } from './privacy';
import { LANGS } from '../lang';
import { DECLARATIONS, DONATION_REFERENCE, PERSONAL_UPI_ID, UPI_ID_PATTERN } from '../upi';

export { DECLARATIONS, type Declaration } from '../upi';

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const upiId = () =>
  optionalText(256)
    .refine((s) => s === '' || UPI_ID_PATTERN.test(s), r.upiIdInvalid)
    .refine((s) => !PERSONAL_UPI_ID.test(s), r.upiIdPersonal);
const optionalDate = () =>
  optionalText(10).refine((s) => s === '' || (DATE_PATTERN.test(s) && !Number.isNaN(Date.parse(s))), r.dateInvalid);
const optionalPan = () =>
  optionalText(10)
    .transform((s) => s.toUpperCase())
    .refine((s) => s === '' || PAN_PATTERN.test(s), r.panInvalid);

/** The donation settings as staff edit them (PUT /api/donations/settings/; only the fields sent change). */
export const donationSettingsFields = z.object({
  /** The trust's merchant UPI ID; empty: no UPI step. */
  upi_id: upiId(),
  payee_name: optionalText(100),
  /** The merchant category code (mc), when the bank gave one. */
  merchant_code: optionalText(4).refine((s) => s === '' || /^\d{4}$/.test(s), r.merchantCodeInvalid),
  /** Registered under the FCRA: foreign citizens are shown the FCRA account instead of a refusal. */
  fcra_registered: z.boolean(),
  /** The FCRA account (SBI, New Delhi main branch) as the donor should see it. */
  fcra_details: optionalText(1000),
  /** The card provider's step (§7) after the declaration; off hides it. */
  card_step: z.boolean(),
  trust_pan: optionalPan(),
  registration_80g: optionalText(100),
  registration_80g_from: optionalDate(),
  registration_80g_to: optionalDate(),
  /** The deduction's wording on a receipt for a gift before 1 April 2026 (Income-tax Act 1961), and after (Income-tax Act 2025). */
  deduction_before: optionalText(1000),
  deduction_before_hi: optionalText(1000),
  deduction_after: optionalText(1000),
  deduction_after_hi: optionalText(1000),
  /** The account for a bank transfer (above UPI's limit), as the donor should see it. */
  bank_details: optionalText(1000),
});
export const donationSettingsEdit = donationSettingsFields.partial();
export type DonationSettingsEdit = z.infer<typeof donationSettingsEdit>;

export const donationSettings = z.object({
  upi_id: z.string(),
  payee_name: z.string(),
  merchant_code: z.string(),
  fcra_registered: z.boolean(),
  fcra_details: z.string(),
  card_step: z.boolean(),
  trust_pan: z.string(),
  registration_80g: z.string(),
  registration_80g_from: z.string(),
  registration_80g_to: z.string(),
  deduction_before: z.string(),
  deduction_before_hi: z.string(),
  deduction_after: z.string(),
  deduction_after_hi: z.string(),
  bank_details: z.string(),
  updated_at: z.string(),
});
export type DonationSettings = z.infer<typeof donationSettings>;

/** The largest gift the forms take: ₹99,99,99,999. */
export const MAX_DONATION_PAISE = 99_99_99_999_00;

/** Rupees as typed ("1500", "1500.5") in paise. */
export function toPaise(amount: string): number {
  const [whole = '0', part = ''] = amount.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/**
 * §5's amount (digits and at most one point), in rupees with at most two decimals, above 0 and at
 * most ₹99,99,99,999; kept as text, so that what a form checked the API can check again.
 */
export const donationAmountText = z
  .string({ error: v.donationAmount })
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, v.donationAmount)
  .refine((s) => toPaise(s) > 0, v.donationAmount)
  .refine((s) => toPaise(s) <= MAX_DONATION_PAISE, r.amountTooLarge);

/** The amount in paise. */
export const donationAmount = donationAmountText.transform(toPaise);

/** POST /api/donations/: the amount and the declaration, before any payment option. */
export const donationStartInput = z.object({
  amount: donationAmount,
  declaration: z.enum(DECLARATIONS, { error: d.declarationRequired }),
  /** The page's language: the receipt's. */
  lang: z.enum(LANGS).optional(),
});

/** What the donor may do next. */
export const donationOffer = z.discriminatedUnion('kind', [
  /** UPI: the QR code (GET …/qr.svg) and the app link; the card provider's step when the settings keep it. */
  z.object({
    kind: z.literal('upi'),
    reference: z.string(),
    amount: z.string(),
    upi_link: z.string(),
    upi_id: z.string(),
    payee_name: z.string(),
    card_step: z.boolean(),
  }),
  /** Above UPI's limit (or no UPI ID set): the trust's bank account. */
  z.object({ kind: z.literal('bank'), reference: z.string(), amount: z.string(), bank_details: z.string(), card_step: z.boolean() }),
  /** Not an Indian citizen: the FCRA account's details when the trust holds the registration, else '' (no payment option). */
  z.object({ kind: z.literal('foreign'), fcra_details: z.string() }),
  /** Nothing set up to take the gift. */
  z.object({ kind: z.literal('unavailable'), card_step: z.boolean() }),
]);
export type DonationOffer = z.infer<typeof donationOffer>;

/** Who gave, as the receipt and Form 10BD name them: the name as on the PAN, the address, the PAN (optional), an e-mail or phone. */
const donorFields = {
  name: requiredText(200),
  address: requiredText(1000),
  /** Optional; without it no 80G receipt can name the donor's PAN, and the page says so. */
  pan: optionalPan(),
  email: z
    .preprocess((s) => (typeof s === 'string' ? s.trim() : s), z.union([z.literal(''), email()]).optional())
    .transform((s) => s ?? ''),
  phone: optionalText(40).refine((p) => p === '' || /^\+?[\d\s()-]{7,20}$/.test(p), r.phoneInvalid),
};

/** The 12-digit UPI transaction reference (UTR) a payment app shows; spaces typed between groups are dropped. */
export const UTR_PATTERN = /^\d{12}$/;

/** "I have paid" (POST /api/donations/paid/): what the donor reports for the 80G receipt. Never an Aadhaar number. */
export const donationReportInput = z.object({
  reference: z.string({ error: v.required }).trim().regex(DONATION_REFERENCE, r.referenceInvalid),
  utr: z
    .string({ error: v.required })
    .transform((s) => s.replace(/\s+/g, ''))
    .refine((s) => UTR_PATTERN.test(s), r.utrInvalid),
  amount: donationAmountText,
  paid_on: z
    .string({ error: v.required })
    .trim()
    .regex(DATE_PATTERN, r.dateInvalid)
    .refine((s) => !Number.isNaN(Date.parse(s)), r.dateInvalid),
  ...donorFields,
  ...privacyInput,
});
/** An e-mail address or a phone number, at least one (the API says so when both are empty). */
export const hasContact = (r: { email: string; phone: string }) => r.email !== '' || r.phone !== '';
export type DonationReportInput = z.input<typeof donationReportInput>;

export const donationReported = z.object({ reference: z.string(), status: z.literal('reported') });

/** Which column of a bank's statement CSV holds what; remembered per bank. */
export const statementMapping = z.object({
  /** The column with the UPI reference (a 12-digit number anywhere in it, as in "UPI/412345678901/…"). */
  utr: requiredText(100),
  /** The credit column. */
  amount: requiredText(100),
  date: requiredText(100),
  date_format: z.enum(['YYYY-MM-DD', 'DD/MM/YYYY', 'DD-MM-YYYY']),
});
export type StatementMapping = z.infer<typeof statementMapping>;

/** POST /api/donations/statements/: a statement CSV, with the bank's mapping (stored) or without (the stored one). */
export const statementImport = z.object({
  bank: requiredText(100),
  mapping: statementMapping.optional(),
  csv: z.string().min(1).max(5_000_000),
});

export const statementImportResult = z.object({
  /** Donations verified by this import, and how each matched. */
  verified: z.array(z.object({ reference: z.string(), by: z.enum(['utr', 'amount_date']), receipt: z.string() })),
  /** Statement lines for donations verified before (a second import changes nothing). */
  already_verified: z.number().int(),
  unmatched_lines: z.number().int(),
  /** The statement's credit lines that matched no report (line 1 is the first after the header), for staff to look at. */
  unmatched: z.array(z.object({ line: z.number().int(), utr: z.string(), amount: z.string(), date: z.string() })),
});

/** A reported donation the statements have not shown after 30 days, for review. */
export const unmatchedReport = z.object({
  reference: z.string(),
  utr: z.string(),
  amount: z.string(),
  paid_on: z.string(),
  donor_name: z.string(),
  /** Masked: ABCDE****F. */
  donor_pan: z.string(),
  reported_at: z.string(),
});

/** A PAN as lists show it: ABCDE****F. */
export const maskPan = (pan: string) => (pan.length === 10 ? `${pan.slice(0, 5)}****${pan.slice(9)}` : pan);

export const STAFF_GIFT_MODES = ['cheque', 'bank_transfer', 'cash'] as const;

/** POST /api/donations/gifts/: a gift staff received by cheque, bank transfer or cash; verified as recorded. */
export const staffGiftInput = z.object({
  mode: z.enum(STAFF_GIFT_MODES),
  amount: donationAmountText,
  received_on: z.string().trim().regex(DATE_PATTERN, r.dateInvalid),
  /** The cheque's number or the transfer's UTR; empty for cash. */
  instrument: optionalText(50),
  /** The donor declared (on paper) they are a citizen of India giving their own funds. */
  declaration: z.literal('indian', { error: d.declarationRequired }),
  ...donorFields,
  lang: z.enum(LANGS).optional(),
});

export const staffGift = z.object({
  reference: z.string(),
  status: z.literal('verified'),
  mode: z.enum(STAFF_GIFT_MODES),
  receipt: z.string(),
});

/** POST /api/donations/receipts/{id}/cancel/: why; the answer names the cancelled and the new receipt. */
export const receiptCancelInput = z.object({ reason: requiredText(500) });
export const receiptCancelled = z.object({ cancelled: z.string(), issued: z.string() });
