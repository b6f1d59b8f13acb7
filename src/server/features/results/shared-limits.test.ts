// The look-up's limits and failure counts shared through Redis (decisions 0036 and 0019):
// two API instances on one database and one Redis count as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createHarness, type Harness } from '../../test-support/api-harness';
import { dropKeys, requireRedis, testPrefix, testRedisUrl } from '../../test-support/redis';
import { createStaff, staffJson } from '../../test-support/staff-fixtures';
import { registerRollNumbers } from './public';
import { marksTestBody } from './test-fixtures';

describe('two instances share the look-up limits through Redis', () => {
  const prefix = testPrefix();
  const clock = manualClock(Date.parse('2026-04-01T00:00:00Z'));
  let a: Harness;
  let b: Harness;
  let admin: { headers: Record<string, string> };

  beforeAll(async () => {
    await requireRedis();
    a = await createHarness({ REDIS_URL: testRedisUrl() }, { build: { redisPrefix: prefix, clock } });
    b = await createHarness({ REDIS_URL: testRedisUrl() }, { sameDatabaseAs: a, build: { redisPrefix: prefix, clock } });
    admin = await createStaff(a, { role: 'admin' });
    await registerRollNumbers(a.db.kysely, [
      { roll: 'UK-9', date_of_birth: '2010-05-04', cycle: '2026' },
      { roll: 'UK-10', date_of_birth: '2010-05-04', cycle: '2026' },
    ]);
    const test = await staffJson(a, 'POST', '/api/marks-tests/', admin, marksTestBody());
    await a.db.kysely
      .insertInto('marks_rows')
      .values(
        ['UK-9', 'UK-10'].map((roll) => ({
          test_id: test.json().id,
          roll,
          marks: '[40,35]',
          total: 75,
          status: 'selected' as const,
          rank: null,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropKeys(prefix);
  });

  const lookup = (h: Harness, date_of_birth: string, remoteAddress: string, roll = 'UK-9') =>
    h.inject({ method: 'POST', url: '/api/results/lookup/', payload: { roll, date_of_birth }, remoteAddress });

  it('locks a roll after 5 failures across both, counts an address across both, and shows the failures on either', async () => {
    for (let i = 0; i < 5; i++) expect((await lookup(i % 2 ? a : b, '2001-01-01', `198.51.100.${i}`)).statusCode).toBe(404);
    // Redis keeps real time: the lock's end is tested in memory (lookup.test.ts).
    expect((await lookup(a, '2010-05-04', '198.51.100.90')).statusCode).toBe(404);
    expect((await lookup(b, '2010-05-04', '198.51.100.91')).statusCode).toBe(404);

    for (let i = 0; i < 10; i++) expect((await lookup(i % 2 ? a : b, '2010-05-04', '192.0.2.77', 'UK-10')).statusCode).toBe(200);
    expect((await lookup(a, '2010-05-04', '192.0.2.77', 'UK-10')).statusCode).toBe(429);

    const hours = (await staffJson(b, 'GET', '/api/marks-lookups/failures/', admin)).json() as { failures: number }[];
    expect(hours.reduce((sum, x) => sum + x.failures, 0)).toBe(7);
  });
});
