// UPI (decision 0037): the trust's merchant UPI ID, and the `upi://pay` link a UPI app opens (NPCI's
// deep-link parameters: pa payee address, pn payee name, am amount, cu currency, tn note, tr
// reference, mc merchant code). Shared: the settings form checks the ID as the API does.

/** What a donor declares before any payment option (decision 0037); here, apart from the schemas, so that a page can name them without loading zod. */
export const DECLARATIONS = ['indian', 'foreign'] as const;
export type Declaration = (typeof DECLARATIONS)[number];

/** handle@provider: what the UPI apps accept as a payee address. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/**
 * A UPI ID that is a mobile number (98xxxxxxxx@bank) is a person's: the apps refuse a payment with
 * an amount and reference to a personal ID, so the trust's must be its merchant (business) ID.
 */
export const PERSONAL_UPI_ID = /^(?:\+?91)?[6-9]\d{9}@/;

/** A donation's reference: letters, digits, `-` and `_` (what `tr` may carry). */
export const DONATION_REFERENCE = /^[A-Za-z0-9_-]{4,35}$/;

/** UPI's limit for one payment to a trust (₹1,00,000): above it the page gives bank-transfer details. */
export const UPI_LIMIT_PAISE = 100_000_00;

/** The donor's statement page (decision 0037): the website's route, and the receipt e-mail's link to it. */
export const DONOR_STATEMENT_PATH = '/get-involved/donor-statement';

/** A value in the link: percent-encoded, spaces as %20 (never +), the address's @ kept. */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

export interface UpiPayment {
  upiId: string;
  payeeName: string;
  merchantCode?: string;
  /** The amount in paise. */
  paise: number;
  note: string;
  reference: string;
}

/** Paise as rupees with two decimals: 150000 → "1500.00". */
export const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export function upiPayLink(p: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', p.upiId],
    ['pn', p.payeeName],
    ...(p.merchantCode ? ([['mc', p.merchantCode]] as [string, string][]) : []),
    ['tr', p.reference],
    ['tn', p.note],
    ['am', rupees(p.paise)],
    ['cu', 'INR'],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}
