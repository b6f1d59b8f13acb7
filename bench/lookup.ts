// Part "lookup": results day for the look-up of one's own marks (decision 0036). 2,000 students
// with roll numbers and marks; each request is one student's right roll number and date of birth
// from an address of its own (TRUST_PROXY=1 and X-Forwarded-For), so the limits are on, checked
// and counted on every request, and never reached. Beside it, in the same run, raw node:http
// sending the same answer's bytes (the ceiling). Both engines.
import autocannon from 'autocannon';
import type { Engine } from '../src/server/db/database';
import { registerRollNumbers } from '../src/server/features/results/public';
import { createScratchDatabase } from './support/databases';
import { startCeiling, startServing } from './support/product';
import type { Workspace } from './support/workspace';

export interface LookupSettings {
  students: number;
  connections: number;
  seconds: number;
}

export const defaultLookupSettings: LookupSettings = { students: 2_000, connections: 50, seconds: 10 };

export interface LookupFigures {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LookupResults {
  measuredAt: string;
  settings: LookupSettings;
  engines: { engine: Engine; lookup: LookupFigures; ceiling: LookupFigures & { bodyBytes: number } }[];
}

const roll = (i: number) => `UK26-${String(i + 1).padStart(5, '0')}`;
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function seed(db: Awaited<ReturnType<Awaited<ReturnType<typeof createScratchDatabase>>['open']>>, students: number) {
  const rolls = Array.from({ length: students }, (_, i) => ({ roll: roll(i), date_of_birth: '2010-05-04', cycle: '2026' }));
  await registerRollNumbers(db.kysely, rolls);
  const now = new Date().toISOString();
  const test = await db.kysely
    .insertInto('marks_tests')
    .values({
      title: 'Screening test 2026',
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
  for (let i = 0; i < students; i += 500) {
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
    await seed(db, settings.students);
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
        figures.push({ engine, lookup, ceiling: { ...top, bodyBytes: Buffer.byteLength(answer) } });
        log(
          `lookup: ${engine}: ${lookup.reqPerSec.toFixed(0)}/s p99 ${lookup.p99Ms} ms (non-2xx ${lookup.non2xx}); ceiling ${top.reqPerSec.toFixed(0)}/s`,
        );
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
