import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../test-support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => h.close());

const volunteer = { full_name: 'Asha Rawat', email: 'asha@example.org', role: 'Teacher' };

describe('public form rate limit', () => {
  it('answers the third POST in a window with 429, Retry-After and the JSON error shape, storing nothing', async () => {
    expect((await postJson(h, '/api/volunteer-applications/', volunteer)).statusCode).toBe(201);
    expect((await postJson(h, '/api/volunteer-applications/', volunteer)).statusCode).toBe(201);
    const before = await h.count('volunteer_applications');
    const third = await postJson(h, '/api/volunteer-applications/', volunteer);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect(third.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
    expect(await h.count('volunteer_applications')).toBe(before);
  });

  it('counts each form on its own and leaves the public reads alone', async () => {
    const contact = { name: 'A B', email: 'a@b.co', subject: 'Hi', message: 'Hello' };
    expect((await postJson(h, '/contact/', contact)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await h.inject({ method: 'GET', url: '/announcements/' })).statusCode).toBe(200);
  });

  it('counts per client address', async () => {
    const other = await postJson(h, '/api/volunteer-applications/', volunteer, { remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(201);
  });
});

describe('RATE_LIMIT_DISABLED', () => {
  it('lifts the limit', async () => {
    const open = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1', RATE_LIMIT_DISABLED: 'true' });
    try {
      for (let i = 0; i < 3; i++) expect((await postJson(open, '/api/volunteer-applications/', volunteer)).statusCode).toBe(201);
    } finally {
      await open.close();
    }
  });
});
