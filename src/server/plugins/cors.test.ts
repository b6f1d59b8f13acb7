import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/api-harness';

let h: Harness;
const WEB_ORIGIN = 'https://www.example.org';
beforeAll(async () => {
  h = await createHarness({ WEB_ORIGIN });
});
afterAll(() => h.close());

describe('CORS', () => {
  it('lets the website origin read with credentials, exposing the total and the file name', async () => {
    const res = await h.inject({ method: 'GET', url: '/announcements/', headers: { origin: WEB_ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Content-Disposition/);
  });

  it('answers a preflight from the website origin allowing the CSRF and token headers', async () => {
    const res = await h.inject({
      method: 'OPTIONS',
      url: '/contact/',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrftoken',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/X-CSRFToken/);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
  });

  it.each(['https://evil.example', 'http://www.example.org', 'https://www.example.org.evil.example', 'null'])(
    'gives no CORS permission to %s',
    async (origin) => {
      // The allowed origin is fixed: a browser compares it with its own and refuses the reply.
      const get = await h.inject({ method: 'GET', url: '/announcements/', headers: { origin } });
      expect(get.headers['access-control-allow-origin'] ?? WEB_ORIGIN).toBe(WEB_ORIGIN);
      const preflight = await h.inject({
        method: 'OPTIONS',
        url: '/contact/',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin'] ?? WEB_ORIGIN).toBe(WEB_ORIGIN);
      expect(String(preflight.headers['access-control-allow-origin'])).not.toBe(origin);
    },
  );
});
