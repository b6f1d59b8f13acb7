import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test-support/api-harness';
import {
  type FilePart,
  hostileUploads,
  jpegWithGps,
  mediaFiles,
  pngFile,
  staffJson,
  staffMultipart,
  staffSuite,
} from '../../test-support/staff-fixtures';

const { h, camps, admin, scoped } = staffSuite({
  camps: { a: 'Dharchula', b: 'Munsiyari' },
  staff: { admin: 'admin', scoped: ['a'] },
});

const state = async () => ({ rows: await h.count('gallery_items'), audit: await h.count('audit_log'), files: await mediaFiles(h) });

const morningClass = { title: 'Morning class', description: 'Physics with the class 10 students', date: '2025-06-12' };
/** The fields of a picture of camp A, with a plain PNG unless others are given. */
const picture = async (fields: Record<string, string | FilePart> = {}) => ({
  camp: String(camps.a),
  ...fields,
  image: fields.image ?? (await pngFile()),
});

describe('POST /api/gallery/', () => {
  it('stores a picture re-encoded without EXIF or GPS, with variants, type defaulting to regularclasses', async () => {
    const res = await staffMultipart(h, 'POST', '/api/gallery/', scoped, await picture({ ...morningClass, image: await jpegWithGps() }));
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      ...morningClass,
      type: 'regularclasses',
      camp_id: camps.a,
      camp_name: 'Dharchula',
      width: 900,
      height: 600,
    });
    expect(item.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 900]);
    const stored = await h.app.media.read(item.image.split('/media/')[1]);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    // The public list shows it.
    const list = await h.inject({ method: 'GET', url: `/api/gallery/?camp_id=${camps.a}` });
    expect(list.json().map((g: { id: number }) => g.id)).toContain(item.id);
  });

  it.each([0, 1, 3, 4, 5])('refuses hostile upload #%i with 400 or 413, quickly, storing no row and no file', async (i) => {
    const upload = (await hostileUploads())[i]!;
    expect(upload.field).toBe('image');
    const before = await state();
    const started = Date.now();
    const res = await staffMultipart(h, 'POST', '/api/gallery/', admin, await picture({ title: upload.name, image: upload.file }));
    expect(upload.status).toContain(res.statusCode);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await state()).toEqual(before);
  });

  it('refuses a picture without an image, an unknown camp, and a camp outside the coordinator’s', async () => {
    const before = await state();
    const missing = await staffMultipart(h, 'POST', '/api/gallery/', admin, { title: 'x', camp: String(camps.a) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ image: ['Please attach a file.'] });
    expect((await staffMultipart(h, 'POST', '/api/gallery/', admin, await picture({ camp: '999999' }))).statusCode).toBe(400);
    expect((await staffMultipart(h, 'POST', '/api/gallery/', admin, await picture({ type: 'selfies' }))).statusCode).toBe(400);
    expect((await staffMultipart(h, 'POST', '/api/gallery/', scoped, await picture({ camp: String(camps.b) }))).statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('refuses JSON on the multipart route and multipart on a JSON-only route with 415', async () => {
    const before = await state();
    expect((await staffMultipart(h, 'POST', '/api/add_update/', admin, { title: 'x', text: 'y' })).statusCode).toBe(415);
    expect(await state()).toEqual(before);
  });

  it('leaves no file behind when the database refuses the row', async () => {
    if (testEngine() === 'sqlite') {
      await sql`create trigger refuse_gallery before insert on gallery_items begin select raise(abort, 'refused by test'); end`.execute(
        h.db.kysely,
      );
    } else {
      await sql`create function refuse_gallery() returns trigger as $$ begin raise exception 'refused by test'; end $$ language plpgsql`.execute(
        h.db.kysely,
      );
      await sql`create trigger refuse_gallery before insert on gallery_items for each row execute function refuse_gallery()`.execute(
        h.db.kysely,
      );
    }
    try {
      const before = await state();
      const res = await staffMultipart(h, 'POST', '/api/gallery/', admin, await picture({ image: await pngFile(1000, 700) }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Server error occurred. Please try again later.' });
      expect(await state()).toEqual(before);
    } finally {
      if (testEngine() === 'sqlite') await sql`drop trigger refuse_gallery`.execute(h.db.kysely);
      else {
        await sql`drop trigger refuse_gallery on gallery_items`.execute(h.db.kysely);
        await sql`drop function refuse_gallery()`.execute(h.db.kysely);
      }
    }
  });
});

describe('PUT and DELETE /api/gallery/{id}/', () => {
  it('edits fields only, then replaces the image and removes the old files after the commit', async () => {
    const created = (await staffMultipart(h, 'POST', '/api/gallery/', admin, await picture({ image: await pngFile(500, 400) }))).json();
    const oldFiles = [created.image, ...created.variants.map((v: { url: string }) => v.url)].map((u: string) => u.split('/media/')[1]!);
    const fields = await staffJson(h, 'PUT', `/api/gallery/${created.id}/`, scoped, { title: 'Doubt session', type: 'doubts' });
    expect(fields.json()).toMatchObject({ title: 'Doubt session', type: 'doubts', image: created.image });

    const replaced = await staffMultipart(h, 'PUT', `/api/gallery/${created.id}/`, scoped, { image: await pngFile(640, 480) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ title: 'Doubt session', width: 640, height: 480 });
    expect(replaced.json().image).not.toBe(created.image);
    const files = await mediaFiles(h);
    for (const old of oldFiles) expect(files.some((f) => f.endsWith(old))).toBe(false);
  });

  it('keeps the old picture when the new one is refused, and refuses moving it out of the coordinator’s camps', async () => {
    const created = (await staffMultipart(h, 'POST', '/api/gallery/', admin, await picture())).json();
    const before = await state();
    const bad = await staffMultipart(h, 'PUT', `/api/gallery/${created.id}/`, scoped, {
      title: 'New',
      image: (await hostileUploads())[1]!.file,
    });
    expect(bad.statusCode).toBe(400);
    expect((await staffJson(h, 'PUT', `/api/gallery/${created.id}/`, scoped, { camp: camps.b })).statusCode).toBe(403);
    expect(await state()).toEqual(before);
    expect((await h.inject({ method: 'GET', url: `/api/gallery/${created.id}/` })).json()).toMatchObject({
      image: created.image,
      title: '',
    });
  });

  it('deletes the row and its files', async () => {
    const created = (await staffMultipart(h, 'POST', '/api/gallery/', admin, await picture())).json();
    const before = await state();
    const res = await staffJson(h, 'DELETE', `/api/gallery/${created.id}/`, scoped);
    expect(res.statusCode).toBe(204);
    const after = await state();
    expect(after.rows).toBe(before.rows - 1);
    expect(after.files.length).toBe(before.files.length - 1 - created.variants.length);
    expect((await h.inject({ method: 'GET', url: `/api/gallery/${created.id}/` })).statusCode).toBe(404);
    expect((await staffJson(h, 'DELETE', `/api/gallery/${created.id}/`, admin)).statusCode).toBe(404);
  });
});
