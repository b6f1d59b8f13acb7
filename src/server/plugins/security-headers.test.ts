import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../test-support/api-harness';

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
