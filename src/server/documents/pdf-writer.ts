// A small layer over pdfkit for the documents: A4 pages, text in two vendored fonts chosen per run of
// script (Noto Sans Devanagari for Devanagari, Noto Sans for the rest, ₹ included), wrapped by words,
// placed by baseline. pdfkit shapes each run with fontkit (its Indic shaper: conjuncts, vowel signs,
// reph) and embeds only the glyphs used. A shaped Devanagari run's glyphs are in visual order (ि before
// its consonant, the reph after), so its text is also written as ActualText: text extraction, search
// and screen readers then read what was typed, not the glyph order (decision 0038).
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/** Where the vendored fonts are, from the project's root (the server runs there: web-server.ts's dist/web alike). */
export const FONT_DIR = path.resolve('src/server/documents/fonts');

const FONT_FILES = {
  latin: 'NotoSans-Regular.subset.ttf',
  latinBold: 'NotoSans-Bold.subset.ttf',
  deva: 'NotoSansDevanagari-Regular.subset.ttf',
  devaBold: 'NotoSansDevanagari-Bold.subset.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

// Read and parsed once for every document: parsing the fonts (their shaping tables above all) was
// most of a document's time when pdfkit did it for each one. A parsed font holds no state of a
// document (pdfkit keeps each document's glyph subset in its own wrapper), so documents share it.
let parsed: Record<FontName, fontkit.Font> | null = null;
function fonts(): Record<FontName, fontkit.Font> {
  parsed ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.create(fs.readFileSync(path.join(FONT_DIR, file))) as fontkit.Font]),
  ) as Record<FontName, fontkit.Font>;
  return parsed;
}

/** Devanagari and its extensions, with the joiners that shape it. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]/;

export interface Run {
  text: string;
  deva: boolean;
}

/** `text` cut where the script changes; a space stays with the run before it. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const deva = char === ' ' && last ? last.deva : DEVANAGARI.test(char);
    if (last && last.deva === deva) last.text += char;
    else runs.push({ text: char, deva });
  }
  return runs;
}

/** A PDF string of any text: UTF-16BE with its byte order mark, as hex. */
function pdfTextString(text: string): string {
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
/** The width of a field's label column. */
const LABEL_WIDTH = 170;
export const LABEL: TextStyle = { size: 10.5, color: '#333333' };
export const VALUE: TextStyle = { size: 12 };
/** The text area's width. */
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  /** How many pages the document has so far. */
  pages = 1;

  constructor(lang: 'en' | 'hi', title: string, author: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: lang === 'hi' ? 'hi-IN' : 'en-IN',
      displayTitle: true,
      info: { Title: title, Author: author, Creator: author, Producer: 'pdfkit' },
    });
    const data = fonts();
    // pdfkit takes a parsed fontkit font (PDFFontFactory.open); @types/pdfkit does not say so yet.
    for (const name of Object.keys(FONT_FILES) as FontName[]) this.doc.registerFont(name, data[name] as unknown as Buffer);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private use(deva: boolean, style: TextStyle) {
    const name: FontName = deva ? (style.bold ? 'devaBold' : 'deva') : style.bold ? 'latinBold' : 'latin';
    this.doc
      .font(name)
      .fontSize(style.size)
      .fillColor(style.color ?? '#000000');
  }

  /** The width `text` takes in `style`. */
  width(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of scriptRuns(text)) {
      this.use(run.deva, style);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /** One line of text with its baseline at `y`, starting at `x` (or ending there with align 'right'). */
  line(text: string, x: number, y: number, style: TextStyle, align: 'left' | 'right' | 'center' = 'left') {
    let at = align === 'left' ? x : x - this.width(text, style) / (align === 'right' ? 1 : 2);
    for (const run of scriptRuns(text)) {
      this.use(run.deva, style);
      if (run.deva) this.withActualText(run.text, () => this.doc.text(run.text, at, y, { lineBreak: false, baseline: 'alphabetic' }));
      else this.doc.text(run.text, at, y, { lineBreak: false, baseline: 'alphabetic' });
      at += this.doc.widthOfString(run.text);
    }
  }

  /** `text` broken into lines of at most `width` at its spaces (and at its own line breaks). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n?|\n/)) {
      let current = '';
      for (const word of paragraph.split(/[^\S\r\n]+/).flatMap((word) => this.pieces(word, width, style))) {
        const candidate = current ? `${current} ${word}` : word;
        if (current && this.width(candidate, style) > width) {
          lines.push(current);
          current = word;
        } else current = candidate;
      }
      lines.push(current);
    }
    return lines;
  }

  /**
   * A word wider than a line (a long reference, say) cut into pieces that fit. A Devanagari word is
   * left whole: cut between two letters it would lose its shaping, and words that long are not written.
   */
  private pieces(word: string, width: number, style: TextStyle): string[] {
    if (!word) return [];
    if (DEVANAGARI.test(word) || this.width(word, style) <= width) return [word];
    const pieces = [''];
    for (const char of word) {
      const last = pieces[pieces.length - 1]!;
      if (last && this.width(last + char, style) > width) pieces.push(char);
      else pieces[pieces.length - 1] = last + char;
    }
    return pieces;
  }

  /** Lines centred on the page, the first baseline at `y`; returns the baseline after the last. */
  centred(text: string, y: number, style: TextStyle, leading = 1.35): number {
    let at = y;
    for (const line of this.wrap(text, TEXT_WIDTH - 24, style)) {
      at = this.roomFor(at, style.size);
      this.line(line, PAGE.width / 2, at, style, 'center');
      at += style.size * leading;
    }
    return at;
  }

  /** A wrapped paragraph whose first baseline is `y`; returns the baseline after its last line. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle, leading = 1.45): number {
    let at = y;
    for (const line of this.wrap(text, width, style)) {
      at = this.roomFor(at, style.size);
      this.line(line, x, at, style);
      at += style.size * leading;
    }
    return at;
  }

  /** `y`, or the top of a new page when a line of `size` at `y` would cross the bottom margin. */
  roomFor(y: number, size: number): number {
    if (y <= PAGE.height - PAGE.margin) return y;
    this.doc.addPage();
    this.pages += 1;
    return PAGE.margin + size;
  }

  /**
   * Runs `draw` (one pdfkit text call) with its glyphs inside a marked-content span whose ActualText
   * is `text`. The span opens just after pdfkit's BT and closes just before its ET: a reader (poppler's
   * pdftotext, for one) places the ActualText with the text state current at EMC, which outside the
   * text object is pdfkit's flipped page space, putting the words elsewhere on the page.
   */
  private withActualText(text: string, draw: () => void) {
    const doc = this.doc;
    const addContent = doc.addContent;
    doc.addContent = function (this: PDFKit.PDFDocument, content: string) {
      if (content === 'ET') addContent.call(this, 'EMC');
      addContent.call(this, content);
      if (content === 'BT') addContent.call(this, `/Span <</ActualText ${pdfTextString(text)}>> BDC`);
      return this;
    };
    try {
      draw();
    } finally {
      doc.addContent = addContent;
    }
  }

  /**
   * A label and its value side by side (the value wrapped in its column), the row's first baseline at
   * `y`; returns the next row's first baseline.
   */
  field(label: string, value: string, y: number, valueStyle: TextStyle = VALUE): number {
    const valueX = PAGE.margin + LABEL_WIDTH;
    const width = PAGE.width - PAGE.margin - valueX;
    const top = this.roomFor(y, valueStyle.size);
    const page = this.pages;
    const labelEnd = this.paragraph(label, PAGE.margin, top, LABEL_WIDTH - 12, LABEL);
    const valueEnd = this.paragraph(value, valueX, top, width, valueStyle);
    // A value that ran onto the next page ends below a label left on the page before.
    return (this.pages > page ? valueEnd : Math.max(labelEnd, valueEnd)) + 6;
  }

  /** A horizontal rule across the text area. */
  rule(y: number, weight = 0.75, color = '#555555') {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  }

  /** A rectangle's outline. */
  box(x: number, y: number, width: number, height: number, weight = 1, color = '#000000') {
    this.doc.rect(x, y, width, height).lineWidth(weight).strokeColor(color).stroke();
  }

  /** The finished file. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
