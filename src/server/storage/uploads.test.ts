import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileUploads, multipartBody, pdfFile, pngFile, type FilePart } from '../test-support/staff-fixtures';
import { errorHandling } from '../plugins/errors';
import { MediaStore } from './media-store';
import {
  commitWithFiles,
  imageFiles,
  isAcceptableFileName,
  isPdf,
  parseFields,
  readForm,
  sniffImage,
  storePdf,
  storeUploadedImage,
} from './uploads';

// A small app with the same multipart limits as the API and one route that follows the upload
// order: read, validate, store, commit (which fails on demand), so the module is tested alone.
let app: FastifyInstance;
let media: MediaStore;
let root: string;
const rows: { title: string; files: string[] }[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
  media = new MediaStore(root, 'http://api.test');
  app = Fastify();
  await app.register(errorHandling);
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 20, fields: 50, fieldSize: 64 * 1024, parts: 80 } });
  app.post('/upload', async (request, reply) => {
    const form = await readForm(request, { image: 'image', pdf: 'pdf' });
    const fields = parseFields(
      z.object({ title: z.string().min(1, 'Please fill in all required fields'), fail: z.string().optional() }),
      form.fields,
    );
    const written: string[] = [];
    try {
      if (form.files.image) written.push(...imageFiles(await storeUploadedImage(media, 'gallery', form.files.image)));
      if (form.files.pdf) written.push(await storePdf(media, 'papers', form.files.pdf));
    } catch (error) {
      await media.remove(...written);
      throw error;
    }
    const value = await commitWithFiles(media, request.log, written, async () => {
      if (fields.fail) throw new Error('the database went away');
      rows.push({ title: fields.title, files: written });
      return { value: written };
    });
    return reply.status(201).send({ files: value });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const stored = () =>
  fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => fs.statSync(path.join(root, String(f))).isFile()) : [];
const post = (fields: Record<string, string | FilePart> | [string, string | FilePart][]) => {
  const body = multipartBody(fields);
  return app.inject({ method: 'POST', url: '/upload', payload: body.payload, headers: body.headers });
};

describe('content checks', () => {
  it('recognises a PDF by its header and trailer, not its name', () => {
    expect(isPdf(pdfFile().data)).toBe(true);
    expect(isPdf(Buffer.from(`%PDF-1.7\n${'x'.repeat(100)}`))).toBe(false);
    expect(isPdf(Buffer.from(`hello %PDF-1.4 ... %%EOF${'x'.repeat(40)}`))).toBe(false);
  });

  it('sniffs JPEG, PNG and WebP magic bytes only', async () => {
    expect(sniffImage((await pngFile()).data)).toBe('png');
    for (const format of ['jpeg', 'webp'] as const) {
      const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        [format]()
        .toBuffer();
      expect(sniffImage(image)).toBe(format);
    }
    expect(sniffImage(Buffer.from('<svg></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
  });

  it('refuses file names that climb out of a folder or carry control characters', () => {
    for (const bad of ['../x.png', '..\\x.png', 'a/b.png', '..', 'x\u0000.png', 'x\n.png', ''])
      expect(isAcceptableFileName(bad)).toBe(false);
    for (const good of ['photo.png', 'IMG 2024-06-01.jpeg', 'परीक्षा.pdf', '..hidden.png']) expect(isAcceptableFileName(good)).toBe(true);
  });
});

describe('readForm, store and commit', () => {
  it('stores an image and a PDF under generated names, never the client name', async () => {
    const res = await post({ title: 'Camp', image: await pngFile(900, 600, 'my holiday.png'), pdf: pdfFile('secret name.pdf') });
    expect(res.statusCode).toBe(201);
    const files = res.json().files as string[];
    expect(files.some((f) => /^gallery\/[a-f0-9]{24}\.png$/.test(f))).toBe(true);
    expect(files.some((f) => /^gallery\/[a-f0-9]{24}-w\d+\.webp$/.test(f))).toBe(true);
    expect(files.some((f) => /^papers\/[a-f0-9]{24}\.pdf$/.test(f))).toBe(true);
    expect(files.join()).not.toMatch(/holiday|secret/);
    for (const f of files) expect(fs.existsSync(path.join(root, f))).toBe(true);
  });

  it('removes the new files when the transaction fails: no file without its row', async () => {
    const before = stored();
    const count = rows.length;
    const res = await post({ title: 'Camp', fail: 'yes', image: await pngFile(), pdf: pdfFile() });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Server error occurred. Please try again later.' });
    expect(stored()).toEqual(before);
    expect(rows.length).toBe(count);
  });

  it('validates the fields before any file is written', async () => {
    const before = stored();
    const res = await post({ title: '', image: await pngFile() });
    expect(res.statusCode).toBe(400);
    expect(stored()).toEqual(before);
  });

  it('refuses a file in a field the route does not take, and two files in one field', async () => {
    const before = stored();
    expect((await post({ title: 'x', avatar: await pngFile() })).statusCode).toBe(400);
    const body = multipartBody([
      ['title', 'x'],
      ['image', await pngFile()],
      ['image', await pngFile()],
    ]);
    const twice = await app.inject({ method: 'POST', url: '/upload', payload: body.payload, headers: body.headers });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Send one file per field.');
    expect(stored()).toEqual(before);
  });

  it('treats an empty file input as no file', async () => {
    const res = await post({ title: 'No file', image: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) } });
    expect(res.statusCode).toBe(201);
    expect(res.json().files).toEqual([]);
  });

  it('refuses a PDF over 25 MB with 413, storing nothing', async () => {
    const before = stored();
    const big = pdfFile();
    const data = Buffer.concat([big.data.subarray(0, 9), Buffer.alloc(25 * 1024 * 1024), big.data.subarray(9)]);
    const started = Date.now();
    const res = await post({ title: 'x', pdf: { ...big, data } });
    expect(res.statusCode).toBe(413);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stored()).toEqual(before);
  });

  it.each([0, 1, 2, 3, 4, 5])('refuses hostile upload #%i with 400 or 413, quickly, storing nothing', async (i) => {
    const upload = (await hostileUploads())[i]!;
    const before = stored();
    const started = Date.now();
    const res = await post({ title: upload.name, [upload.field]: upload.file });
    expect(upload.status).toContain(res.statusCode);
    expect(res.json().error).toEqual(expect.any(String));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(stored()).toEqual(before);
  });

  it('strips EXIF and GPS data from a JPEG', async () => {
    const withGps = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Volunteer' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 50/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await post({ title: 'gps', image: { filename: 'gps.jpg', contentType: 'image/jpeg', data: withGps } });
    const original = (res.json().files as string[]).find((f) => f.endsWith('.jpg'))!;
    const meta = await sharp(fs.readFileSync(path.join(root, original))).metadata();
    expect(meta.exif).toBeUndefined();
  });
});
