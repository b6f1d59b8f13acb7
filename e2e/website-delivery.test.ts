// How the website's bytes leave the server, as a browser and a CDN see them: pages and the
// build's scripts arrive compressed (made once, not per request), with tags a browser can
// revalidate against (304) and caching headers a CDN can use; hashed files are immutable.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from './support/server';

let site: RunningSite;

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose reply is kept as sent (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (reply: RawReply) =>
  reply.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(reply.body).toString('utf8')
    : reply.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(reply.body).toString('utf8')
      : reply.body.toString('utf8');

beforeAll(async () => {
  // At info, the log names every request that reached Fastify (the front door's answers are not logged).
  site = await startSite({ LOG_LEVEL: 'info' });
});

let marks = 0;
/**
 * How many times a URL reached the website's Fastify (its request log), once the log has caught
 * up: a request the front door never answers (a revalidation) is sent after the others, and its
 * line awaited; the log keeps the order of the requests.
 */
async function reached(url: string): Promise<number> {
  const mark = `/?log-mark=${++marks}`;
  await get(site.web + mark, { 'If-None-Match': '"mark"' });
  const lines = () =>
    site
      .output()
      .split('\n')
      .filter((line) => line.includes('"incoming request"'));
  const has = (line: string, u: string) => line.includes(`"url":${JSON.stringify(u)}`);
  await expect.poll(() => lines().some((line) => has(line, mark))).toBe(true);
  return lines().filter((line) => has(line, url)).length;
}
const perConnection = new Set(['date', 'connection', 'keep-alive']);
const stable = (reply: RawReply) => Object.entries(reply.headers).filter(([name]) => !perConnection.has(name));
afterAll(async () => {
  await site?.stop();
});

describe('pages', () => {
  it('sends the same page in brotli, gzip or as it is, as the request accepts, each with its own tag', async () => {
    const br = await get(`${site.web}/`, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await get(`${site.web}/`, { 'Accept-Encoding': 'gzip' });
    const plain = await get(`${site.web}/`, { 'Accept-Encoding': 'identity' });
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decode(br)).toBe(plain.body.toString('utf8'));
    expect(decode(gz)).toBe(plain.body.toString('utf8'));
    expect(plain.body.toString('utf8')).toContain('<h1');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    for (const reply of [br, gz, plain]) {
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    }
    const tags = new Set([br, gz, plain].map((r) => r.headers.etag));
    expect(tags.size).toBe(3);
  });

  it('answers a revalidation with 304 and no body, and a changed tag with the page', async () => {
    const first = await get(`${site.web}/for-students`, { 'Accept-Encoding': 'br' });
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(`${site.web}/for-students`, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await get(`${site.web}/for-students`, { 'Accept-Encoding': 'br', 'If-None-Match': '"not-this-page-br"' });
    expect(stale.status).toBe(200);
    expect(decode(stale)).toContain('</html>');
  });

  it('tells browsers to revalidate and lets a CDN keep a page for a second', async () => {
    const reply = await get(`${site.web}/`, { 'Accept-Encoding': 'br' });
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['cdn-cache-control']).toBe('public, max-age=1, stale-while-revalidate=30');
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
    ['identity', 'identity'],
  ])('answers a page again in %s without Fastify, with the same headers and bytes Fastify sent', async (name, accept) => {
    const url = `/trustees?door=${name}`;
    // A page is kept at its second miss (a URL asked for once never is): the third request is a hit.
    await get(site.web + url, { 'Accept-Encoding': accept });
    const miss = await get(site.web + url, { 'Accept-Encoding': accept });
    const hits = [await get(site.web + url, { 'Accept-Encoding': accept }), await get(site.web + url, { 'Accept-Encoding': accept })];
    expect(miss.status).toBe(200);
    for (const hit of hits) {
      expect(stable(hit)).toEqual(stable(miss));
      expect(hit.body.equals(miss.body)).toBe(true);
    }
    expect(await reached(url)).toBe(2);
    expect(Object.keys(miss.headers)).toEqual(expect.arrayContaining(['content-security-policy', 'etag', 'vary', 'content-length']));
  });

  it("leaves to Fastify a revalidation, a HEAD, a page of the visitor's own and a remembered Hindi home page", async () => {
    const url = '/about-us?door=others';
    await get(site.web + url, { 'Accept-Encoding': 'br' });
    const first = await get(site.web + url, { 'Accept-Encoding': 'br' });
    expect((await get(site.web + url, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
    const head = await new Promise<number>((resolve, reject) =>
      http
        .request(site.web + url, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
    expect(await reached(url)).toBe(4);
    const sent = '/get-involved?sent=volunteer';
    await get(site.web + sent, { 'Accept-Encoding': 'br' });
    await get(site.web + sent, { 'Accept-Encoding': 'br' });
    const again = await get(site.web + sent, { 'Accept-Encoding': 'br' });
    expect(again.headers['cache-control']).toBe('no-store');
    expect(await reached(sent)).toBe(3);
    await get(`${site.web}/?door=home`);
    await get(`${site.web}/?door=home`);
    const chosen = await get(`${site.web}/?door=home`, { Cookie: 'lang=hi' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe('/hi?door=home');
  });

  it('still redirects an unknown path home', async () => {
    const reply = await get(`${site.web}/no-such-page`);
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/');
  });
});

describe("the build's scripts and styles", () => {
  const assets = path.resolve(import.meta.dirname, '../dist/web/assets');
  const react = () => {
    const name = fs.readdirSync(assets).find((f) => /^react-.*\.js$/.test(f));
    if (!name) throw new Error('no React chunk in dist/web/assets: the build did not run');
    return name;
  };

  it('were compressed at build, and are sent as the build wrote them, immutable', async () => {
    const name = react();
    const br = await get(`${site.web}/assets/${name}`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(fs.readFileSync(path.join(assets, `${name}.br`)))).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get(`${site.web}/assets/${name}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.body.equals(fs.readFileSync(path.join(assets, `${name}.gz`)))).toBe(true);
    const plain = await get(`${site.web}/assets/${name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(path.join(assets, name)))).toBe(true);
    const again = await get(`${site.web}/assets/${name}`, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('every compressible file has its copies, and they decode to the file', () => {
    const files = fs.readdirSync(assets).filter((f) => /\.(?:js|css)$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const raw = fs.readFileSync(path.join(assets, file));
      if (raw.length < 1024) continue;
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, `${file}.br`))).equals(raw), file).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, `${file}.gz`))).equals(raw), file).toBe(true);
    }
  });

  it('an unknown asset name is an unknown path like any other', async () => {
    const reply = await get(`${site.web}/assets/no-such-chunk.js`);
    expect(reply.status).toBe(302);
  });
});
