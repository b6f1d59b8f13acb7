// Pictures of the site itself (decision 0033): an admin uploads one with the part to keep; it is checked
// by its content, cut to its slot's size, stored under a generated name and shown by the public
// replies; another replaces it (the old files go), a delete brings back the built-in one; a refused
// upload stores nothing.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NO_SITE_PICTURES, sitePictures } from '../../../shared/schemas/staff/site-pictures';
import { siteContent } from '../../../shared/schemas/staff/site-content';
import { mediaFiles, pdfFile, pngFile, staffJson, staffMultipart, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({ camps: { a: 'Dharchula Summer Camp' }, staff: { admin: 'admin', coordinator: ['a'] } });

const crop = { crop_x: '0.25', crop_y: '0', crop_w: '0.5', crop_h: '1' };
const read = async () => siteContent.parse((await h.inject({ method: 'GET', url: '/api/site-content/' })).json()).pictures;
const storedName = (url: string) => url.split('/media/')[1]!;
const state = async () => ({
  rows: await h.db.kysely.selectFrom('site_pictures').selectAll().execute(),
  audit: await h.count('audit_log'),
  files: await mediaFiles(h),
});

describe('pictures of the site', () => {
  it('an uploaded logo is cut to the part kept, at 512 × 512 as PNG, and both public replies carry it', async () => {
    expect(await read()).toEqual(NO_SITE_PICTURES);
    // Left half red, right half green: the middle half is kept, half of each.
    const left = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#00ff00' } }, left: 200, top: 0 }])
      .png()
      .toBuffer();
    const res = await staffMultipart(h, 'PUT', '/api/site-pictures/logo/', admin, {
      ...crop,
      image: { filename: 'Our logo.png', contentType: 'image/png', data: left },
    });
    expect(res.statusCode).toBe(200);
    const logo = sitePictures.parse(res.json()).logo!;
    expect([logo.width, logo.height]).toEqual([512, 512]);
    // A generated name, not the one sent.
    expect(storedName(logo.url)).toMatch(/^site\/[a-f0-9]{24}\.png$/);
    expect(logo.variants.map((v) => v.width)).toEqual([400]);

    const stored = await h.app.media.read(storedName(logo.url));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    const { data } = await sharp(stored).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((100 * 512 + x) * 3, (100 * 512 + x) * 3 + 3)];
    expect(pixel(50)).toEqual([255, 0, 0]);
    expect(pixel(460)).toEqual([0, 255, 0]);

    expect((await read()).logo).toEqual(logo);
    const audit = await h.db.kysely.selectFrom('audit_log').select(['action', 'entity']).where('entity', '=', 'site_pictures').execute();
    expect(audit).toEqual([{ action: 'create', entity: 'site_pictures' }]);
  });

  it('a new picture replaces the old one, whose files go; a delete brings back the built-in one', async () => {
    const first = sitePictures.parse(
      (await staffMultipart(h, 'PUT', '/api/site-pictures/hero/', admin, { ...crop, image: await pngFile(900, 300) })).json(),
    ).hero!;
    expect([first.width, first.height]).toEqual([1800, 600]);
    expect(first.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 133],
      [800, 267],
      [1200, 400],
    ]);
    const second = await staffMultipart(h, 'PUT', '/api/site-pictures/hero/', admin, { ...crop, image: await pngFile(600, 600) });
    expect(second.statusCode).toBe(200);
    const hero = sitePictures.parse(second.json()).hero!;
    expect(hero.url).not.toBe(first.url);
    const files = (await mediaFiles(h)).map((f) => f.split('/media/').pop());
    expect(files.some((f) => f?.endsWith(storedName(first.url).split('/')[1]!))).toBe(false);
    expect(await h.db.kysely.selectFrom('site_pictures').select('slot').where('slot', '=', 'hero').execute()).toHaveLength(1);

    const removed = await staffJson(h, 'DELETE', '/api/site-pictures/hero/', admin);
    expect(removed.statusCode).toBe(200);
    expect(sitePictures.parse(removed.json()).hero).toBeNull();
    expect((await mediaFiles(h)).some((f) => f.endsWith(storedName(hero.url).split('/')[1]!))).toBe(false);
    // Nothing left to delete: the same answer.
    expect((await staffJson(h, 'DELETE', '/api/site-pictures/hero/', admin)).statusCode).toBe(200);
  });

  it('refuses a coordinator, a file that is not a picture, a missing or impossible crop and an unknown slot, storing nothing', async () => {
    const before = await state();
    const picture = await pngFile(300, 300);
    const refusals = [
      { who: coordinator, url: '/api/site-pictures/favicon/', body: { ...crop, image: picture }, status: 403 },
      { who: admin, url: '/api/site-pictures/favicon/', body: { ...crop, image: pdfFile('icon.png') }, status: 400 },
      { who: admin, url: '/api/site-pictures/favicon/', body: { image: picture }, status: 400 },
      { who: admin, url: '/api/site-pictures/favicon/', body: { ...crop, crop_x: '0.75', image: picture }, status: 400 },
      { who: admin, url: '/api/site-pictures/favicon/', body: { ...crop, crop_w: '0', image: picture }, status: 400 },
      { who: admin, url: '/api/site-pictures/favicon/', body: crop, status: 400 },
      { who: admin, url: '/api/site-pictures/wallpaper/', body: { ...crop, image: picture }, status: 400 },
    ];
    for (const { who, url, body, status } of refusals) {
      const res = await staffMultipart(h, 'PUT', url, who, body);
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await staffJson(h, 'DELETE', '/api/site-pictures/logo/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'DELETE', '/api/site-pictures/logo/', null)).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });
});

describe('a page of its own banner', () => {
  it('is uploaded for one page at the banner size, shown for that page only, and goes back to the site-wide one', async () => {
    const res = await staffMultipart(h, 'PUT', '/api/site-pictures/banner_trustees/', admin, { ...crop, image: await pngFile(1800, 400) });
    expect(res.statusCode).toBe(200);
    const own = sitePictures.parse(res.json()).banner_trustees!;
    expect([own.width, own.height]).toEqual([1800, 360]);
    const shown = await read();
    expect(shown.banner_trustees).toEqual(own);
    // The other pages keep the site-wide banner (none uploaded here).
    expect(shown.banner_about).toBeNull();
    expect((await staffJson(h, 'DELETE', '/api/site-pictures/banner_trustees/', admin)).statusCode).toBe(200);
    expect((await read()).banner_trustees).toBeNull();
    // A page that has no banner of its own is not a slot.
    const refused = await staffMultipart(h, 'PUT', '/api/site-pictures/banner_privacy/', admin, {
      ...crop,
      image: await pngFile(1800, 400),
    });
    expect(refused.statusCode).toBe(400);
  });
});
