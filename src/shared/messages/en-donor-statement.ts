// A donor's own receipts (decision 0037, item 7): the statement page after a one-time code, and
// the texts the server sends (the code, the receipt's link by SMS). Hindi: hi-donor-statement.ts.
// The page's first two steps (the e-mail or phone, then the code) are the privacy pages' own.

import { web } from './en-website';

export const donorStatement = {
  title: web.privacyFrame.donorStatementTitle,
  intro:
    'Enter the e-mail address or phone number you gave with your donation. We send a 6-digit code to it; then you can download your 80G receipts of any financial year.',
  yearLabel: 'Financial year',
  showYear: 'Show',
  listTitle: 'Receipts of {year}',
  none: 'No receipt has been issued to this e-mail address or phone number yet. A receipt is issued once the trust’s bank statement shows your gift.',
  noneThisYear: 'No receipt of this financial year.',
  receiptLine: 'Receipt {number} of {date}: ₹{amount}',
  replaces: 'It replaces receipt {number}.',
  download: 'Download the PDF',
  total: 'Total of the year: ₹{amount}',
  signOut: 'Sign out',
} as const;

/** What the server sends and answers (the code, the receipt's link). */
export const donorStatementMail = {
  codeSubject: 'Your code: {code}',
  codeText: 'Your code to see your donation receipts is {code}. It works for 10 minutes. If you did not ask for it, ignore this message.',
  codeSms: '{code} is your code to see your donation receipts. It works for 10 minutes.',
  codeSent: 'If a donation was given with this e-mail address or phone number, a code is on its way.',
  receiptSms: 'Thank you for your gift. Your 80G receipt {number}: {link} (the link works for {days} days)',
  linkInvalid: 'This receipt link has expired or is not valid. You can download your receipts on the trust’s website with a one-time code.',
  receiptsOnline: 'All your receipts, any time, with a one-time code: {link}',
  linkCancelled: 'This receipt was cancelled and replaced by a new one; its link was sent to you.',
} as const;

/** Each catalogue's shape: another language's has the same keys, every text a string. */
export type DonorStatementMessages = Record<keyof typeof donorStatement, string>;
export type DonorStatementMailMessages = Record<keyof typeof donorStatementMail, string>;
