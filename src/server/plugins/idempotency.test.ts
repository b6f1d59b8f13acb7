import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { postJson } from '../test-support/api-harness';
import { mediaFiles, multipartBody, pdfFile, staffJson, staffSuite, studentInput } from '../test-support/staff-fixtures';
import { IDEMPOTENCY_TTL_MS, sweepIdempotencyKeys } from './idempotency';

const { h, camps, admin, other } = staffSuite({
  camps: { a: 'Dharchula camp' },
  staff: { admin: 'admin', other: 'admin' },
  env: { RATE_LIMIT_PUBLIC_FORMS: '1000' },
});

const contact = { name: 'Asha Rawat', email: 'asha@example.org', subject: 'Camp dates', message: 'When does the 2026 camp start?' };
const withKey = (key: string) => ({ headers: { ...h.csrf.headers, 'idempotency-key': key } });
const sendContact = (key: string, body: object = contact) => postJson(h, '/contact/', body, withKey(key));
const rows = (table: string) => h.count(table);

describe('Idempotency-Key on the public forms', () => {
  it('answers a retry with the first reply and stores the message once', async () => {
    const before = await rows('contact_messages');
    const first = await sendContact('retry-1');
    const second = await sendContact('retry-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await rows('contact_messages')).toBe(before + 1);
  });

  it('treats a body with its keys in another order as the same request', async () => {
    const before = await rows('contact_messages');
    const reordered = Object.fromEntries(Object.entries(contact).reverse());
    const first = await sendContact('order-1', contact);
    const second = await sendContact('order-1', reordered);
    expect(second.json()).toEqual(first.json());
    expect(await rows('contact_messages')).toBe(before + 1);
  });

  it('refuses the same key with another body with 422, storing nothing', async () => {
    await sendContact('reused-1');
    const before = await rows('contact_messages');
    const res = await sendContact('reused-1', { ...contact, subject: 'Another question' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: en.api.idempotencyKeyReused });
    expect(await rows('contact_messages')).toBe(before);
  });

  it('keeps no refusal under a key: the corrected form goes through with the same key', async () => {
    const before = await rows('contact_messages');
    expect((await sendContact('fix-1', { ...contact, email: 'not an address' })).statusCode).toBe(400);
    expect((await sendContact('fix-1')).statusCode).toBe(201);
    expect(await rows('contact_messages')).toBe(before + 1);
  });

  it('stores concurrent duplicates once and gives both the same reply', async () => {
    const before = await rows('volunteer_applications');
    const volunteer = { full_name: 'Asha Rawat', email: 'asha@example.org', role: 'Content Creator', message: 'I can teach maths.' };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => postJson(h, '/api/volunteer-applications/', volunteer, withKey('together-1'))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(await rows('volunteer_applications')).toBe(before + 1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['with a space', 'two words'],
    ['with a slash', 'a/b'],
  ])('refuses a key that is %s with 400, storing nothing', async (_, key) => {
    const before = await rows('contact_messages');
    const res = await sendContact(key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: en.api.idempotencyKeyFormat });
    expect(await rows('contact_messages')).toBe(before);
  });

  it('stores a retry from a new client address once (a phone that changed networks)', async () => {
    const before = await rows('contact_messages');
    const first = await postJson(h, '/contact/', contact, { ...withKey('moved-1'), remoteAddress: '10.1.2.3' });
    const retry = await postJson(h, '/contact/', contact, { ...withKey('moved-1'), remoteAddress: '10.9.8.7' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await rows('contact_messages')).toBe(before + 1);
    expect(await h.db.kysely.selectFrom('idempotency_keys').select('key').where('key', '=', 'moved-1').execute()).toHaveLength(1);
    // Another content under that key, from anywhere, is another request: refused, nothing stored.
    const other = await postJson(h, '/contact/', { ...contact, subject: 'Mine' }, { ...withKey('moved-1'), remoteAddress: '10.4.4.4' });
    expect(other.statusCode).toBe(422);
    expect(await rows('contact_messages')).toBe(before + 1);
  });

  it('forgets a key after a day', async () => {
    await sendContact('old-1');
    const kept = () => h.db.kysely.selectFrom('idempotency_keys').select('key').where('key', '=', 'old-1').execute();
    await sweepIdempotencyKeys(h.db.kysely, Date.now() + IDEMPOTENCY_TTL_MS - 60_000);
    expect(await kept()).toEqual([{ key: 'old-1' }]);
    await sweepIdempotencyKeys(h.db.kysely, Date.now() + IDEMPOTENCY_TTL_MS + 1000);
    expect(await kept()).toEqual([]);
  });

  it('documents the header on the routes that take it', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/contact/', 'post'],
      ['/api/students/', 'post'],
      ['/api/brochures/', 'post'],
    ] as const) {
      const op = doc.paths[path][method];
      expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain('header:idempotency-key');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});

describe('Idempotency-Key on staff creates', () => {
  const pupil = () => studentInput(camps.a);
  const keyed = (who: { headers: Record<string, string> }, key: string) => ({ headers: { ...who.headers, 'idempotency-key': key } });

  it('adds a student once for a retried JSON create; another body is 422', async () => {
    const before = await rows('students');
    const first = await staffJson(h, 'POST', '/api/students/', keyed(admin, 'pupil-1'), pupil());
    const second = await staffJson(h, 'POST', '/api/students/', keyed(admin, 'pupil-1'), pupil());
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const changed = await staffJson(h, 'POST', '/api/students/', keyed(admin, 'pupil-1'), { ...pupil(), standard: 9 });
    expect(changed.statusCode).toBe(422);
    expect(await rows('students')).toBe(before + 1);
  });

  it('adds a slot once for a retried create (slots have no unique field of their own)', async () => {
    const slot = { name: 'May slot', start_date: '2026-05-10', end_date: '2026-05-20', camp: camps.a };
    const before = await rows('slots');
    const url = '/api/slot-coordinators/slots/';
    const replies = await Promise.all([1, 2].map(() => staffJson(h, 'POST', url, keyed(admin, 'slot-1'), slot)));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(replies[1]!.json()).toEqual(replies[0]!.json());
    expect(await rows('slots')).toBe(before + 1);
  });

  it("keeps each staff user's keys apart", async () => {
    const before = await rows('students');
    await staffJson(h, 'POST', '/api/students/', keyed(admin, 'pupil-2'), pupil());
    const theirs = await staffJson(h, 'POST', '/api/students/', keyed(other, 'pupil-2'), { ...pupil(), name: 'Deepak Kumar' });
    expect(theirs.statusCode).toBe(201);
    expect(await rows('students')).toBe(before + 2);
  });

  it('stores a retried upload once, whatever the boundary, with one file; concurrent sends too', async () => {
    const before = await rows('brochures');
    const filesBefore = (await mediaFiles(h)).length;
    const file = pdfFile();
    const send = () => {
      const body = multipartBody({ title: 'Summer camp 2026', year: '2026', file });
      return h.inject({
        method: 'POST',
        url: '/api/brochures/',
        payload: body.payload,
        headers: { ...keyed(admin, 'brochure-1').headers, ...body.headers },
      });
    };
    const replies = await Promise.all([send(), send(), send()]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    const again = await send();
    expect(again.json()).toEqual(replies[0]!.json());
    expect(await rows('brochures')).toBe(before + 1);
    expect((await mediaFiles(h)).length).toBe(filesBefore + 1);

    const other = multipartBody({ title: 'Winter camp 2026', year: '2026', file });
    const refused = await h.inject({
      method: 'POST',
      url: '/api/brochures/',
      payload: other.payload,
      headers: { ...keyed(admin, 'brochure-1').headers, ...other.headers },
    });
    expect(refused.statusCode).toBe(422);
    expect(await rows('brochures')).toBe(before + 1);
    expect((await mediaFiles(h)).length).toBe(filesBefore + 1);
  });
});
