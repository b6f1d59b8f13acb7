// A receipt as HTML and plain text, in its language, from the content it was issued with (never
// from today's settings): the e-mail's body and, later, the page a donor's link opens.
import { type DonationRecordMessages, donationRecords as en } from '../../../shared/messages/en-donations';
import { fill } from '../../../shared/messages/fill';
import { donationRecordsHi as hi } from '../../../shared/messages/hi-donations';
import { escapeHtml } from '../../mail/compose';
import type { MailContent } from '../../mail/compose';
import type { ReceiptDocument } from '../../documents/public';

export interface ReceiptContent {
  number: string;
  date: string;
  lang: string;
  trust_name: string;
  trust_address: string;
  trust_pan: string;
  registration_80g: string;
  registration_80g_from: string;
  registration_80g_to: string;
  donor_name: string;
  donor_address: string;
  donor_pan: string;
  amount: string;
  amount_words_en: string;
  amount_words_hi: string;
  mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
  reference: string;
  deduction_en: string;
  deduction_hi: string;
  deductible: boolean;
  /** The cancelled receipt this one replaces ('' for none). */
  replaces_number: string;
}

/** The receipt's lines: [label, value] pairs, then its closing sentences. */
export function receiptLines(c: ReceiptContent): { title: string; rows: [string, string][]; notes: string[]; t: DonationRecordMessages } {
  const t: DonationRecordMessages = c.lang === 'hi' ? hi : en;
  const rows: [string, string][] = [
    [t.receiptNumber, c.number],
    [t.receiptDate, c.date],
    [c.trust_name, c.trust_address],
    [t.receiptTrustPan, c.trust_pan],
    [t.receipt80g, `${c.registration_80g} (${fill(t.receipt80gValidity, { from: c.registration_80g_from, to: c.registration_80g_to })})`],
    [t.receiptDonor, `${c.donor_name}\n${c.donor_address}`],
    [t.receiptDonorPan, c.donor_pan || '-'],
    [t.receiptAmount, `₹${c.amount}\n${c.lang === 'hi' ? c.amount_words_hi : c.amount_words_en}`],
    [t.receiptMode, `${t[`mode_${c.mode}`]} ${c.reference}`],
    ...(c.replaces_number ? ([[t.receiptReplaces, c.replaces_number]] as [string, string][]) : []),
  ];
  const deduction = c.lang === 'hi' ? c.deduction_hi || c.deduction_en : c.deduction_en;
  const notes = [t.receiptVoluntary, ...(c.deductible ? (deduction ? [deduction] : []) : [t.receiptCashNotDeductible])];
  return { title: t.receiptTitle, rows, notes, t };
}

const cell = (v: string) => escapeHtml(v).replace(/\n/g, '<br>');

export function receiptHtml(c: ReceiptContent): string {
  const { title, rows, notes } = receiptLines(c);
  return [
    `<h1>${escapeHtml(title)}</h1>`,
    `<table>${rows.map(([k, v]) => `<tr><th align="left" valign="top">${cell(k)}</th><td>${cell(v)}</td></tr>`).join('')}</table>`,
    ...notes.map((n) => `<p>${cell(n)}</p>`),
  ].join('\n');
}

export function receiptMail(c: ReceiptContent): MailContent {
  const { title, rows, notes, t } = receiptLines(c);
  const text = [t.receiptIntro, '', title, ...rows.map(([k, v]) => `${k}: ${v.replace(/\n/g, ', ')}`), '', ...notes].join('\n');
  return { subject: fill(t.receiptSubject, { number: c.number }), text, html: `<p>${cell(t.receiptIntro)}</p>\n${receiptHtml(c)}` };
}

/** The receipt as the PDF document (decision 0038) of the content it was issued with; `paise` is the amount it names. */
export function receiptDocument(c: ReceiptContent, paise: number): ReceiptDocument {
  const { t, notes } = receiptLines(c);
  const lang = c.lang === 'hi' ? 'hi' : 'en';
  return {
    lang,
    trust: {
      name: c.trust_name,
      address: c.trust_address,
      pan: c.trust_pan,
      registration80G: c.registration_80g,
      registrationValidity: fill(t.receipt80gValidity, { from: c.registration_80g_from, to: c.registration_80g_to }),
    },
    receiptNumber: c.number,
    issuedOn: c.date,
    donor: { name: c.donor_name, address: c.donor_address, ...(c.donor_pan ? { pan: c.donor_pan } : {}) },
    amountPaise: paise,
    amountInWords: lang === 'hi' ? c.amount_words_hi : c.amount_words_en,
    mode: t[`mode_${c.mode}`],
    reference: c.reference,
    deductionText: c.deductible ? notes.slice(1).join(' ') : '',
    ...(c.deductible ? {} : { notDeductibleText: t.receiptCashNotDeductible }),
    ...(c.replaces_number ? { replacesReceipt: c.replaces_number } : {}),
  };
}
