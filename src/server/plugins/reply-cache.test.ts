import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { manualClock } from '../lib/clock';
import { insertAnnouncement } from '../seed/fixtures';
import { createHarness, type Harness } from '../test-support/api-harness';
import { closedAfterEach, handlerGate } from '../test-support/own-apps';
import { replyCache } from './reply-cache';

/** A bare app with the cache and a few routes that count how often their handler ran. */
async function bareApp(ttlMs: number) {
  const app = Fastify();
  const clock = manualClock();
  await app.register(replyCache, { ttlMs, clock });
  const calls = { list: 0, other: 0 };
  const gate = handlerGate();
  app.get('/list/', { config: { replyCache: true } }, async (request, reply) => {
    calls.list++;
    await gate.pass();
    reply.header('X-Total-Count', String(calls.list));
    return [{ call: calls.list, query: request.query }];
  });
  app.get('/missing/', { config: { replyCache: true } }, async (_request, reply) => {
    calls.list++;
    return reply.code(404).send({ error: 'Not found.' });
  });
  app.get('/other/', async () => ({ call: ++calls.other }));
  app.post('/write/', async () => ({ ok: true }));
  /** Sends "METHOD /url" requests one after another; returns the last reply. */
  const send = async (...requests: `${'GET' | 'HEAD' | 'POST'} /${string}`[]) => {
    let reply: LightMyRequestResponse | undefined;
    for (const request of requests) {
      const [method, url] = request.split(' ') as ['GET' | 'HEAD' | 'POST', string];
      reply = await app.inject({ method, url });
    }
    return reply!;
  };
  return { app, calls, send, clock, hold: gate.hold, reached: gate.reached };
}

const setUp = closedAfterEach((ttlMs: number = 60_000) => bareApp(ttlMs));

describe('reply cache', () => {
  it('answers the same URL from the cache within its lifetime once it was asked for twice, with the same body, type and X-Total-Count', async () => {
    const { app, calls } = await setUp();
    const get = () => app.inject({ method: 'GET', url: '/list/?page=2' });
    await get();
    const kept = await get();
    const third = await get();
    expect(calls.list).toBe(2);
    expect(third.body).toBe(kept.body);
    expect(third.headers['x-total-count']).toBe('2');
    expect(third.headers['content-type']).toBe(kept.headers['content-type']);
  });

  it('never keeps the reply of a URL asked for once, so one-off query strings leave the cache alone', async () => {
    const { app, calls, send } = await setUp();
    await send('GET /list/?utm=1', 'GET /list/?utm=2', 'GET /list/?utm=3');
    expect(calls.list).toBe(3);
    // The second time a URL is asked for, its reply is kept; the third is a hit.
    await send('GET /list/?utm=1', 'GET /list/?utm=1');
    expect(calls.list).toBe(4);
    expect((await app.inject({ method: 'GET', url: '/list/?utm=2' })).json()).toEqual([{ call: 5, query: { utm: '2' } }]);
  });

  it('keeps one entry per URL, query string included', async () => {
    const { calls, send } = await setUp();
    const other = await send('GET /list/?page=1', 'GET /list/?page=1', 'GET /list/?page=2');
    expect(calls.list).toBe(3);
    expect(other.json()).toEqual([{ call: 3, query: { page: '2' } }]);
  });

  it('runs the handler again once the lifetime is over, and keeps its reply again', async () => {
    const { calls, send, clock } = await setUp(20);
    await send('GET /list/', 'GET /list/', 'GET /list/');
    expect(calls.list).toBe(2);
    clock.advance(20);
    await send('GET /list/');
    expect(calls.list).toBe(3);
    // Asked for within the minute, the URL is kept again at its first miss after the expiry.
    await send('GET /list/');
    expect(calls.list).toBe(3);
  });

  it('is emptied by a write request', async () => {
    const { calls, send } = await setUp();
    const hit = await send('GET /list/', 'GET /list/', 'GET /list/');
    expect(hit.headers['x-total-count']).toBe('2');
    const after = await send('POST /write/', 'GET /list/');
    expect(calls.list).toBe(3);
    expect(after.headers['x-total-count']).toBe('3');
  });

  it('does not keep a reply read while a write was under way', async () => {
    const { app, calls, hold, reached } = await setUp();
    await app.inject({ method: 'GET', url: '/list/' });
    const release = hold();
    const slowRead = app.inject({ method: 'GET', url: '/list/' });
    await reached();
    await app.inject({ method: 'POST', url: '/write/' });
    release();
    await slowRead;
    // Asked for a second time, the slow read would have been kept: the next one is not a hit.
    await app.inject({ method: 'GET', url: '/list/' });
    expect(calls.list).toBe(3);
  });

  it('leaves alone routes that did not opt in, replies other than 200, HEAD requests, and everything when off', async () => {
    const { calls, send } = await setUp();
    await send('GET /other/', 'GET /other/', 'GET /other/');
    expect(calls.other).toBe(3);
    expect((await send('GET /missing/', 'GET /missing/', 'GET /missing/')).statusCode).toBe(404);
    expect(calls.list).toBe(3);
    await send('HEAD /list/', 'HEAD /list/', 'HEAD /list/');
    expect(calls.list).toBe(6);

    const off = await setUp(0);
    await off.send('GET /list/', 'GET /list/', 'GET /list/');
    expect(off.calls.list).toBe(3);
  });
});

describe('reply cache in the API', () => {
  let h: Harness;
  let cached: FastifyInstance;
  beforeAll(async () => {
    h = await createHarness();
    // A second API on the same database, with the cache on as main.ts has it.
    cached = await buildApi(h.config, { db: h.db, logger: false, replyCacheMs: 60_000 });
    await cached.ready();
  });
  afterAll(async () => {
    await cached.close();
    await h.close();
  });

  it('serves a cached list with the security and CORS headers of a fresh one, until a form submission empties it', async () => {
    const origin = h.config.WEB_ORIGIN;
    const list = () => cached.inject({ method: 'GET', url: '/announcements/', headers: { origin } });
    await insertAnnouncement(h.db, { title: 'First' });
    await list();
    const fresh = await list();
    await insertAnnouncement(h.db, { title: 'Second' });
    const reused = await list();
    expect(reused.body).toBe(fresh.body);
    expect(reused.headers['x-total-count']).toBe('1');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'access-control-allow-origin',
      'access-control-expose-headers',
    ]) {
      expect(reused.headers[header]).toBe(fresh.headers[header]);
    }

    const csrf = await cached.inject({ method: 'GET', url: '/api/csrf/' });
    const token = (csrf.json() as { csrfToken: string }).csrfToken;
    const sent = await cached.inject({
      method: 'POST',
      url: '/contact/',
      cookies: { csrftoken: token },
      headers: { 'content-type': 'application/json', 'x-csrftoken': token },
      payload: { name: 'A B', email: 'a@b.co', subject: 'S', message: 'M' },
    });
    expect(sent.statusCode).toBe(201);
    const after = await list();
    expect(after.headers['x-total-count']).toBe('2');
    expect((after.json() as { title: string }[]).map((a) => a.title)).toContain('Second');
  });
});
