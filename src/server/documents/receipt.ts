// The 80G receipt of a donation (decision 0037): one A4 page in English or Hindi. The wording of
// the deduction and the amount in words come from the caller (settings and the donation's date).
import { documents } from '../../shared/messages/en-documents';
import { documentsHi } from '../../shared/messages/hi-documents';
import { fill } from '../../shared/messages/fill';
import { formatRupees, printedDate } from './format';
import { LABEL, PAGE, PdfWriter, TEXT_WIDTH } from './pdf-writer';

export interface ReceiptDocument {
  lang: 'en' | 'hi';
  trust: { name: string; address: string; pan: string; registration80G: string; registrationValidity: string };
  /** e.g. FY2026-27/000123 */
  receiptNumber: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  donor: { name: string; address: string; pan?: string };
  /** Printed in figures with Indian grouping (₹1,05,000.00). */
  amountPaise: number;
  /** Supplied by the caller. */
  amountInWords: string;
  /** Localised, e.g. "UPI". */
  mode: string;
  reference: string;
  /** Supplied by the caller. */
  deductionText: string;
  /** e.g. cash above ₹2,000. */
  notDeductibleText?: string;
  /** The cancelled receipt this one replaces. */
  replacesReceipt?: string;
}

export function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const t = (receipt.lang === 'hi' ? documentsHi : documents).receipt;
  const { trust } = receipt;
  const pdf = new PdfWriter(receipt.lang, `${t.title} ${receipt.receiptNumber}`, trust.name);
  const top = PAGE.margin;

  let y = top + 22;
  y = pdf.paragraph(trust.name, PAGE.margin, y, TEXT_WIDTH, { size: 17, bold: true }, 1.3);
  y = pdf.paragraph(trust.address, PAGE.margin, y, TEXT_WIDTH, { size: 10.5 }, 1.4);
  const registration = [
    `${t.trustPan}: ${trust.pan}`,
    `${t.registration80G}: ${trust.registration80G}`,
    `${t.validity}: ${trust.registrationValidity}`,
  ].join('  ·  ');
  y = pdf.paragraph(registration, PAGE.margin, y, TEXT_WIDTH, { size: 10.5 }, 1.4);
  y += 2;
  pdf.rule(y - 10);
  y += 22;
  y = pdf.centred(t.title, y, { size: 20, bold: true }) + 3;
  if (receipt.replacesReceipt) {
    y = pdf.paragraph(fill(t.replaces, { number: receipt.replacesReceipt }), PAGE.margin, y, TEXT_WIDTH, { size: 11, bold: true }) + 12;
  }

  y = pdf.field(t.receiptNumber, receipt.receiptNumber, y, { size: 13, bold: true });
  y = pdf.field(t.issuedOn, printedDate(receipt.issuedOn), y);
  y = pdf.field(t.donorName, receipt.donor.name, y, { size: 13, bold: true });
  if (receipt.donor.address) y = pdf.field(t.donorAddress, receipt.donor.address, y);
  if (receipt.donor.pan) y = pdf.field(t.donorPan, receipt.donor.pan, y);
  y = pdf.field(t.amount, formatRupees(receipt.amountPaise), y, { size: 15, bold: true });
  y = pdf.field(t.amountInWords, receipt.amountInWords, y);
  y = pdf.field(t.mode, receipt.mode, y);
  y = pdf.field(t.reference, receipt.reference, y);

  y += 8;
  pdf.rule(y - 12, 0.5);
  y += 6;
  y = pdf.paragraph(t.voluntary, PAGE.margin, y, TEXT_WIDTH, { size: 11 }) + 4;
  y = pdf.paragraph(receipt.deductionText, PAGE.margin, y, TEXT_WIDTH, { size: 11 }) + 4;
  if (receipt.notDeductibleText) y = pdf.paragraph(receipt.notDeductibleText, PAGE.margin, y, TEXT_WIDTH, { size: 11, bold: true }) + 4;
  pdf.line(receipt.receiptNumber, PAGE.width - PAGE.margin, PAGE.height - PAGE.margin, LABEL, 'right');
  return pdf.finish();
}
