import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' });
});
afterAll(() => h.close());

const volunteer = { full_name: '  Asha Rawat ', email: 'asha@example.org', role: 'Content Creator', message: 'I can teach maths.' };

describe('POST /api/volunteer-applications/', () => {
  it('stores a valid application, trimmed, with the role as lowercase_with_underscores', async () => {
    const res = await postJson(h, '/api/volunteer-applications/', volunteer);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ full_name: 'Asha Rawat', email: 'asha@example.org', role: 'content_creator', message: 'I can teach maths.' });
    expect(body.status).toBeUndefined();
    const row = await h.db.kysely.selectFrom('volunteer_applications').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('rejects an application without a role, storing nothing', async () => {
    const before = await h.count('volunteer_applications');
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, role: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please fill in all required fields', errors: { role: ['Please fill in all required fields'] } });
    expect(await h.count('volunteer_applications')).toBe(before);
  });

  it('rejects an e-mail without a dot after the @ with the §5 message', async () => {
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, email: 'asha@example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a valid email address');
    expect(res.json().errors.email).toEqual(['Please enter a valid email address']);
  });

  it('refuses a POST without the CSRF header with 403, storing nothing', async () => {
    const before = await h.count('volunteer_applications');
    const res = await h.inject({ method: 'POST', url: '/api/volunteer-applications/', payload: volunteer, cookies: h.csrf.cookies });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'CSRF token validation failed. Please try again.' });
    expect(await h.count('volunteer_applications')).toBe(before);
  });

  it('stores a honeypot submission flagged as spam but still answers 201', async () => {
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    const row = await h.db.kysely.selectFrom('volunteer_applications').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.status).toBe('spam');
  });
});
