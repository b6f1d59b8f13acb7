import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../test-support/api-harness';
import { buildWebServer } from '../web/web-server';

let h: Harness;
let proxied: Harness;
beforeAll(async () => {
  h = await createHarness();
  proxied = await createHarness({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await h.close();
  await proxied.close();
});

function expectStrictHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
}

describe('security headers', () => {
  it.each([
    ['a JSON list', () => h.inject({ method: 'GET', url: '/announcements/' })],
    ['a 404', () => h.inject({ method: 'GET', url: '/nope' })],
    ['a 400', () => h.inject({ method: 'GET', url: '/announcements/?page=0' })],
    ['a 403', () => h.inject({ method: 'POST', url: '/contact/', payload: {} })],
    ['a 201', () => postJson(h, '/contact/', { name: 'A B', email: 'a@b.co', subject: 'S', message: 'M' })],
    ['the health check', () => h.inject({ method: 'GET', url: '/healthz' })],
    ['the API docs page', () => h.inject({ method: 'GET', url: '/api/docs' })],
    [
      'a CORS preflight',
      () =>
        h.inject({
          method: 'OPTIONS',
          url: '/contact/',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
        }),
    ],
  ])('are on %s', async (_name, send) => {
    expectStrictHeaders((await send()).headers);
  });

  it('lock JSON replies down to default-src none', async () => {
    const res = await h.inject({ method: 'GET', url: '/announcements/' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('send HSTS only over https', async () => {
    expect((await h.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    // Behind a trusted proxy that terminated TLS.
    const https = await proxied.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await proxied.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    // An untrusted client cannot claim https.
    const claimed = await h.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a TLS-terminating proxy', () => {
  const PROXY = '10.0.0.2';
  const HSTS = 'max-age=63072000; includeSubDomains';
  let behind: Harness;
  let web: FastifyInstance;
  beforeAll(async () => {
    behind = await createHarness({ TRUST_PROXY: PROXY });
    web = await buildWebServer(behind.config, false, { api: behind.app });
  });
  afterAll(async () => {
    await web.close();
    await behind.close();
  });
  const get = (server: FastifyInstance, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, remoteAddress, headers });

  it.each([
    ['the website', () => web, '/'],
    ['the API', () => behind.app, '/healthz'],
  ])('%s sends HSTS when the trusted proxy says it received https', async (_name, server, url) => {
    const res = await get(server(), url, PROXY, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it.each([
    ['the website', () => web, '/'],
    ['the API', () => behind.app, '/healthz'],
  ])('%s sends no HSTS over plain http, nor when an untrusted peer claims https', async (_name, server, url) => {
    expect((await get(server(), url, PROXY)).headers['strict-transport-security']).toBeUndefined();
    const claimed = await get(server(), url, '192.0.2.1', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('makes the csrftoken cookie Secure when the request came over https', async () => {
    const https = await get(behind.app, '/api/csrf/', PROXY, { 'x-forwarded-proto': 'https' });
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
    const plain = await get(behind.app, '/api/csrf/', PROXY);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});

describe('with https public origins', () => {
  it('both servers send HSTS whatever the request says', async () => {
    const deployed = await createHarness({ WEB_ORIGIN: 'https://www.hillcamps.example', PUBLIC_API_URL: 'https://api.hillcamps.example' });
    const web = await buildWebServer(deployed.config, false, { api: deployed.app });
    try {
      for (const [server, url] of [
        [web, '/'],
        [deployed.app, '/healthz'],
      ] as const) {
        expect((await server.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe(
          'max-age=63072000; includeSubDomains',
        );
      }
    } finally {
      await web.close();
      await deployed.close();
    }
  });
});
