// Staff uploads: reads a multipart form (or a JSON body, for edits without a file), refuses what
// is not what it claims to be, and stores files so that a file and its row exist together or not
// at all.
//
// The order every upload route follows:
//   1. readForm: fields as text, files as buffers within their size limit, each file recognised by
//      its content (a PDF, or the magic bytes of a JPEG, PNG or WebP) and its name checked;
//   2. the fields and the caller's rights are validated (nothing written yet);
//   3. storePdf / storeUploadedImage write files under generated names (images re-encoded first,
//      which drops EXIF and GPS data and makes the resized variants);
//   4. commitWithFiles runs the database transaction; if it fails, the new files are removed; if
//      it commits, the files the edit replaced are removed.
// Content rows follow it through content/stored-row.ts.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { en } from '../../shared/messages/en';
import { summarizeIssues } from '../../shared/schemas/fields';
import { refuseBodyProblem } from '../lib/body-problem';
import { HttpError } from '../lib/http-error';
import { ImageRejected, MAX_IMAGE_BYTES, type ProcessedImage, processImage, reencodeScan } from './images';
import type { MediaKind, MediaStore } from './media-store';
import { storeImage, type StoredImage } from './stored-image';

const s = en.staff;

export const MAX_PDF_BYTES = 25 * 1024 * 1024;
/** A signed paper form's scan (a phone photo or a scanner's PDF): small, kept as sent. */
export const MAX_SCAN_BYTES = 5 * 1024 * 1024;

/** image: a picture to re-encode; pdf: a document; scan: a PDF, JPEG or PNG of a signed form. */
export type FileKind = 'image' | 'pdf' | 'scan';

const MAX_BYTES: Record<FileKind, number> = { image: MAX_IMAGE_BYTES, pdf: MAX_PDF_BYTES, scan: MAX_SCAN_BYTES };
const TOO_LARGE: Record<FileKind, string> = { image: s.imageTooLarge, pdf: s.pdfTooLarge, scan: s.scanTooLarge };

/** What is wrong with a file's content for its kind, or null: judged by its bytes, never its name. */
function contentProblem(kind: FileKind, data: Buffer): string | null {
  if (kind === 'pdf') return isPdf(data) ? null : s.notPdf;
  if (kind === 'image') return sniffImage(data) ? null : s.notImage;
  const image = sniffImage(data);
  return isPdf(data) || image === 'jpeg' || image === 'png' ? null : s.notScan;
}

export interface IncomingFile {
  field: string;
  kind: FileKind;
  data: Buffer;
}

export interface FormInput {
  /** Text fields as sent (strings from a form; any JSON value from a JSON body). */
  fields: Record<string, unknown>;
  files: Partial<Record<string, IncomingFile>>;
}

/**
 * Reads the request's form. `fileFields` names the file fields the route takes and what each
 * must be; any other file is refused. A JSON body is accepted as fields only.
 */
export async function readForm(request: FastifyRequest, fileFields: Record<string, FileKind>): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, en.api.badRequest);
    return { fields: body as Record<string, unknown>, files: {} };
  }

  try {
    const form = await readParts(request, fileFields);
    refuseBodyProblem(form.fields);
    return form;
  } catch (error) {
    // busboy's own complaints (a body cut short, no boundary, a malformed part header) are plain
    // errors: the client's mistake, so a 400, not a 500.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw new HttpError(400, en.api.badRequest);
  }
}

async function readParts(request: FastifyRequest, fileFields: Record<string, FileKind>): Promise<FormInput> {
  const fields: Record<string, unknown> = {};
  const files: Partial<Record<string, IncomingFile>> = {};
  // preservePath: see the name as the client sent it ("../../x.jpg"), so that it can be refused
  // rather than silently cut down to its last segment.
  for await (const part of request.parts({ preservePath: true })) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, en.api.tooLarge);
      // A part sent as application/json arrives parsed; any other is text.
      const value: unknown = part.value;
      const previous = fields[part.fieldname];
      // A repeated field (allocated_camps=1&allocated_camps=2) becomes a list.
      fields[part.fieldname] = previous === undefined ? value : ([] as unknown[]).concat(previous, value);
      continue;
    }
    const kind = fileFields[part.fieldname];
    if (!kind) throw new HttpError(400, s.unexpectedFile, { [part.fieldname]: [s.unexpectedFile] });
    if (files[part.fieldname]) throw new HttpError(400, s.oneFilePerField, { [part.fieldname]: [s.oneFilePerField] });
    if (part.filename !== '' && !isAcceptableFileName(part.filename)) {
      throw new HttpError(400, s.fileName, { [part.fieldname]: [s.fileName] });
    }
    const data = await readLimited(part.file, MAX_BYTES[kind], kind);
    if (part.filename === '') {
      // A form's empty file input sends a part with no name and no bytes: no file.
      if (data.length === 0) continue;
      throw new HttpError(400, s.fileName, { [part.fieldname]: [s.fileName] });
    }
    const problem = contentProblem(kind, data);
    if (problem) throw new HttpError(400, problem, { [part.fieldname]: [problem] });
    files[part.fieldname] = { field: part.fieldname, kind, data };
  }
  return { fields, files };
}

/** Validates the fields of a form with a payload schema; refuses with 400, field by field. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const { error, errors } = summarizeIssues(parsed.error.issues);
    throw new HttpError(400, error, errors);
  }
  return parsed.data;
}

/** Reads a stream into memory, refusing with 413 as soon as it passes `max` bytes. */
async function readLimited(stream: Readable & { truncated?: boolean }, max: number, kind: FileKind): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      throw new HttpError(413, TOO_LARGE[kind]);
    }
    chunks.push(chunk);
  }
  if (stream.truncated) throw new HttpError(413, TOO_LARGE[kind]);
  return Buffer.concat(chunks);
}

/**
 * The client's file name is never used to store anything, but a name that tries to climb out of a
 * folder, or carries control characters, marks a request we do not want: refused.
 */
export function isAcceptableFileName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f/\\]/.test(name)) return false;
  return name !== '.' && name !== '..';
}

/** A PDF: `%PDF-1.x` (or 2.x) at the start and an `%%EOF` trailer in the last kilobyte. */
export function isPdf(data: Buffer): boolean {
  if (data.length < 32) return false;
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  return data
    .subarray(Math.max(0, data.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
}

/** A first, cheap look at the magic bytes; processImage decides for good. */
export function sniffImage(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Writes a PDF under a generated name; returns the stored name. */
export async function storePdf(media: MediaStore, kind: MediaKind, file: IncomingFile): Promise<string> {
  if (file.kind !== 'pdf' || !isPdf(file.data)) throw new HttpError(400, s.notPdf);
  const stored = `${media.newStem(kind)}.pdf`;
  await media.write(stored, file.data);
  return stored;
}

/**
 * Writes a signed form's scan under a generated name: a PDF as sent, a JPEG or PNG re-encoded by
 * sharp (which also proves it is one). The caller names a kind the public /media/ route refuses.
 */
export async function storeScan(media: MediaStore, kind: MediaKind, file: IncomingFile): Promise<string> {
  if (file.kind !== 'scan') throw new HttpError(400, s.notScan);
  if (isPdf(file.data)) return storePdf(media, kind, { ...file, kind: 'pdf' });
  let image: Awaited<ReturnType<typeof reencodeScan>>;
  try {
    image = await reencodeScan(file.data);
  } catch (error) {
    if (error instanceof ImageRejected) throw new HttpError(400, s.notScan, { [file.field]: [s.notScan] });
    throw error;
  }
  const stored = `${media.newStem(kind)}.${image.ext}`;
  await media.write(stored, image.data);
  return stored;
}

/** Re-encodes an image (no EXIF, no GPS, resized WebP variants) and writes it under a generated name. */
export async function storeUploadedImage(media: MediaStore, kind: MediaKind, file: IncomingFile): Promise<StoredImage> {
  let processed: ProcessedImage;
  try {
    processed = await processImage(file.data);
  } catch (error) {
    if (error instanceof ImageRejected) throw new HttpError(400, error.message, { [file.field]: [error.message] });
    throw error;
  }
  return storeImage(media, kind, processed);
}

/** Every stored file of an image. */
export const imageFiles = (image: StoredImage) => [image.image, ...image.variants.map((v) => v.path)];

/**
 * Runs `commit` (a database transaction) after new files were written. If it throws, the new files
 * are removed and the error goes on; if it succeeds, the files it reports as replaced or deleted
 * are removed. A file that cannot be removed then is logged and left (an orphan file is harmless;
 * a row without its file is not).
 */
export async function commitWithFiles<T>(
  media: MediaStore,
  log: FastifyBaseLogger,
  written: readonly string[],
  commit: () => Promise<{ value: T; obsolete?: readonly string[] }>,
): Promise<T> {
  let outcome: { value: T; obsolete?: readonly string[] };
  try {
    outcome = await commit();
  } catch (error) {
    await media.remove(...written).catch((err: unknown) => log.error({ err }, 'could not remove the files of a failed upload'));
    throw error;
  }
  if (outcome.obsolete?.length) {
    await media.remove(...outcome.obsolete).catch((err: unknown) => log.warn({ err }, 'could not remove replaced files'));
  }
  return outcome.value;
}
