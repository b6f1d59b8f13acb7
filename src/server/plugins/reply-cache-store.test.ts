// The reply cache over a real port: the front door answers hits before Fastify, with the bytes
// Fastify itself sent for the same request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApi } from '../app';
import { manualClock } from '../lib/clock';
import { insertAnnouncement } from '../seed/fixtures';
import { createHarness, type Harness } from '../test-support/api-harness';
import { closedAfterEach, handlerGate } from '../test-support/own-apps';
import { replyCache } from './reply-cache';
import { ASKED_MAX_KEYS, ReplyCacheStore, replyCacheKey } from './reply-cache-store';

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A reply as it came off the wire: status, headers in order and spelling, body bytes. */
interface RawReply {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** GET over a fresh connection, keeping the raw headers (fetch would sort and lower-case them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The headers that may differ between two replies to the same request (time and connection). */
const perConnection = new Set(['date', 'connection', 'keep-alive']);
const stable = (reply: RawReply) => reply.headers.filter(([name]) => !perConnection.has(name.toLowerCase()));

describe('reply cache front door, in the API', () => {
  let h: Harness;
  let api: FastifyInstance;
  let base: string;
  /** URLs of the requests that reached Fastify (its request log); front-door hits never do. */
  const seen: string[] = [];
  beforeAll(async () => {
    h = await createHarness({ WEB_ORIGIN: 'https://www.example.org' });
    const logger = pino(
      { level: 'info' },
      {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
          if (entry.msg === 'incoming request' && entry.req?.url) seen.push(entry.req.url);
        },
      },
    );
    api = await buildApi(h.config, { db: h.db, logger, replyCacheMs: 60_000 });
    await api.listen({ port: 0, host: '127.0.0.1' });
    base = urlOf(api);
  });
  afterAll(async () => {
    await api.close();
    await h.close();
  });
  const reached = (url: string) => seen.filter((u) => u === url).length;

  async function write() {
    const csrf = await fetch(`${base}/api/csrf/`);
    const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
    const sent = await fetch(`${base}/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      body: JSON.stringify({ name: 'A B', email: 'a@b.co', subject: 'S', message: 'M' }),
    });
    expect(sent.status).toBe(201);
  }

  it.each([
    ['the website origin', { origin: 'https://www.example.org' }],
    ['another origin', { origin: 'https://elsewhere.example' }],
    ['no origin', {}],
  ])('answers a miss and a hit for a request from %s with the same headers and bytes Fastify sent for its miss', async (_name, headers) => {
    await insertAnnouncement(h.db, { title: `For ${JSON.stringify(headers)}` });
    const url = `/announcements/?for=${encodeURIComponent(JSON.stringify(headers))}`;
    const before = reached(url);
    // The first 200 of the list for this origin comes from Fastify; the front door learns its
    // headers and answers the second miss itself (kept then: see `admits`); the third is a hit.
    const fromFastify = await rawGet(base + url, headers);
    const miss = await rawGet(base + url, headers);
    const hit = await rawGet(base + url, headers);
    expect(reached(url) - before).toBe(1);
    expect(fromFastify.status).toBe(200);
    expect(miss.status).toBe(200);
    expect(hit.status).toBe(200);
    expect(stable(miss)).toEqual(stable(fromFastify));
    expect(miss.body.equals(fromFastify.body)).toBe(true);
    expect(stable(hit)).toEqual(stable(miss));
    expect(hit.body.equals(miss.body)).toBe(true);
    // The full set: security headers, CORS, the count, the type and the length.
    const names = stable(hit).map(([name]) => name.toLowerCase());
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'x-total-count',
      'content-type',
      'content-length',
    ]) {
      expect(names).toContain(name);
    }
    if ('origin' in headers && headers.origin === 'https://www.example.org') expect(names).toContain('access-control-allow-origin');
  });

  it('keeps one entry per origin, so a reply is never answered with the CORS headers of another origin', async () => {
    await write();
    const url = '/announcements/?origin-keying';
    await fetch(base + url);
    await fetch(base + url);
    await insertAnnouncement(h.db, { title: 'Seen by the website only' });
    const fromWebsite = await fetch(base + url, { headers: { origin: 'https://www.example.org' } });
    expect(fromWebsite.headers.get('access-control-allow-origin')).toBe('https://www.example.org');
    expect(fromWebsite.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/);
    expect(((await fromWebsite.json()) as { title: string }[]).map((a) => a.title)).toContain('Seen by the website only');
    const again = await fetch(base + url);
    expect(((await again.json()) as { title: string }[]).map((a) => a.title)).not.toContain('Seen by the website only');
  });

  it('answers a list miss with a query string of its own at the front door, as Fastify does: rows, count, order, headers', async () => {
    await fetch(`${base}/announcements/?page_size=2`);
    for (const url of [
      '/announcements/?page_size=2&page=2',
      '/announcements/?page=1&page_size=3&unknown=x',
      '/api/updates/?camp_id=999999',
    ]) {
      await fetch(`${base}${url.split('?')[0]}?learn`);
      const before = reached(url);
      const door = await rawGet(base + url);
      expect(reached(url) - before).toBe(0);
      await write();
      const injected = await api.inject({ method: 'GET', url });
      expect(door.status).toBe(200);
      expect(door.body.toString()).toBe(injected.body);
      expect(door.headers.find(([name]) => name === 'x-total-count')?.[1]).toBe(injected.headers['x-total-count']);
      expect(door.headers.find(([name]) => name === 'content-length')?.[1]).toBe(String(Buffer.byteLength(injected.body)));
    }
  });

  it('leaves a list miss whose query is not valid to Fastify, which answers its validation error', async () => {
    await fetch(`${base}/announcements/?learnt`);
    for (const url of ['/announcements/?page=0', '/announcements/?page_size=x', '/api/updates/?camp_id=abc']) {
      const before = reached(url);
      const res = await fetch(base + url);
      expect(res.status).toBe(400);
      expect(reached(url) - before).toBe(1);
      const injected = await api.inject({ method: 'GET', url });
      expect(await res.text()).toBe(injected.body);
    }
  });

  it('is emptied by a form submission, so the next read shows the change', async () => {
    const url = '/announcements/?invalidation';
    await fetch(base + url);
    await fetch(base + url);
    await insertAnnouncement(h.db, { title: 'Written meanwhile' });
    const stale = await fetch(base + url);
    expect(((await stale.json()) as { title: string }[]).map((a) => a.title)).not.toContain('Written meanwhile');
    await write();
    const fresh = await fetch(base + url);
    expect(((await fresh.json()) as { title: string }[]).map((a) => a.title)).toContain('Written meanwhile');
  });

  it('shares one cache with app.inject(): a reply kept from the network answers an injected request', async () => {
    await write();
    const url = '/announcements/?shared';
    await fetch(base + url);
    const overNetwork = await fetch(base + url);
    await insertAnnouncement(h.db, { title: 'Not yet' });
    const injected = await api.inject({ method: 'GET', url });
    expect(injected.body).toBe(await overNetwork.text());
    expect(injected.headers['x-total-count']).toBe(overNetwork.headers.get('x-total-count'));
  });
});

/** A bare app behind a front door, with routes that count how often their handler ran. */
async function frontDoorApp(ttlMs: number) {
  const clock = manualClock();
  const store = new ReplyCacheStore({ ttlMs, clock });
  const app = Fastify({ serverFactory: (handler, timeouts) => store.createServer(handler, timeouts) });
  await app.register(replyCache, { store });
  const calls = { list: 0, cookie: 0, missing: 0 };
  const gate = handlerGate();
  app.get('/list/', { config: { replyCache: true } }, async () => {
    calls.list++;
    await gate.pass();
    return { call: calls.list };
  });
  app.get('/cookie/', { config: { replyCache: true } }, async (_request, reply) => {
    calls.cookie++;
    reply.header('Set-Cookie', `seen=${calls.cookie}; Path=/`);
    return { call: calls.cookie };
  });
  app.get('/missing/', { config: { replyCache: true } }, async (_request, reply) => {
    calls.missing++;
    return reply.code(404).send({ error: 'Not found.' });
  });
  app.post('/write/', async () => ({ ok: true }));
  // After the cache's own preClose hook, before the server stops listening.
  const closing = { during: async () => {} };
  app.addHook('preClose', () => closing.during());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    store,
    calls,
    closing,
    clock,
    base: urlOf(app),
    hold: gate.hold,
    reached: gate.reached,
  };
}

/** The front door's key of a plain GET /list/ (no origin, no proxy). */
const LIST_KEY = replyCacheKey('/list/', {});

describe('reply cache front door', () => {
  const setUp = closedAfterEach((ttlMs: number = 60_000) => frontDoorApp(ttlMs));
  const json = async (res: Response) => (await res.json()) as { call: number };

  it('answers a repeated GET without Fastify, and runs the handler again after a write', async () => {
    const { base, calls } = await setUp();
    expect(await json(await fetch(`${base}/list/`))).toEqual({ call: 1 });
    expect(await json(await fetch(`${base}/list/`))).toEqual({ call: 2 });
    expect(await json(await fetch(`${base}/list/`))).toEqual({ call: 2 });
    expect(calls.list).toBe(2);
    expect((await fetch(`${base}/write/`, { method: 'POST' })).status).toBe(200);
    expect(await json(await fetch(`${base}/list/`))).toEqual({ call: 3 });
    expect(calls.list).toBe(3);
  });

  it("keeps a reply at its URL's second miss, not its first", async () => {
    const { base, calls, store } = await setUp();
    await fetch(`${base}/list/?once`);
    await fetch(`${base}/list/?also-once`);
    expect(store.size).toBe(0);
    await fetch(`${base}/list/?once`);
    expect(store.size).toBe(1);
    expect(await json(await fetch(`${base}/list/?once`))).toEqual({ call: 3 });
    expect(calls.list).toBe(3);
  });

  it('never keeps a reply that sets a cookie or is not a 200', async () => {
    const { base, calls } = await setUp();
    const first = await fetch(`${base}/cookie/`);
    const second = await fetch(`${base}/cookie/`);
    expect(first.headers.get('set-cookie')).toBe('seen=1; Path=/');
    expect(second.headers.get('set-cookie')).toBe('seen=2; Path=/');
    expect(calls.cookie).toBe(2);
    expect((await fetch(`${base}/missing/`)).status).toBe(404);
    expect((await fetch(`${base}/missing/`)).status).toBe(404);
    expect(calls.missing).toBe(2);
  });

  it('leaves HEAD requests to Fastify', async () => {
    const { base, calls } = await setUp();
    await fetch(`${base}/list/`);
    await fetch(`${base}/list/`);
    const head = await fetch(`${base}/list/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(calls.list).toBe(3);
  });

  it('runs the handler again once the lifetime is over', async () => {
    const { base, calls, clock } = await setUp(30);
    await fetch(`${base}/list/`);
    await fetch(`${base}/list/`);
    await fetch(`${base}/list/`);
    expect(calls.list).toBe(2);
    clock.advance(30);
    expect(await json(await fetch(`${base}/list/`))).toEqual({ call: 3 });
  });

  it('lets expired replies go when the next one is kept, not only when the byte bound is reached', async () => {
    const clock = manualClock();
    const store = new ReplyCacheStore({ ttlMs: 20, clock });
    store.set('a', {}, Buffer.from('a'));
    clock.advance(10);
    store.set('b', {}, Buffer.from('b'));
    clock.advance(10);
    store.set('c', {}, Buffer.from('c'));
    expect(store.size).toBe(2);
    clock.advance(10);
    store.set('d', {}, Buffer.from('d'));
    expect(store.size).toBe(2);
  });

  it('remembers a bounded number of one-off URLs, and still keeps a reused URL among a burst of them', () => {
    const clock = manualClock();
    const store = new ReplyCacheStore({ ttlMs: 1000, clock });
    const sent = { statusCode: 200, hasHeader: () => false, getHeaders: () => ({ 'content-type': 'application/json' }) };
    const keep = (url: string) => store.keepSent(replyCacheKey(url, {}), sent, '[]');
    keep('/list/');
    for (let i = 1; i <= 3 * ASKED_MAX_KEYS; i++) {
      keep(`/list/?nocache=${i}`);
      // The reused URL misses again whenever its reply has expired, and is noted again each time.
      if (i % 1000 === 0) {
        clock.advance(1000);
        keep('/list/');
      }
    }
    expect(store.remembered).toBe(ASKED_MAX_KEYS);
    expect(store.get(replyCacheKey('/list/', {}))).toBeDefined();
    expect(store.get(replyCacheKey('/list/?nocache=1', {}))).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('lets requests that arrive during a miss wait for its reply instead of running the handler each', async () => {
    const { base, calls, hold, reached, store } = await setUp();
    const release = hold();
    const first = fetch(`${base}/list/`);
    await reached();
    const others = Array.from({ length: 5 }, () => fetch(`${base}/list/`));
    await vi.waitFor(() => expect(store.waiting(LIST_KEY)).toBe(5));
    release();
    const bodies = await Promise.all([first, ...others].map(async (r) => json(await r)));
    expect(bodies).toEqual(Array.from({ length: 6 }, () => ({ call: 1 })));
    expect(calls.list).toBe(1);
  });

  it('hands waiting requests to Fastify when the reply they waited for is not kept (a write came between)', async () => {
    const { base, hold, reached, store } = await setUp();
    const release = hold();
    const first = fetch(`${base}/list/`);
    await reached();
    const waiting = fetch(`${base}/list/`);
    await vi.waitFor(() => expect(store.waiting(LIST_KEY)).toBe(1));
    await fetch(`${base}/write/`, { method: 'POST' });
    release();
    expect(await json(await first)).toEqual({ call: 1 });
    expect(await json(await waiting)).toEqual({ call: 2 });
  });

  it('answers a list miss at the door once Fastify has sent one, and hands it back when the list refuses or fails', async () => {
    const { base, calls, store } = await setUp();
    const asked: string[] = [];
    store.answerMisses('/list/', async (query) => {
      asked.push(String(query.q));
      if (query.q === 'invalid') return null;
      if (query.q === 'fails') throw new Error('the database went away');
      return { body: JSON.stringify({ door: query.q }), total: 7 };
    });
    // No headers learnt for the path yet: Fastify answers, and the door learns its headers.
    expect(await (await fetch(`${base}/list/?q=first`)).json()).toEqual({ call: 1 });
    expect(asked).toEqual([]);
    const door = await fetch(`${base}/list/?q=second`);
    const body = await door.text();
    expect(JSON.parse(body)).toEqual({ door: 'second' });
    expect(door.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(door.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await (await fetch(`${base}/list/?q=invalid`)).json()).toEqual({ call: 2 });
    expect(await (await fetch(`${base}/list/?q=fails`)).json()).toEqual({ call: 3 });
    expect(asked).toEqual(['second', 'invalid', 'fails']);
    expect(calls.list).toBe(3);
  });

  it('stops answering from the cache as soon as the app starts closing', async () => {
    const { app, base, store, calls, closing } = await setUp();
    await fetch(`${base}/list/`);
    await fetch(`${base}/list/`);
    expect((await fetch(`${base}/list/`)).status).toBe(200);
    expect(store.size).toBe(1);
    let duringClose: number | undefined;
    closing.during = async () => {
      duringClose = (await fetch(`${base}/list/`)).status;
    };
    await app.close();
    expect(calls.list).toBe(2);
    expect(duringClose).toBe(503);
  });
});
