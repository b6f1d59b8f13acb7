// The PDF documents in both languages: small, one A4 page, fonts embedded as subsets, the text read
// back from the file as it was given (poppler's pdftotext: the ActualText of the Devanagari runs and
// the fonts' ToUnicode maps), and page 1 drawn to a PNG (poppler's pdftoppm) that is not blank.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { printedDateTime } from './format';
import { FONT_DIR, PdfWriter, scriptRuns } from './pdf-writer';
import { type AdmitCardDocument, admitCardPdf, formatRupees, pdfFileName, type ReceiptDocument, receiptPdf, sendPdf } from './public';
import { documents } from '../../shared/messages/en-documents';
import { documentsHi } from '../../shared/messages/hi-documents';

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Words whose shaping goes wrong first: conjuncts (क्ष, त्र, श्र, ष्ण), vowel signs (ि before its consonant), reph (र्). */
const HARD_WORDS = 'प्रवेश पत्र क्षेत्रीय श्रीमती कृष्ण परीक्षा केंद्र हिन्दी कर्म';

const card = (lang: 'en' | 'hi', extra: Partial<AdmitCardDocument> = {}): AdmitCardDocument => ({
  lang,
  trustName: lang === 'hi' ? 'हिल कैंप्स शिक्षा ट्रस्ट' : 'Hill Camps Education Trust',
  cycleName: lang === 'hi' ? 'स्क्रीनिंग टेस्ट 2027' : 'Screening test 2027',
  applicationNumber: 'ST27-000123-K',
  rollNumber: '27-0042',
  pin: '482913',
  studentName: 'श्रीमती कृष्ण कुमारी',
  dateOfBirth: '2011-04-09',
  className: lang === 'hi' ? 'कक्षा 10' : 'Class 10',
  centre: { name: 'राजकीय इंटर कॉलेज, परीक्षा केंद्र', address: `क्षेत्रीय कार्यालय के पास, ${HARD_WORDS}`, district: 'पिथौरागढ़' },
  testStartsAt: '2027-03-14T04:30:00Z',
  paperLanguage: lang === 'hi' ? 'हिंदी' : 'Hindi',
  whatToBring: lang === 'hi' ? ['यह प्रवेश पत्र', 'नीला या काला पेन'] : ['This admit card', 'A blue or black pen'],
  ...extra,
});

const receipt = (lang: 'en' | 'hi', extra: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  lang,
  trust: {
    name: lang === 'hi' ? 'हिल कैंप्स शिक्षा ट्रस्ट' : 'Hill Camps Education Trust',
    address: 'Village Dharchula, District Pithoragarh, Uttarakhand 262545',
    pan: 'AAATH1234K',
    registration80G: 'AAATH1234KF20261',
    registrationValidity: 'AY 2027-28 to AY 2031-32',
  },
  receiptNumber: 'FY2026-27/000123',
  issuedOn: '2026-11-27',
  donor: { name: 'श्रीमती कृष्णा देवी', address: HARD_WORDS, pan: 'ABCDE1234F' },
  amountPaise: 10_500_000,
  amountInWords: lang === 'hi' ? 'एक लाख पाँच हज़ार रुपये मात्र' : 'Rupees One Lakh Five Thousand only',
  mode: 'UPI',
  reference: '412345678901',
  deductionText: lang === 'hi' ? 'धारा 80G के अंतर्गत कटौती योग्य।' : 'Eligible for deduction under section 80G of the Income-tax Act, 1961.',
  notDeductibleText: lang === 'hi' ? '₹2,000 से अधिक का नकद दान कटौती योग्य नहीं है।' : 'Cash above ₹2,000 is not deductible.',
  replacesReceipt: 'FY2026-27/000120',
  ...extra,
});

/** The file's text as pdftotext reads it, every run of white space one space. */
async function textOf(file: string, pdf: Buffer): Promise<string> {
  fs.writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** Checks what every document must be, and returns its text. */
async function checked(name: string, pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeLessThanOrEqual(100 * 1024);
  const file = path.join(tmp, `${name}.pdf`);
  const text = await textOf(file, pdf);
  const info = (await run('pdfinfo', [file])).stdout;
  expect(info).toMatch(/^Pages:\s+1$/m);
  expect(info).toMatch(/^Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)$/m);
  // Every font embedded, as a subset (columns: name type encoding emb sub uni).
  const fonts = (await run('pdffonts', [file])).stdout.trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  for (const row of fonts) expect(row).toMatch(/\byes\s+yes\s+yes\s+\d+\s+\d+$/);
  await run('pdftoppm', ['-r', '50', '-png', '-singlefile', '-f', '1', '-l', '1', file, path.join(tmp, name)]);
  const png = path.join(tmp, `${name}.png`);
  const stats = await sharp(png).greyscale().stats();
  // Mostly white paper with dark text on it.
  expect(stats.channels[0]!.mean).toBeGreaterThan(200);
  expect(stats.channels[0]!.min).toBeLessThan(60);
  return text;
}

/** One test per language: the document is what `checked` asks, and its text holds every `expected` string. */
function inBothLanguages(name: string, render: (lang: 'en' | 'hi') => Promise<Buffer>, expected: (lang: 'en' | 'hi') => string[]) {
  for (const lang of ['en', 'hi'] as const) {
    it(`in ${lang === 'en' ? 'English' : 'Hindi'}: one A4 page under 100 KB whose text reads back as given`, async () => {
      const text = await checked(`${name}-${lang}`, await render(lang));
      for (const string of expected(lang)) expect(text).toContain(string);
    });
  }
}

const catalogue = (lang: 'en' | 'hi') => (lang === 'hi' ? documentsHi : documents);

describe('the admit card', () => {
  inBothLanguages(
    'card',
    (lang) => admitCardPdf(card(lang)),
    (lang) => [
      ...[catalogue(lang).admitCard.title, catalogue(lang).admitCard.rollNumber, 'श्रीमती कृष्ण कुमारी', HARD_WORDS],
      ...'27-0042 ST27-000123-K 482913 09-04-2011 पिथौरागढ़'.split(' '),
      lang === 'hi' ? '14-03-2027, सुबह 10:00 बजे' : '14-03-2027, 10:00 AM',
      card(lang).whatToBring[1]!,
      card(lang).trustName,
    ],
  );

  it('prints the PIN only when there is one', async () => {
    const text = await textOf(path.join(tmp, 'no-pin.pdf'), await admitCardPdf(card('en', { pin: undefined })));
    expect(text).not.toContain(documents.admitCard.pin);
    expect(text).not.toContain('482913');
    expect(text).toContain('27-0042');
  });
});

describe('the receipt', () => {
  inBothLanguages(
    'receipt',
    (lang) => receiptPdf(receipt(lang)),
    (lang) => [
      catalogue(lang).receipt.title,
      catalogue(lang).receipt.voluntary,
      ...'FY2026-27/000123 FY2026-27/000120 27-11-2026 AAATH1234K AAATH1234KF20261'.split(' '),
      'AY 2027-28 to AY 2031-32',
      'श्रीमती कृष्णा देवी',
      HARD_WORDS,
      'ABCDE1234F',
      '₹1,05,000.00',
      receipt(lang).amountInWords,
      '412345678901',
      receipt(lang).deductionText,
      receipt(lang).notDeductibleText!,
    ],
  );

  it('leaves out what is not given: the donor PAN, the note on cash, the replaced receipt', async () => {
    const plain = receipt('en', {
      donor: { name: 'Asha Rawat', address: 'Almora' },
      notDeductibleText: undefined,
      replacesReceipt: undefined,
    });
    const text = await textOf(path.join(tmp, 'plain.pdf'), await receiptPdf(plain));
    expect(text).toContain('Asha Rawat');
    expect(text).not.toContain(documents.receipt.donorPan);
    expect(text).not.toContain('ABCDE1234F');
    expect(text).not.toContain('FY2026-27/000120');
    expect(text).not.toContain('not deductible');
  });

  it('a long text runs onto a second page rather than off the first', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `पंक्ति ${i + 1} क्षेत्रीय कार्यालय`).join('\n');
    const file = path.join(tmp, 'long.pdf');
    const text = await textOf(file, await receiptPdf(receipt('hi', { deductionText: long })));
    expect((await run('pdfinfo', [file])).stdout).toMatch(/^Pages:\s+[2-9]$/m);
    expect(text).toContain('पंक्ति 120 क्षेत्रीय कार्यालय');
  });
});

describe('the vendored Devanagari font, shaped by fontkit', () => {
  const font = fontkit.openSync(path.join(FONT_DIR, 'NotoSansDevanagari-Regular.subset.ttf')) as fontkit.Font;

  it('makes conjuncts: क्ष is one glyph, श्र and त्र fewer glyphs than letters', () => {
    expect(font.layout('क्ष').glyphs).toHaveLength(1);
    expect(font.layout('श्री').glyphs.length).toBeLessThan([...'श्री'].length);
    expect(font.layout('पत्र').glyphs.length).toBeLessThan([...'पत्र'].length);
  });

  it('puts ि before its consonant and the reph after the letter it sits on', () => {
    const ki = font.layout('कि').glyphs;
    expect(ki[0]!.codePoints).toEqual([0x093f]);
    const karm = font.layout('कर्म').glyphs.map((glyph) => glyph.codePoints);
    expect(karm.at(-1)).toEqual([0x0930, 0x094d]);
  });
});

describe('formats', () => {
  it('writes rupees with Indian grouping', () => {
    const written = [0, 5, 12_345, 100_000, 10_500_000, 99_999_999_900].map(formatRupees);
    expect(written).toEqual(['₹0.00', '₹0.05', '₹123.45', '₹1,000.00', '₹1,05,000.00', '₹99,99,99,999.00']);
    expect(() => formatRupees(-1)).toThrow(RangeError);
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });

  it('writes a time in India time', () => {
    expect(printedDateTime('2027-03-14T04:30:00Z', 'en', documents)).toBe('14-03-2027, 10:00 AM');
    expect(printedDateTime('2027-03-14T20:15:00Z', 'hi', documentsHi)).toBe('15-03-2027, रात 1:45 बजे');
  });

  it('cuts text into runs of one script, a space staying with the run before it', () => {
    expect(scriptRuns('Roll नंबर 12: कृष्ण')).toEqual([
      { text: 'Roll ', deva: false },
      { text: 'नंबर ', deva: true },
      { text: '12: ', deva: false },
      { text: 'कृष्ण', deva: true },
    ]);
  });

  it('wraps at white space, cuts a word longer than a line, and keeps a Devanagari word whole', () => {
    const writer = new PdfWriter('en', 'wrap', 'test');
    const style = { size: 12 };
    expect(writer.wrap('a\tb  c\nd', 200, style)).toEqual(['a b c', 'd']);
    const reference = 'UTR'.repeat(60);
    const lines = writer.wrap(`Reference ${reference}`, 200, style);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(writer.width(line, style)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe(`Reference${reference}`);
    const long = 'क्षेत्रीय'.repeat(12);
    expect(writer.wrap(long, 100, style)).toEqual([long]);
  });

  it('names a file in plain ASCII', () => {
    expect(pdfFileName('admit-card-27-0042')).toBe('admit-card-27-0042.pdf');
    expect(pdfFileName('Receipt FY2026-27/000123.pdf')).toBe('Receipt-FY2026-27-000123.pdf');
    expect(pdfFileName('प्रवेश पत्र')).toBe('document.pdf');
    expect(pdfFileName('../"x"\r\nSet-Cookie: a=b')).toBe('x-Set-Cookie-a-b.pdf');
    expect(pdfFileName('crème brûlée')).toBe('creme-brulee.pdf');
  });
});

describe('sendPdf', () => {
  it('sends the PDF inline, uncached, under a safe name', async () => {
    const app = Fastify();
    const pdf = await admitCardPdf(card('hi'));
    app.get('/card', (_request, reply) => sendPdf(reply, pdf, 'प्रवेश पत्र 27/0042'));
    const res = await app.inject({ method: 'GET', url: '/card' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="27-0042.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
