import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createHarness, type Harness } from '../../test-support/api-harness';
import { createStaff, staffJson } from '../../test-support/staff-fixtures';
import { lookupWork } from './lookup';
import { registerRollNumbers } from './public';
import { marksTestBody } from './test-fixtures';

const START = Date.parse('2026-03-10T00:00:00Z');

interface Fixture {
  h: Harness;
  clock: ReturnType<typeof manualClock>;
  admin: { headers: Record<string, string> };
}

/** A harness with one published test (two subjects) and three rolls: UK-1, UK-2 (PIN 123456), UK-3. */
function suite(env: Record<string, string> = {}): Fixture {
  const f = {} as Fixture;
  beforeAll(async () => {
    f.clock = manualClock(START);
    f.h = await createHarness({ STAFF_NOTIFY_EMAILS: 'staff@example.org', ...env }, { build: { clock: f.clock } });
    f.admin = await createStaff(f.h, { role: 'admin' });
    await registerRollNumbers(f.h.db.kysely, [
      { roll: 'UK-1', date_of_birth: '2010-05-04', cycle: '2026' },
      { roll: 'UK-2', date_of_birth: '2011-01-31', cycle: '2026', pin: '123456' },
      { roll: 'UK-3', date_of_birth: '2010-12-12', cycle: '2026' },
    ]);
    for (const [title, requires_pin] of [
      ['Screening test', false],
      ['PIN test', true],
    ] as const) {
      const test = await staffJson(f.h, 'POST', '/api/marks-tests/', f.admin, marksTestBody({ title, requires_pin }));
      const rolls = requires_pin ? ['UK-2'] : ['UK-1', 'UK-3'];
      await f.h.db.kysely
        .insertInto('marks_rows')
        .values(
          rolls.map((roll, i) => ({
            test_id: test.json().id,
            roll,
            marks: JSON.stringify([40 - i, 35]),
            total: 75 - i,
            status: 'selected' as const,
            rank: i + 1,
          })),
        )
        .execute();
    }
  });
  afterAll(() => f.h.close());
  return f;
}

const lookup = (h: Harness, body: Record<string, string>, remoteAddress = '203.0.113.7') =>
  h.inject({ method: 'POST', url: '/api/results/lookup/', payload: body, remoteAddress });

const comparable = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

describe('looking up a result (limits off)', () => {
  const f = suite({ RATE_LIMIT_DISABLED: 'true' });

  it('shows nothing before the publish time, then the student their own marks alone', async () => {
    const before = await lookup(f.h, { roll: 'UK-1', date_of_birth: '2010-05-04' });
    expect(before.statusCode).toBe(404);
    await f.h.db.kysely.updateTable('marks_tests').set({ public_list: 1 }).execute();
    expect((await f.h.inject({ url: '/api/results/lists/' })).json()).toEqual([]);
    await f.h.db.kysely.updateTable('marks_tests').set({ public_list: 0 }).execute();
    f.clock.advance(10 * 3600_000);
    const res = await lookup(f.h, { roll: 'UK-1', date_of_birth: '04-05-2010' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.json()).toEqual({
      results: [
        {
          title: 'Screening test',
          test_date: '2026-03-01',
          subjects: [
            { name: 'Maths', max: 50, mark: 40 },
            { name: 'Science', max: 50, mark: 35 },
          ],
          total: 75,
          max_total: 100,
          status: 'selected',
          rank: 1,
        },
      ],
    });
    expect(res.body).not.toContain('UK-3');
  });

  it('lists the selected and waitlisted roll numbers of a test that publishes its list, only after its publish time, without marks or names', async () => {
    await f.h.db.kysely.updateTable('marks_tests').set({ public_list: 1 }).where('title', '=', 'Screening test').execute();
    const lists = await f.h.inject({ url: '/api/results/lists/' });
    expect(lists.headers['x-robots-tag']).toBe('noindex');
    expect(lists.json()).toEqual([
      {
        title: 'Screening test',
        test_date: '2026-03-01',
        selected: [
          { roll: 'UK-1', name: null },
          { roll: 'UK-3', name: null },
        ],
        waitlisted: [],
      },
    ]);
    expect(lists.body).not.toContain('75');
  });

  it('asks for the PIN where the test has PINs', async () => {
    expect((await lookup(f.h, { roll: 'UK-2', date_of_birth: '2011-01-31' })).statusCode).toBe(404);
    const res = await lookup(f.h, { roll: 'UK-2', date_of_birth: '2011-01-31', pin: '123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].title).toBe('PIN test');
  });

  it('answers no such roll, a wrong date of birth and a wrong PIN alike: sentence, status, headers and work', async () => {
    const tries = {
      noRoll: { roll: 'UK-404', date_of_birth: '2010-05-04', pin: '123456' },
      wrongDate: { roll: 'UK-3', date_of_birth: '2010-12-13', pin: '123456' },
      wrongPin: { roll: 'UK-2', date_of_birth: '2011-01-31', pin: '654321' },
    };
    const answers = [];
    const work = [];
    for (const body of Object.values(tries)) {
      const before = { ...lookupWork };
      answers.push(comparable(await lookup(f.h, body)));
      work.push(Object.fromEntries(Object.entries(lookupWork).map(([k, v]) => [k, v - before[k as keyof typeof before]])));
    }
    expect(answers[0]?.status).toBe(404);
    expect(JSON.parse(answers[0]!.body).error).toBe(
      'We could not find a result for these details. Check your roll number, date of birth and PIN, and try again later.',
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // The same work each: the register and the marks read, the date of birth's two digests and one
    // PIN comparison (against a stand-in when there is no row), one failure counted. Their time, over
    // 1,000 interleaved tries of each, is measured by the bench (docs/performance.md): a wall clock
    // on a shared machine is no test.
    const same = { hashes: 3, queries: 2, failures: 1 };
    expect(work).toEqual([same, same, same]);
    // The right answer does the same reading and hashing, and counts no failure.
    const before = { ...lookupWork };
    expect((await lookup(f.h, { roll: 'UK-2', date_of_birth: '2011-01-31', pin: '123456' })).statusCode).toBe(200);
    expect({ hashes: lookupWork.hashes - before.hashes, queries: lookupWork.queries - before.queries }).toEqual({ hashes: 3, queries: 2 });
    expect(lookupWork.failures).toBe(before.failures);
  });

  it('refuses a malformed body with 400', async () => {
    const res = await f.h.inject({ method: 'POST', url: '/api/results/lookup/', payload: { roll: 'x'.repeat(41) } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the limits of the look-up', () => {
  const f = suite({ RESULTS_ALERT_FAILURES_PER_HOUR: '8' });

  it('locks a roll after 5 failures for an hour: then the right date of birth too gets the generic failure', async () => {
    f.clock.advance(10 * 3600_000);
    const right = { roll: 'UK-3', date_of_birth: '2010-12-12' };
    for (let i = 0; i < 5; i++)
      expect((await lookup(f.h, { roll: 'UK-3', date_of_birth: '2001-01-01' }, `198.51.100.${i}`)).statusCode).toBe(404);
    const locked = await lookup(f.h, right, '198.51.100.50');
    expect(locked.statusCode).toBe(404);
    expect(locked.json().error).toContain('We could not find a result');
    f.clock.advance(3600_000 + 1000);
    expect((await lookup(f.h, right, '198.51.100.51')).statusCode).toBe(200);
  });

  it('limits an address to 10 a minute and 100 a day', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect((await lookup(f.h, { roll: 'UK-1', date_of_birth: '2010-05-04' }, address)).statusCode).toBe(200);
    const refused = await lookup(f.h, { roll: 'UK-1', date_of_birth: '2010-05-04' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    for (let minute = 1; minute < 10; minute++) {
      f.clock.advance(61_000);
      for (let i = 0; i < 10; i++) expect((await lookup(f.h, { roll: 'UK-1', date_of_birth: '2010-05-04' }, address)).statusCode).toBe(200);
    }
    f.clock.advance(61_000);
    expect((await lookup(f.h, { roll: 'UK-1', date_of_birth: '2010-05-04' }, address)).statusCode).toBe(429);
  });

  it('shows staff the failures per hour, and e-mails them once an hour passes the threshold', async () => {
    const failures = await staffJson(f.h, 'GET', '/api/marks-lookups/failures/', f.admin);
    expect(failures.statusCode).toBe(200);
    const hours = failures.json() as { hour: string; failures: number }[];
    expect(hours.reduce((sum, x) => sum + x.failures, 0)).toBe(6);
    for (let i = 0; i < 9; i++) await lookup(f.h, { roll: `NOPE-${i}`, date_of_birth: '2001-01-01' }, `198.51.100.${100 + i}`);
    const mails = await f.h.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'results_alert').execute();
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.recipients)).toEqual(['staff@example.org']);
    expect(mails[0]?.subject).toBe('Result look-ups: 8 failures in one hour');
  });
});
