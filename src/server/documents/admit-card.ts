// The admit card of a screening test (decision 0041): one A4 page in the parent's language.
import { documents } from '../../shared/messages/en-documents';
import { documentsHi } from '../../shared/messages/hi-documents';
import { printedDate, printedDateTime } from './format';
import { LABEL, PAGE, PdfWriter, TEXT_WIDTH } from './pdf-writer';

export interface AdmitCardDocument {
  lang: 'en' | 'hi';
  /** From the settings, in the card's language. */
  trustName: string;
  cycleName: string;
  applicationNumber: string;
  rollNumber: string;
  /** Printed only when given. */
  pin?: string;
  /** May be Devanagari. */
  studentName: string;
  /** YYYY-MM-DD, printed as DD-MM-YYYY. */
  dateOfBirth: string;
  /** Already localised, e.g. "कक्षा 10". */
  className: string;
  centre: { name: string; address: string; district: string };
  /** An ISO instant; printed in India time (Asia/Kolkata). */
  testStartsAt: string;
  /** Localised. */
  paperLanguage: string;
  /** Localised lines. */
  whatToBring: string[];
}

export function admitCardPdf(card: AdmitCardDocument): Promise<Buffer> {
  const texts = card.lang === 'hi' ? documentsHi : documents;
  const t = texts.admitCard;
  const pdf = new PdfWriter(card.lang, `${t.title} ${card.rollNumber}`, card.trustName);
  const top = PAGE.margin;

  let y = pdf.centred(card.trustName, top + 30, { size: 16, bold: true });
  y = pdf.centred(card.cycleName, y, { size: 12 }) + 18;
  y = pdf.centred(t.title, y, { size: 22, bold: true }) - 14;
  pdf.rule(y);
  y += 28;

  y = pdf.field(t.rollNumber, card.rollNumber, y, { size: 18, bold: true });
  y = pdf.field(t.applicationNumber, card.applicationNumber, y);
  if (card.pin) y = pdf.field(t.pin, card.pin, y, { size: 14, bold: true });
  y = pdf.field(t.studentName, card.studentName, y, { size: 14, bold: true });
  y = pdf.field(t.dateOfBirth, printedDate(card.dateOfBirth), y);
  y = pdf.field(t.className, card.className, y);
  y = pdf.field(t.paperLanguage, card.paperLanguage, y);
  y = pdf.field(t.centre, [card.centre.name, card.centre.address, card.centre.district].filter(Boolean).join('\n'), y);
  y = pdf.field(t.testStartsAt, printedDateTime(card.testStartsAt, card.lang, texts), y, { size: 13, bold: true });
  if (card.pin) y = pdf.paragraph(t.pinNote, PAGE.margin, y + 4, TEXT_WIDTH, LABEL);

  if (card.whatToBring.length > 0) {
    y += 14;
    pdf.line(t.whatToBring, PAGE.margin, y, { size: 13, bold: true });
    y += 20;
    for (const item of card.whatToBring) {
      pdf.line('•', PAGE.margin + 4, y, { size: 12 });
      y = pdf.paragraph(item, PAGE.margin + 20, y, TEXT_WIDTH - 20, { size: 12 }) + 2;
    }
  }

  y += 10;
  pdf.rule(y, 0.5);
  pdf.paragraph(t.footer, PAGE.margin, y + 20, TEXT_WIDTH, { size: 10.5 });
  // The card's frame, when it fits on one page (what to bring can be long).
  if (pdf.pages === 1) pdf.box(PAGE.margin - 16, top - 4, TEXT_WIDTH + 32, y + 44 - top);
  return pdf.finish();
}
