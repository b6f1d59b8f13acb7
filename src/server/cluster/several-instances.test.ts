// Several API instances on one database and one Redis (docs/decisions/0019). On the
// PostgreSQL pass the two instances share one schema; on the SQLite pass they share one database
// file (what Redis shares does not depend on the engine; a real deployment of several instances
// needs PostgreSQL). Both passes need Redis: without it these tests fail and say why.
import type { ChildProcess } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Render } from '../../web/ssr-contract';
import { buildApi } from '../app';
import { ConfigError, loadConfig } from '../config';
import { insertAnnouncement } from '../seed/fixtures';
import { createHarness, type Harness, postJson } from '../test-support/api-harness';
import { dropKeys, freePort, requireRedis, startRedisServer, stopRedisServer, testPrefix, testRedisUrl } from '../test-support/redis';
import { createStaff, type StaffFixture, staffJson } from '../test-support/staff-fixtures';
import { injectFetcher } from '../web/inject-fetcher';
import { registerPageRoute } from '../web/site-routes';

const volunteer = { full_name: 'Asha Rawat', email: 'asha@example.org', role: 'Teacher' };
const titlesOf = (body: unknown) => (body as { title: string }[]).map((a) => a.title);

/** A pino logger whose entries the test can read. */
function capturedLogger() {
  const entries: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void entries.push(JSON.parse(line)) });
  return { logger, entries };
}

describe('two instances on one database and one Redis', () => {
  const prefix = testPrefix();
  let a: Harness;
  let b: Harness;
  let admin: StaffFixture;
  let bUrl: string;

  beforeAll(async () => {
    await requireRedis();
    const env = {
      REDIS_URL: testRedisUrl(),
      RATE_LIMIT_PUBLIC_FORMS: '2',
      LOGIN_FREE_FAILURES: '2',
      OTP_MAX_PER_ADDRESS: '1',
    };
    // Each with the reply cache on, as main.ts runs it.
    a = await createHarness(env, { build: { replyCacheMs: 60_000, redisPrefix: prefix } });
    b = await createHarness(env, { sameDatabaseAs: a, build: { replyCacheMs: 60_000, redisPrefix: prefix } });
    admin = await createStaff(a, { role: 'admin' });
    bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropKeys(prefix);
  });

  it('both report Redis as healthy', async () => {
    for (const h of [a, b]) expect((await h.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it("shows a write on A at B's next read, though B had the list in its reply cache", async () => {
    await insertAnnouncement(a.db, { title: 'First' });
    const read = async () => titlesOf(await (await fetch(`${bUrl}/announcements/`)).json());
    expect(await read()).toEqual(['First']);
    // Asked for twice, the list is kept (a URL asked for once never is).
    expect(await read()).toEqual(['First']);
    // A row written behind the API's back: B answers from its cache (the front door), so the cache is on.
    await insertAnnouncement(a.db, { title: 'Behind the back' });
    expect(await read()).toEqual(['First']);
    expect(titlesOf((await b.inject({ method: 'GET', url: '/announcements/' })).json())).toEqual(['First']);

    const res = await staffJson(a, 'POST', '/api/add_update/', admin, { title: 'Written on A', text: 'Hello' });
    expect(res.statusCode).toBe(201);
    const after = await read();
    expect(after).toContain('Written on A');
    expect(after).toContain('Behind the back');
  });

  it("empties B's page cache too when A writes", async () => {
    // B's website, with a renderer that lists the announcements it fetches from B's API.
    const web: FastifyInstance = Fastify();
    const render: Render = async ({ fetch: get }) => {
      const list = (await (await get(`${b.config.PUBLIC_API_URL}/announcements/`, {})).json()) as { title: string }[];
      const html = list.map((x) => x.title).join('|');
      const site = {
        name: 'n',
        shortName: 'n',
        tagline: '',
        description: '',
        email: 'a@b.org',
        phone: '',
        address: '',
        donateUrl: 'https://donate.example/',
      };
      return { kind: 'page', status: 200, html, title: 't', description: 'd', path: '/', lang: 'en', module: 'm', data: '{}', site };
    };
    registerPageRoute(web, b.config, {
      loadRender: async () => render,
      fetcher: injectFetcher(b.app),
      cacheMs: 60_000,
      assemble: async (parts) => ({ html: parts.html }),
      onClear: (clear) => b.app.cacheBus.onClear(clear),
    });
    // Over the network, as B's next visitor comes (an in-process inject could run before B has read
    // the message that arrived on its Redis connection in the same turn of the event loop).
    const webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
    try {
      const page = async () => (await fetch(`${webUrl}/`)).text();
      const before = await page();
      await insertAnnouncement(a.db, { title: 'Unseen' });
      expect(await page()).toBe(before);
      expect((await staffJson(a, 'POST', '/api/add_update/', admin, { title: 'Page news', text: 'Hello' })).statusCode).toBe(201);
      const after = await page();
      expect(after).toContain('Page news');
      expect(after).toContain('Unseen');
    } finally {
      await web.close();
    }
  });

  it('shares the public form limit: two posts on A and B, the third on either is refused', async () => {
    const from = { remoteAddress: '198.51.100.20' };
    const before = await a.count('volunteer_applications');
    expect((await postJson(a, '/api/volunteer-applications/', volunteer, from)).statusCode).toBe(201);
    expect((await postJson(b, '/api/volunteer-applications/', volunteer, from)).statusCode).toBe(201);
    const third = await postJson(a, '/api/volunteer-applications/', volunteer, from);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
    expect((await postJson(b, '/api/volunteer-applications/', volunteer, from)).statusCode).toBe(429);
    expect(await a.count('volunteer_applications')).toBe(before + 2);
  });

  it('shares the login backoff: failures on A and B make the next attempt on either wait', async () => {
    const from = { remoteAddress: '198.51.100.30' };
    const wrong = { username: admin.username, password: 'not the password' };
    expect((await postJson(a, '/api/login/', wrong, from)).statusCode).toBe(400);
    expect((await postJson(b, '/api/login/', wrong, from)).statusCode).toBe(400);
    const next = await postJson(a, '/api/login/', wrong, from);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(50);
    expect((await postJson(b, '/api/login/', wrong, from)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await postJson(b, '/api/login/', wrong, { remoteAddress: '198.51.100.31' })).statusCode).toBe(400);
  });

  it('forgets the failures on every instance once the right password gets in on one', async () => {
    const staff = await createStaff(a, { role: 'coordinator', password: 'walnut-grove-cedar-3' });
    const from = { remoteAddress: '198.51.100.35' };
    const wrong = { username: staff.username, password: 'not the password' };
    expect((await postJson(a, '/api/login/', wrong, from)).statusCode).toBe(400);
    expect((await postJson(b, '/api/login/', { username: staff.username, password: 'walnut-grove-cedar-3' }, from)).statusCode).toBe(200);
    // One failure on A after the success: the count started again, so B still lets the next one try.
    expect((await postJson(a, '/api/login/', wrong, from)).statusCode).toBe(400);
    expect((await postJson(b, '/api/login/', wrong, from)).statusCode).toBe(400);
  });

  it('shares the one-time-code limits', async () => {
    const from = { remoteAddress: '198.51.100.40' };
    const body = { phone_number: '9876500001' };
    expect((await postJson(a, '/api/slot-coordinators/request-otp/', body, from)).statusCode).toBe(200);
    expect((await postJson(b, '/api/slot-coordinators/request-otp/', body, from)).statusCode).toBe(429);
  });
});

describe('when Redis goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess;
  let h: Harness;
  const log = capturedLogger();
  const prefix = testPrefix();
  const warnings = () => log.entries.filter((e) => e.level === 40 && e.msg.startsWith('Redis unavailable'));

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
    h = await createHarness(
      { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PUBLIC_FORMS: '2' },
      { build: { redisPrefix: prefix, logger: log.logger } },
    );
  });
  afterAll(async () => {
    await h?.close();
    if (redis) await stopRedisServer(redis);
  });

  const health = async () => (await h.inject({ method: 'GET', url: '/healthz' })).json();

  it('counts in Redis while it is there', async () => {
    expect(await health()).toEqual({ status: 'ok' });
    expect((await postJson(h, '/api/volunteer-applications/', volunteer, { remoteAddress: '192.0.2.1' })).statusCode).toBe(201);
    const client = new Redis(`redis://127.0.0.1:${port}`);
    try {
      expect((await client.keys(`${prefix}rate:*`)).length).toBe(1);
    } finally {
      client.disconnect();
    }
  });

  it('keeps taking submissions without it, limits per process, says so once in the log and in the health check', async () => {
    await stopRedisServer(redis);
    const from = { remoteAddress: '192.0.2.2' };
    const before = await h.count('volunteer_applications');
    expect((await postJson(h, '/api/volunteer-applications/', volunteer, from)).statusCode).toBe(201);
    expect((await postJson(h, '/api/volunteer-applications/', volunteer, from)).statusCode).toBe(201);
    expect((await postJson(h, '/api/volunteer-applications/', volunteer, from)).statusCode).toBe(429);
    expect(await h.count('volunteer_applications')).toBe(before + 2);
    expect(await health()).toEqual({ status: 'ok', degraded: ['redis'] });
    expect(warnings()).toHaveLength(1);
  });

  it('shares again once Redis is back', async () => {
    redis = await startRedisServer(port);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await health()).degraded) await new Promise((r) => setTimeout(r, 200));
    expect(await health()).toEqual({ status: 'ok' });
    expect(log.entries.some((e) => e.msg.startsWith('Redis available again'))).toBe(true);
    expect((await postJson(h, '/api/volunteer-applications/', volunteer, { remoteAddress: '192.0.2.3' })).statusCode).toBe(201);
    const client = new Redis(`redis://127.0.0.1:${port}`);
    try {
      expect((await client.keys(`${prefix}rate:*`)).length).toBe(1);
    } finally {
      client.disconnect();
    }
    expect(warnings()).toHaveLength(1);
  });
});

describe('a REDIS_URL that Redis refuses', () => {
  let redis: ChildProcess;
  let h: Harness;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedisServer(port, 'the-password');
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
    if (redis) await stopRedisServer(redis);
  });

  it('stops the start with one line naming the variable, not echoing the password', async () => {
    const config = loadConfig({ DATA_DIR: h.config.dataDir, LOG_LEVEL: 'silent', REDIS_URL: `redis://:not-it@127.0.0.1:${port}` });
    const error = await buildApi(config, { db: h.db, logger: false, redisPrefix: testPrefix() }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^Invalid environment variable REDIS_URL: [^\n]+$/);
    expect((error as Error).message).not.toContain('not-it');
  });
});
