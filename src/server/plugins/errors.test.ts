import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app';
import { createHarness, postJson, type Harness } from '../test-support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' });
});
afterAll(() => h.close());

const contact = { name: 'Asha Rawat', email: 'asha@example.org', subject: 'Camp dates', message: 'When does the camp start?' };
const post = (payload: string, contentType?: string) =>
  h.inject({
    method: 'POST',
    url: '/contact/',
    payload,
    cookies: h.csrf.cookies,
    headers: { ...h.csrf.headers, ...(contentType ? { 'content-type': contentType } : {}) },
  });

describe('refusals of a request body, storing nothing', () => {
  it.each([
    [
      'a JSON body over the limit',
      () => post(JSON.stringify({ ...contact, message: 'x'.repeat(JSON_BODY_LIMIT) }), 'application/json'),
      413,
      'The request is too large.',
    ],
    ['text/plain', () => post(JSON.stringify(contact), 'text/plain'), 415, 'This content type is not supported.'],
    [
      'form-urlencoded',
      () => post('name=A&email=a%40b.co&subject=S&message=M', 'application/x-www-form-urlencoded'),
      415,
      'This content type is not supported.',
    ],
    [
      'multipart to a JSON route',
      () => post('--X\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--X--\r\n', 'multipart/form-data; boundary=X'),
      415,
      'This content type is not supported.',
    ],
    ['malformed JSON', () => post('{"name": "A",', 'application/json'), 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', () => post('', 'application/json'), 400, 'The request body is not valid JSON.'],
    ['no body at all', () => post(''), 400, 'The request body is not valid JSON.'],
    ['a JSON array', () => post('[1, 2]', 'application/json'), 400, 'The request body is not valid JSON.'],
    ['JSON null', () => post('null', 'application/json'), 400, 'The request body is not valid JSON.'],
    ['20 KB of nested arrays', () => post('['.repeat(10_000) + ']'.repeat(10_000), 'application/json'), 400, 'The request is not valid.'],
    [
      'a field nested 10,000 deep',
      () =>
        post(
          JSON.stringify({ ...contact, subject: 'x' }).replace('"x"', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
          'application/json',
        ),
      400,
      'The request is not valid.',
    ],
  ])('%s', async (_name, send, status, message) => {
    const before = await h.count('contact_messages');
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error).toBe(message);
    expect(await h.count('contact_messages')).toBe(before);
  });

  it('refuses a NUL character in a text with 400 naming the field (PostgreSQL text cannot hold it)', async () => {
    const before = await h.count('contact_messages');
    const res = await postJson(h, '/contact/', { ...contact, subject: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request is not valid.', errors: { subject: ['The request is not valid.'] } });
    expect(await h.count('contact_messages')).toBe(before);
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/announcements'],
    ['POST', '/api/nothing-here/'],
    ['DELETE', '/announcements/'],
  ])('%s %s answers 404 JSON', async (method, url) => {
    const res = await h.inject({ method: method as 'GET', url, cookies: h.csrf.cookies, headers: h.csrf.headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });
});

describe('server errors', () => {
  it('answer 500 with a generic message and nothing internal', async () => {
    const broken = await createHarness();
    try {
      await sql`drop table events`.execute(broken.db.kysely);
      for (const url of ['/events/', '/events/1/']) {
        const res = await broken.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ error: 'Server error occurred. Please try again later.' });
        expect(res.body).not.toMatch(/events|stack|at \w|\.ts|sql/i);
      }
    } finally {
      await broken.close();
    }
  });
});

describe('no client mistake gets a 5xx', () => {
  const badValues = [
    '',
    'abc',
    '-1',
    '0',
    '1.5',
    '1e400',
    '99999999999999999999',
    '%00',
    'a%00b',
    `${'x'.repeat(300)}`,
    'true',
    '%F0%9F%98%80',
    '%ED%A0%80',
  ];

  it('on any GET path of the API document, with bad ids and bad query values', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
    };
    const failures: string[] = [];
    const check = async (url: string) => {
      const res = await h.inject({ method: 'GET', url });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url}`);
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!item.get) continue;
      const params = item.get.parameters ?? [];
      const withId = (id: string) => path.replace(/\{[^}]+\}/g, id);
      for (const id of ['abc', '0', '-5', '99999999999', '2147483648', '1%00', '%00']) await check(withId(id));
      const base = withId('1');
      for (const q of params.filter((p) => p.in === 'query')) {
        for (const value of badValues) await check(`${base}?${q.name}=${value}`);
        await check(`${base}?${q.name}=1&${q.name}=2`);
      }
    }
    expect(failures).toEqual([]);
  });
});
