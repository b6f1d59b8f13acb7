// The web app manifest's icons over a real API: the shipped icons until an admin uploads a
// favicon, then icons cut from it at 192 and 512 px (and a maskable 512) under a versioned address
// that is cached for good, and a new upload is a new address.
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile, staffJson, staffMultipart, staffSuite } from '../test-support/staff-fixtures';
import { injectFetcher } from './inject-fetcher';
import { registerWebAppManifest, type WebAppManifest } from './offline-routes';

const { h, admin } = staffSuite({ staff: { admin: 'admin' } });
let web: FastifyInstance;

beforeAll(async () => {
  web = Fastify();
  registerWebAppManifest(web, h.config, injectFetcher(h.app));
  await web.ready();
});
afterAll(async () => {
  await web?.close();
});

const manifest = async () => (await web.inject({ method: 'GET', url: '/manifest.webmanifest' })).json() as WebAppManifest;
const whole = { crop_x: '0', crop_y: '0', crop_w: '1', crop_h: '1' };

describe('the web app manifest icons', () => {
  it('lists the shipped icons while no favicon is uploaded', async () => {
    expect((await manifest()).icons.map((i) => i.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
    ]);
  });

  it('lists icons cut from the uploaded favicon, 192 and 512 px, cached for good, and new ones after another upload', async () => {
    const upload = await staffMultipart(h, 'PUT', '/api/site-pictures/favicon/', admin, { ...whole, image: await pngFile(300, 300) });
    expect(upload.statusCode).toBe(200);
    const icons = (await manifest()).icons;
    expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/site-icons\/[a-f0-9]{16}\/icon-(maskable-)?\d+\.png$/);
      const res = await web.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, `${meta.width}x${meta.height}`]).toEqual(['png', icon.sizes]);
    }
    // The maskable icon keeps the safe zone: its corner is the background, not the picture.
    const maskable = await web.inject({ method: 'GET', url: icons[2]!.src });
    const { data } = await sharp(maskable.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
    expect([...data.subarray((256 * 512 + 256) * 3, (256 * 512 + 256) * 3 + 3)]).toEqual([30, 120, 60]);

    await staffMultipart(h, 'PUT', '/api/site-pictures/favicon/', admin, { ...whole, image: await pngFile(200, 200) });
    const next = (await manifest()).icons;
    expect(next[0]!.src).not.toBe(icons[0]!.src);
    // The old address still answers (a phone may ask), with the current picture and not to be kept.
    const old = await web.inject({ method: 'GET', url: icons[0]!.src });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown icon name with 404, and sends the shipped icon once the favicon is removed', async () => {
    const icons = (await manifest()).icons;
    expect((await web.inject({ method: 'GET', url: icons[0]!.src.replace('icon-192', 'icon-100') })).statusCode).toBe(404);
    await staffJson(h, 'DELETE', '/api/site-pictures/favicon/', admin);
    const res = await web.inject({ method: 'GET', url: icons[0]!.src });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/icons/icon-192.png');
    expect((await manifest()).icons[0]!.src).toBe('/icons/icon-192.png');
  });
});
