// Part "lookup": results day for the look-up of one's own marks (decision 0036). 2,000 students
// with roll numbers and marks; each request is one student's right roll number and date of birth
// from an address of its own (TRUST_PROXY=1 and X-Forwarded-For), so the limits are on, checked
// and counted on every request, and never reached. Beside it, in the same run, raw node:http
// sending the same answer's bytes (the ceiling). Both engines.
// Then the three failures' time: "no such roll", "wrong date of birth" and "wrong PIN", 1,000
// tries of each, one at a time and interleaved (a busy moment of the machine falls on all three
// alike), each on a roll of its own (no roll reaches its lock) from an address of its own; the
// medians of each and the ratio of the slowest median to the quickest, which should stay within
// 1.10. The API test proves the work equal; this measures what a stopwatch would see.
import autocannon from 'autocannon';
import type { Engine } from '../src/server/db/database';
import { registerRollNumbers } from '../src/server/features/results/public';
import { createScratchDatabase } from './support/databases';
import { startCeiling, startServing } from './support/product';
import { median, percentile } from './support/stats';
import type { Workspace } from './support/workspace';

export interface LookupSettings {
  students: number;
  connections: number;
  seconds: number;
  /** Tries of each kind of failure (and as many PIN rolls seeded). */
  failureTries: number;
}

export type FailureKind = 'noRoll' | 'wrongDate' | 'wrongPin';

export interface FailureTiming {
  tries: number;
  medianMs: Record<FailureKind, number>;
  p90Ms: Record<FailureKind, number>;
  /** The slowest kind's median over the quickest's. */
  ratio: number;
  /** Replies that differed from the first failure's status and body (none expected). */
  differentReplies: number;
}

export const defaultLookupSettings: LookupSettings = { students: 2_000, connections: 50, seconds: 10, failureTries: 1_000 };

export interface LookupFigures {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LookupResults {
  measuredAt: string;
  settings: LookupSettings;
  engines: { engine: Engine; lookup: LookupFigures; ceiling: LookupFigures & { bodyBytes: number }; failures?: FailureTiming }[];
}

const roll = (i: number) => `UK26-${String(i + 1).padStart(5, '0')}`;
const pinRoll = (i: number) => `UK26-P${String(i + 1).padStart(5, '0')}`;
const PIN = '123456';
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

type ScratchDb = Awaited<ReturnType<Awaited<ReturnType<typeof createScratchDatabase>>['open']>>;

async function seed(db: ScratchDb, students: number, pinStudents: number) {
  const rolls = Array.from({ length: students }, (_, i) => ({ roll: roll(i), date_of_birth: '2010-05-04', cycle: '2026' }));
  await registerRollNumbers(db.kysely, rolls);
  await addTest(db, 'Screening test 2026', false, rolls);
  // Students of a test with PINs: their admit cards printed one (stored hashed).
  const withPins = Array.from({ length: pinStudents }, (_, i) => ({
    roll: pinRoll(i),
    date_of_birth: '2010-05-04',
    cycle: '2026',
    pin: PIN,
  }));
  await registerRollNumbers(db.kysely, withPins);
  await addTest(db, 'Weekly test 2026', true, withPins);
}

async function addTest(db: ScratchDb, title: string, requiresPin: boolean, rolls: { roll: string }[]) {
  const now = new Date().toISOString();
  const test = await db.kysely
    .insertInto('marks_tests')
    .values({
      title,
      requires_pin: requiresPin ? 1 : 0,
      camp_id: null,
      cycle: '2026',
      kind: 'screening',
      test_date: '2026-03-01',
      subjects: JSON.stringify(['Mathematics', 'Science', 'English', 'Hindi'].map((name, i) => ({ key: `s${i + 1}`, name, max: 100 }))),
      publish_at: '2026-01-01T00:00:00.000Z',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < rolls.length; i += 500) {
    await db.kysely
      .insertInto('marks_rows')
      .values(
        rolls.slice(i, i + 500).map((r, j) => ({
          test_id: test.id,
          roll: r.roll,
          marks: JSON.stringify([80, 70, 60, 90]),
          total: 300,
          status: 'selected' as const,
          rank: i + j + 1,
        })),
      )
      .execute();
  }
}

async function run(url: string, settings: LookupSettings, body: (i: number) => string, headers: (i: number) => Record<string, string>) {
  let i = 0;
  const r = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          i += 1;
          return { ...req, body: body(i), headers: { ...req.headers, 'content-type': 'application/json', ...headers(i) } };
        },
      },
    ],
  });
  return { reqPerSec: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/**
 * The three failures, `tries` of each, interleaved one at a time; roll i of each kind is used once,
 * from an address of its own, so neither the address limits nor a roll's lock is reached.
 */
async function timeFailures(url: string, tries: number, students: number): Promise<FailureTiming> {
  const kinds: Record<FailureKind, (i: number) => Record<string, string>> = {
    noRoll: (i) => ({ roll: `UK26-N${String(i + 1).padStart(5, '0')}`, date_of_birth: '2010-05-04', pin: PIN }),
    wrongDate: (i) => ({ roll: roll(i % students), date_of_birth: '2010-05-05', pin: PIN }),
    wrongPin: (i) => ({ roll: pinRoll(i), date_of_birth: '2010-05-04', pin: '654321' }),
  };
  const times: Record<FailureKind, number[]> = { noRoll: [], wrongDate: [], wrongPin: [] };
  let first: string | undefined;
  let differentReplies = 0;
  let client = 5_000_000;
  const ask = async (body: Record<string, string>) => {
    const started = process.hrtime.bigint();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address(client++) },
      body: JSON.stringify(body),
    });
    const reply = `${res.status} ${await res.text()}`;
    const took = Number(process.hrtime.bigint() - started) / 1e6;
    first ??= reply;
    if (reply !== first) differentReplies += 1;
    return took;
  };
  // A few rounds first, on rolls the measured tries do not use, so that the first tries do not pay for warming up.
  const warm = Math.min(50, Math.floor(tries / 10));
  for (let i = 0; i < warm; i++) for (const kind of Object.values(kinds)) await ask(kind(tries + i));
  const order = Object.keys(kinds) as FailureKind[];
  for (let i = 0; i < tries; i++) {
    // Each round in a turning order, so that no kind always follows the same one.
    for (let k = 0; k < order.length; k++) {
      const kind = order[(i + k) % order.length]!;
      times[kind].push(await ask(kinds[kind](i)));
    }
  }
  const medianMs = { noRoll: median(times.noRoll), wrongDate: median(times.wrongDate), wrongPin: median(times.wrongPin) };
  const p90Ms = {
    noRoll: percentile(times.noRoll, 90),
    wrongDate: percentile(times.wrongDate, 90),
    wrongPin: percentile(times.wrongPin, 90),
  };
  const medians = Object.values(medianMs);
  return { tries, medianMs, p90Ms, ratio: Math.max(...medians) / Math.min(...medians), differentReplies };
}

export async function benchLookup(
  ws: Workspace,
  engines: Engine[],
  settings: LookupSettings,
  log: (line: string) => void,
): Promise<LookupResults> {
  const measuredAt = new Date().toISOString();
  const figures: LookupResults['engines'] = [];
  for (const engine of engines) {
    const scratch = await createScratchDatabase(ws, engine, 'lookup');
    log(`lookup: ${engine}: ${settings.students} students`);
    const db = await scratch.open();
    await seed(db, settings.students, settings.failureTries + 100);
    await db.close();
    const product = await startServing(ws, {
      dataDir: scratch.dataDir,
      ...(scratch.url ? { databaseUrl: scratch.url } : {}),
      seedDemo: false,
      env: { TRUST_PROXY: '1' },
    });
    try {
      const url = `${product.apiUrl}/api/results/lookup/`;
      const ask = (i: number) => JSON.stringify({ roll: roll(i % settings.students), date_of_birth: '2010-05-04' });
      const first = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address(0) },
        body: ask(0),
      });
      const answer = await first.text();
      if (first.status !== 200) throw new Error(`lookup: the first look-up answered ${first.status}: ${answer}`);
      const ceiling = await startCeiling(answer);
      try {
        log(`lookup: ${engine}: the ceiling (node:http, the same ${Buffer.byteLength(answer)} bytes)`);
        const top = await run(`${ceiling.url}/`, settings, ask, () => ({}));
        log(`lookup: ${engine}: look-ups, limits on`);
        const lookup = await run(url, settings, ask, (i) => ({ 'x-forwarded-for': address(i) }));
        log(
          `lookup: ${engine}: ${lookup.reqPerSec.toFixed(0)}/s p99 ${lookup.p99Ms} ms (non-2xx ${lookup.non2xx}); ceiling ${top.reqPerSec.toFixed(0)}/s`,
        );
        log(`lookup: ${engine}: the three failures, ${settings.failureTries} tries of each, interleaved`);
        const failures = await timeFailures(url, settings.failureTries, settings.students);
        const m = failures.medianMs;
        log(
          `lookup: ${engine}: medians no roll ${m.noRoll.toFixed(2)} ms, wrong date ${m.wrongDate.toFixed(2)} ms, wrong PIN ${m.wrongPin.toFixed(2)} ms: ${failures.ratio.toFixed(3)}×; ${failures.differentReplies} different replies`,
        );
        figures.push({ engine, lookup, ceiling: { ...top, bodyBytes: Buffer.byteLength(answer) }, failures });
      } finally {
        await ceiling.stop();
      }
    } finally {
      await product.stop();
      await scratch.drop();
    }
  }
  return { measuredAt, settings, engines: figures };
}
