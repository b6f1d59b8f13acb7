import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../test-support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' });
});
afterAll(() => h.close());

const message = { name: 'Asha Rawat', email: 'asha@example.org', subject: 'Camp dates', message: 'When does the camp start?' };
const refusal = { error: 'CSRF token validation failed. Please try again.' };

describe('CSRF protection of writes', () => {
  it.each([
    ['without the header', { cookies: () => h.csrf.cookies, headers: () => ({}) }],
    ['with a header that does not match the cookie', { cookies: () => h.csrf.cookies, headers: () => ({ 'x-csrftoken': 'x'.repeat(43) }) }],
    ['without the cookie', { cookies: () => ({}), headers: () => h.csrf.headers }],
    ['with an empty cookie and header', { cookies: () => ({ csrftoken: '' }), headers: () => ({ 'x-csrftoken': '' }) }],
  ])('refuses a contact message %s with 403, storing nothing', async (_name, { cookies, headers }) => {
    const before = await h.count('contact_messages');
    const res = await h.inject({
      method: 'POST',
      url: '/contact/',
      payload: message,
      cookies: cookies(),
      headers: { 'content-type': 'application/json', ...headers() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal);
    expect(await h.count('contact_messages')).toBe(before);
  });

  it('refuses the other public forms the same way', async () => {
    for (const url of ['/api/volunteer-applications/', '/api/partner-applications/']) {
      const res = await h.inject({ method: 'POST', url, payload: {}, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
  });

  it('accepts a write whose header matches its cookie', async () => {
    const res = await postJson(h, '/contact/', message);
    expect(res.statusCode).toBe(201);
  });

  it('does not check reads', async () => {
    expect((await h.inject({ method: 'GET', url: '/announcements/' })).statusCode).toBe(200);
  });
});

describe('GET /api/csrf/ and /csrf/', () => {
  it.each(['/api/csrf/', '/csrf/'])('%s sets the csrftoken cookie (SameSite=Lax, readable by the page) and returns it', async (url) => {
    const res = await h.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const { csrfToken } = res.json();
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ value: csrfToken, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
    expect(res.headers['set-cookie']).not.toMatch(/HttpOnly/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a valid existing token and replaces a malformed one', async () => {
    const same = await h.inject({ method: 'GET', url: '/csrf/', cookies: h.csrf.cookies });
    expect(same.json().csrfToken).toBe(h.csrf.cookies.csrftoken);
    const fresh = await h.inject({ method: 'GET', url: '/csrf/', cookies: { csrftoken: 'short;bad' } });
    expect(fresh.json().csrfToken).not.toBe('short;bad');
    expect(fresh.json().csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the cookie Secure when the API is served over https', async () => {
    const secure = await createHarness({ PUBLIC_API_URL: 'https://api.example.org' });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/csrf/' });
      expect(res.cookies.find((c) => c.name === 'csrftoken')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
