// /results and /hi/results over a real API: the answer page is small, printable, never stored or
// indexed, and every failure is the same page.
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRollNumbers } from '../features/results/public';
import { manualClock } from '../lib/clock';
import { createHarness, type Harness } from '../test-support/api-harness';
import { createStaff, staffJson } from '../test-support/staff-fixtures';
import { resultPages } from './result-pages';

let h: Harness;
let web: FastifyInstance;

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_DISABLED: 'true' }, { build: { clock: manualClock(Date.parse('2026-04-01T00:00:00Z')) } });
  const admin = await createStaff(h, { role: 'admin' });
  await registerRollNumbers(h.db.kysely, [
    { roll: 'UK26-00001', date_of_birth: '2010-05-04', cycle: '2026' },
    { roll: 'UK26-00002', date_of_birth: '2010-06-04', cycle: '2026' },
  ]);
  const test = await staffJson(h, 'POST', '/api/marks-tests/', admin, {
    title: 'Screening test 2026',
    cycle: '2026',
    kind: 'screening',
    test_date: '2026-03-01',
    subjects: ['Mathematics', 'Science', 'English', 'Hindi', 'Social Science', 'Reasoning'].map((name) => ({ name, max: 100 })),
    publish_at: '2026-03-20T10:00:00+05:30',
    public_list: true,
  });
  await h.db.kysely
    .insertInto('marks_rows')
    .values({
      test_id: test.json().id,
      roll: 'UK26-00001',
      marks: JSON.stringify([91, 78.5, 66, 88, 70, 95]),
      total: 488.5,
      status: 'selected',
      rank: 12,
    })
    .execute();
  web = Fastify();
  await web.register(resultPages(h.app));
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await h?.close();
});

const post = (url: string, fields: Record<string, string>) =>
  web.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the result pages', () => {
  it('show the form in English and Hindi, never stored or indexed', async () => {
    for (const [url, heading] of [
      ['/results', 'Your test result'],
      ['/hi/results', 'आपका टेस्ट परिणाम'],
    ]) {
      const res = await web.inject({ url: url! });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>${heading}</h1>`);
      expect(res.body).toContain(`<form method="post" action="${url}">`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    }
  });

  it('answer with the student marks alone on a page of at most 2 KB brotli, with print styles', async () => {
    const res = await post('/hi/results', { roll: 'UK26-00001', date_of_birth: '2010-05-04', pin: '' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<th scope="row">Reasoning</th><td>95</td><td>100</td>');
    expect(res.body).toContain('<td>488.5</td><td>600</td>');
    expect(res.body).toContain('चयनित');
    expect(res.body).toContain('@media print');
    expect(res.body).not.toContain('UK26-00002');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(brotliCompressSync(Buffer.from(res.body)).length).toBeLessThanOrEqual(2048);
  });

  it('give one page for no such roll and a wrong date of birth', async () => {
    const noRoll = await post('/results', { roll: 'UK26-99999', date_of_birth: '2010-05-04' });
    const wrongDate = await post('/results', { roll: 'UK26-00002', date_of_birth: '2010-05-05' });
    expect(noRoll.statusCode).toBe(404);
    expect(noRoll.body).toContain('We could not find a result for these details.');
    expect(wrongDate.statusCode).toBe(noRoll.statusCode);
    expect(wrongDate.body).toBe(noRoll.body);
    const { date: _a, ...one } = noRoll.headers;
    const { date: _b, ...other } = wrongDate.headers;
    expect(other).toEqual(one);
  });

  it('show the public list of selected roll numbers, linked from the form', async () => {
    expect((await web.inject({ url: '/results' })).body).toContain('<a href="/results/list">Selected and waitlisted roll numbers</a>');
    const res = await web.inject({ url: '/hi/results/list' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h3>चयनित</h3><ul><li>UK26-00001</li></ul>');
    expect(res.body).not.toContain('488.5');
  });
});
