// The website server's plain form posts (docs/decisions/0023) against a real API on a fresh
// database: stored exactly as the API stores a script's post (one row, its audit entry, its mail),
// refused without the visitor's CSRF token, checked with the shared schemas before the API is
// asked, sent once however often the same submission arrives, and limited per visitor: the API
// counts the visitor's address as the website server sees it, which no header of theirs changes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../test-support/api-harness';
import { websiteOver } from '../test-support/website-harness';

let h: Harness;
let web: FastifyInstance;
let behindProxy: FastifyInstance;

const TOKEN = 'T'.repeat(43);
const volunteer = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    _form: 'volunteer',
    _csrf: TOKEN,
    full_name: 'Ravi Kumar',
    email: 'ravi@example.org',
    role: 'Content Creator',
    message: '',
    website: '',
    adult: 'on',
    ...extra,
  }).toString();

function post(
  server: FastifyInstance,
  body: string,
  options: { cookie?: string | null; remoteAddress?: string; headers?: Record<string, string>; url?: string } = {},
) {
  return server.inject({
    method: 'POST',
    url: options.url ?? '/get-involved',
    remoteAddress: options.remoteAddress ?? '203.0.113.10',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie === null ? {} : { cookie: `csrftoken=${options.cookie ?? TOKEN}` }),
      ...options.headers,
    },
    payload: body,
  });
}

beforeAll(async () => {
  // The API trusts one proxy hop (the setting most open to a forged header): the website server
  // must still be the one that says who the visitor is.
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '3', RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: '1' });
  web = await websiteOver(h);
  behindProxy = await websiteOver(h, ['127.0.0.1']);
});
afterAll(async () => {
  await web?.close();
  await behindProxy?.close();
  await h?.close();
});

let address = 0;
/** A visitor address of its own for each test, so the limit of one does not spill into another. */
const nextVisitor = () => `198.51.100.${++address}`;

describe('plain form posts', () => {
  let visitor: string;
  beforeEach(() => {
    visitor = nextVisitor();
  });

  it("stores the application as the API stores a script's post and redirects to the success state (303)", async () => {
    const before = await h.count('volunteer_applications');
    const reply = await post(web, volunteer({ full_name: '  Ravi Kumar ', message: 'Physics' }), { remoteAddress: visitor });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/get-involved?sent=volunteer#volunteer-status');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(await h.count('volunteer_applications')).toBe(before + 1);
    const latest = () => h.db.kysely.selectFrom('volunteer_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const plain = await latest();
    // The same fields as the page's script sends them, straight to the API.
    const direct = await postJson(
      h,
      '/api/volunteer-applications/',
      { full_name: 'Ravi Kumar', email: 'ravi@example.org', role: 'content_creator', message: 'Physics' },
      { remoteAddress: nextVisitor() },
    );
    expect(direct.statusCode).toBe(201);
    const scripted = await latest();
    const strip = ({ id: _id, created_at: _c, updated_at: _u, ...rest }: typeof plain) => rest;
    expect(strip(plain)).toEqual(strip(scripted));
    expect(plain).toMatchObject({ full_name: 'Ravi Kumar', role: 'content_creator', status: 'new' });
  });

  it('keeps the language prefix of the page it answers', async () => {
    const reply = await post(web, volunteer(), { remoteAddress: visitor, url: '/hi/get-involved?tab=volunteer' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/hi/get-involved?sent=volunteer#volunteer-status');
  });

  it('asks "I am 18 or older" (400, nothing stored) and stores the notice version shown and the optional purposes ticked', async () => {
    const before = await h.count('volunteer_applications');
    const refused = await post(web, volunteer({ adult: '' }), { remoteAddress: visitor });
    expect(refused.statusCode).toBe(400);
    expect(await h.count('volunteer_applications')).toBe(before);

    const notice = await h.db.kysely.selectFrom('privacy_notices').selectAll().where('form', '=', 'volunteer').executeTakeFirstOrThrow();
    const reply = await post(web, volunteer({ notice_version: String(notice.version), consent_updates: 'on' }), { remoteAddress: visitor });
    expect(reply.statusCode).toBe(303);
    const row = await h.db.kysely.selectFrom('volunteer_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.notice_id).toBe(notice.id);
    const consents = await h.db.kysely
      .selectFrom('consent_records')
      .select('purpose')
      .where('subject_id', '=', row.id)
      .where('subject_type', '=', 'volunteer_applications')
      .execute();
    expect(consents.map((c) => c.purpose)).toEqual(['volunteer_application', 'updates']);
  });

  it('the honeypot is passed on: stored as spam, answered like any other', async () => {
    const reply = await post(web, volunteer({ website: 'http://spam.example' }), { remoteAddress: visitor });
    expect(reply.statusCode).toBe(303);
    const row = await h.db.kysely.selectFrom('volunteer_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.status).toBe('spam');
  });

  it('refuses a missing or different CSRF token with 403 and stores nothing', async () => {
    const before = await h.count('volunteer_applications');
    for (const [body, cookieValue] of [
      [volunteer(), null],
      [volunteer(), 'U'.repeat(43)],
      [volunteer({ _csrf: '' }), TOKEN],
      [volunteer({ _csrf: 'short' }), 'short'],
    ] as const) {
      const reply = await post(web, body, { remoteAddress: visitor, cookie: cookieValue });
      expect(reply.statusCode).toBe(403);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expect(await h.count('volunteer_applications')).toBe(before);
  });

  it('checks the fields with the shared schema before asking the API (400, nothing stored, nothing counted)', async () => {
    const before = await h.count('volunteer_applications');
    for (let i = 0; i < 5; i++) {
      const reply = await post(web, volunteer({ email: 'ravi@example' }), { remoteAddress: visitor });
      expect(reply.statusCode).toBe(400);
    }
    expect(await h.count('volunteer_applications')).toBe(before);
    // Five refusals later the visitor's limit (3) is untouched.
    expect((await post(web, volunteer(), { remoteAddress: visitor })).statusCode).toBe(303);
  });

  it('stores a submission once, however often its key arrives (a reload of a lost reply, a double click)', async () => {
    const before = await h.count('volunteer_applications');
    const body = volunteer({ _key: 'plain-key-1', full_name: 'Once Only' });
    expect((await post(web, body, { remoteAddress: visitor })).statusCode).toBe(303);
    expect((await post(web, body, { remoteAddress: visitor })).statusCode).toBe(303);
    expect(await h.count('volunteer_applications')).toBe(before + 1);
  });

  it('limits each visitor by their own address; a forged X-Forwarded-For changes nothing', async () => {
    const before = await h.count('volunteer_applications');
    for (let i = 0; i < 3; i++) expect((await post(web, volunteer(), { remoteAddress: visitor })).statusCode).toBe(303);
    for (const forged of ['192.0.2.77', '192.0.2.78, 192.0.2.79', visitor.replace(/\d+$/, '250')]) {
      const reply = await post(web, volunteer(), { remoteAddress: visitor, headers: { 'x-forwarded-for': forged } });
      expect(reply.statusCode).toBe(429);
    }
    expect(await h.count('volunteer_applications')).toBe(before + 3);
    // Another visitor is not held up by the first.
    expect((await post(web, volunteer(), { remoteAddress: nextVisitor() })).statusCode).toBe(303);
  });

  it('behind a trusted proxy: the visitor is the address the proxy gives, never one the visitor wrote', async () => {
    const proxied = (xff: string) => post(behindProxy, volunteer(), { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': xff } });
    for (let i = 0; i < 3; i++) expect((await proxied(visitor)).statusCode).toBe(303);
    // The same visitor writing their own first entry: the proxy's entry (the right-most) still counts.
    expect((await proxied(`10.9.8.7, ${visitor}`)).statusCode).toBe(429);
    // Another visitor behind the same proxy has their own count.
    expect((await proxied(nextVisitor())).statusCode).toBe(303);
    // A visitor reaching the website server directly cannot claim the proxy's trust.
    const direct = nextVisitor();
    for (let i = 0; i < 3; i++) {
      const reply = await post(behindProxy, volunteer(), { remoteAddress: direct, headers: { 'x-forwarded-for': `192.0.2.${i}` } });
      expect(reply.statusCode).toBe(303);
    }
    expect(
      (await post(behindProxy, volunteer(), { remoteAddress: direct, headers: { 'x-forwarded-for': '192.0.2.200' } })).statusCode,
    ).toBe(429);
  });

  it('donation step 1 → 2 needs the declaration; a wrong amount is refused (400); without UPI or a bank account set, nothing is stored', async () => {
    const donate = (amount: string, declaration = 'indian', csrf = TOKEN) =>
      new URLSearchParams({ _form: 'donate', _csrf: csrf, amount, declaration }).toString();
    const before = await h.count('donations');
    expect((await post(web, donate('500'), { remoteAddress: visitor })).statusCode).toBe(200);
    expect((await post(web, donate('500', 'foreign'), { remoteAddress: visitor })).statusCode).toBe(200);
    expect((await post(web, donate('500', ''), { remoteAddress: visitor })).statusCode).toBe(400);
    expect((await post(web, donate('0'), { remoteAddress: visitor })).statusCode).toBe(400);
    expect((await post(web, donate('abc'), { remoteAddress: visitor })).statusCode).toBe(400);
    expect((await post(web, donate('500', 'indian', 'x'), { remoteAddress: visitor })).statusCode).toBe(403);
    expect(await h.count('donations')).toBe(before);
  });

  it('a page with forms carries the visitor its own token (set when absent) and is never kept by a shared cache', async () => {
    const reply = await web.inject({ method: 'GET', url: '/get-involved', remoteAddress: visitor });
    expect(reply.statusCode).toBe(200);
    // Bare pages here have no forms; the token is set by the pages that have them (see form page e2e).
    const posted = await post(web, volunteer({ email: 'x' }), { remoteAddress: visitor, cookie: null });
    expect(posted.statusCode).toBe(403);
    const set = posted.cookies.find((c) => c.name === 'csrftoken');
    expect(set).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(set?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses what is not a urlencoded form (415) and a body over 64 KB (413)', async () => {
    const json = await web.inject({
      method: 'POST',
      url: '/get-involved',
      remoteAddress: visitor,
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${TOKEN}` },
      payload: JSON.stringify({ _form: 'volunteer' }),
    });
    expect(json.statusCode).toBe(415);
    const big = await post(web, volunteer({ message: 'x'.repeat(70_000) }), { remoteAddress: visitor });
    expect(big.statusCode).toBe(413);
    // A visitor without JavaScript reads a page, not the framework's JSON: the reason and the way back.
    for (const [reply, reason] of [
      [json, 'Your form could not be read.'],
      [big, 'What you sent is too large.'],
    ] as const) {
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.body).toContain(reason);
      expect(reply.body).toContain('<a href="/get-involved">Back to the form</a>');
    }
    const hindi = await post(web, volunteer({ message: 'x'.repeat(70_000) }), { remoteAddress: visitor, url: '/hi/contact-us' });
    expect(hindi.statusCode).toBe(413);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('आपने जो भेजा वह बहुत बड़ा है');
    expect(hindi.body).toContain('<a href="/hi/contact-us">');
    const odd = await post(web, volunteer({ message: 'x'.repeat(70_000) }), { remoteAddress: visitor, url: '/.//evil.example/x' });
    expect(odd.body).not.toContain('href="//');
  });
});
