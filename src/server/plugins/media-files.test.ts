import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeLandscapeJpeg, makePdf } from '../seed/demo-files';
import { createHarness, type Harness } from '../test-support/api-harness';
import { createStaff, staffMultipart } from '../test-support/staff-fixtures';

let h: Harness;
let jpeg: Buffer;
const pdf = makePdf('Brochure', ['A line']);
beforeAll(async () => {
  h = await createHarness();
  jpeg = await makeLandscapeJpeg(3, 40, 30);
  await h.app.media.write('gallery/b2b2b2b2b2b2b2b2b2b2b2b2.jpg', jpeg);
  await h.app.media.write('brochures/c3c3c3c3c3c3c3c3c3c3c3c3.pdf', pdf);
  fs.writeFileSync(path.join(h.app.media.root, '.secret'), 'hidden');
});
afterAll(() => h.close());

describe('/media/ files', () => {
  it('serves an image with its type, nosniff and a year-long immutable cache', async () => {
    const res = await h.inject({ method: 'GET', url: '/media/gallery/b2b2b2b2b2b2b2b2b2b2b2b2.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });

  it('serves a PDF as application/pdf, as a download in a sandbox, never inline', async () => {
    const res = await h.inject({ method: 'GET', url: '/media/brochures/c3c3c3c3c3c3c3c3c3c3c3c3.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="brochures-c3c3c3c3c3c3c3c3c3c3c3c3.pdf"');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves an uploaded PDF that carries a JavaScript /OpenAction as a sandboxed download', async () => {
    const admin = await createStaff(h, { role: 'admin' });
    const hostile = Buffer.from(
      pdf.toString('latin1').replace('/Type /Catalog', "/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert('x')) >>"),
      'latin1',
    );
    const created = await staffMultipart(h, 'POST', '/api/brochures/', admin, {
      title: 'Brochure',
      file: { filename: 'brochure.pdf', contentType: 'application/pdf', data: hostile },
    });
    expect(created.statusCode).toBe(201);
    const res = await h.inject({ method: 'GET', url: new URL(created.json().file_url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="brochures-[0-9a-f]+\.pdf"$/);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves images inline, for <img> on the website', async () => {
    const res = await h.inject({ method: 'GET', url: '/media/gallery/b2b2b2b2b2b2b2b2b2b2b2b2.jpg' });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('answers 404 JSON for a missing file, a dotfile, a directory and a path out of the media folder', async () => {
    for (const url of [
      '/media/gallery/ffffffffffffffffffffffff.jpg',
      '/media/.secret',
      '/media/gallery/',
      '/media/../app.sqlite',
      '/media/%2e%2e/app.sqlite',
      '/media/gallery/..%2f..%2fapp.sqlite',
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body).not.toMatch(/SQLite format|hidden/);
    }
  });
});
