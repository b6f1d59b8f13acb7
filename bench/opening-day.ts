// Part "opening-day": the morning a cycle opens (decision 0035). One open cycle with three test
// centres; 1,000 students apply, each as a phone does it: GET /apply (or /hi/apply), which sets
// the CSRF cookie and gives the form its hidden token and Idempotency-Key; POST of the plain form
// to /apply (the website server checks the token and passes the submission to the API in-process,
// as the form does with JavaScript on or off); and the page the answer redirects to, which shows
// the application number. Each student from an address of their own (TRUST_PROXY=1 and
// X-Forwarded-For), so the per-address limits are on and never reached; the payloads vary (class,
// stream, age, district, centre, language, optional fields; a quarter are 18 and consent for
// themselves). The part checks that every submission was answered with its number, that no two
// numbers are the same, and that the database holds one row per submission afterwards (no error,
// no lost application). Beside it, in the same run, raw node:http answering the same three
// requests with the apply page's bytes (the ceiling). Both engines.
import type { Engine } from '../src/server/db/database';
import { createScratchDatabase } from './support/databases';
import { startCeiling, startServing } from './support/product';
import { percentile } from './support/stats';
import type { Workspace } from './support/workspace';

export interface OpeningDaySettings {
  submissions: number;
  /** Students applying at the same moment. */
  concurrency: number;
}

export const defaultOpeningDaySettings: OpeningDaySettings = { submissions: 1_000, concurrency: 20 };

export interface OpeningDayFigures {
  seconds: number;
  submissionsPerSec: number;
  /** The form's POST (with its redirect answered), and the whole journey of three requests. */
  postP50Ms: number;
  postP99Ms: number;
  journeyP99Ms: number;
  errors: number;
}

export interface OpeningDayResults {
  measuredAt: string;
  settings: OpeningDaySettings;
  engines: {
    engine: Engine;
    product: OpeningDayFigures;
    ceiling: OpeningDayFigures;
    /** Rows in the database after the run, by status; numbers answered; numbers answered twice. */
    stored: { rows: number; byStatus: Record<string, number>; answered: number; repeated: number };
    firstErrors: string[];
  }[];
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const DAY = 86_400_000;

const NAMES = ['Kavita Rawat', 'प्रियंका क्षत्रिय', 'Amit Bisht', 'हर्षित त्रिपाठी', 'Pooja Negi', 'स्मृति द्विवेदी', 'Rohit Dhami', 'कृष्णा श्रीवास्तव'];
const DISTRICTS = ['Pithoragarh', 'Bageshwar', 'Almora', 'Chamoli', 'Champawat', 'Uttarkashi', 'Tehri Garhwal', 'Rudraprayag'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** Student i's form as they fill it in (the page's hidden fields apart; odd students use the English page). */
export function openingDayForm(i: number, centres: number[], now = Date.now()): Record<string, string> {
  const adult = i % 4 === 3;
  const born = new Date(now - ((adult ? 18 : 14 + (i % 3)) * 365.25 + 30 + (i % 200)) * DAY).toISOString().slice(0, 10);
  const studentClass = adult ? 12 : 9 + (i % 4);
  return {
    full_name: `${pick(NAMES, i)} ${i}`,
    date_of_birth: born,
    gender: pick(['female', 'male', 'other', 'prefer_not_to_say'], i),
    class: String(studentClass),
    stream: studentClass >= 11 ? pick(['pcm', 'pcb', 'other'], i) : '',
    school_name: `GIC ${pick(DISTRICTS, i + 3)}`,
    school_type: pick(['government', 'aided', 'private'], i),
    board: pick(['ubse', 'cbse', 'other'], i),
    district: pick(DISTRICTS, i),
    block: `Block ${i % 17}`,
    village: `Village ${i % 97}`,
    last_exam_percentage: i % 3 ? String(50 + (i % 50)) : '',
    centre: String(pick(centres, i)),
    paper_language: i % 5 ? 'hi' : 'en',
    accessibility_needs: i % 10 === 0 ? 'Large print paper' : '',
    parent_name: `Parent of ${i}`,
    parent_relationship: pick(['mother', 'father', 'guardian'], i),
    // A mobile of their own: no two applications look like duplicates.
    parent_mobile: `9${String(700_000_000 + i).padStart(9, '0')}`,
    parent_email: i % 7 === 0 ? `parent${i}@example.org` : '',
    heard_from: pick(['school', 'friend', 'former_student', 'poster', 'social_media', 'other'], i),
    ...(adult ? { self_consent: 'on' } : {}),
    action: 'submit',
  };
}

/** The apply form's hidden fields: its own (language, notice version) and those the website server gave it (`form="form-apply"`). */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const form = /<form id="form-apply"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  for (const m of form.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)"\/?>/g)) fields[m[1]!] = m[2]!;
  for (const m of html.matchAll(/<input type="hidden" form="form-apply" name="(_[a-z]+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!;
  return fields;
}

interface Journey {
  postMs: number;
  journeyMs: number;
  number?: string;
  error?: string;
}

/** One student: the page, the form's post, the page it redirects to. `checked`: the product (not the ceiling). */
async function applyOnce(base: string, i: number, centres: number[], checked: boolean): Promise<Journey> {
  const started = performance.now();
  const forwarded = { 'x-forwarded-for': address(i + 1) };
  const page = `${base}${i % 2 ? '' : '/hi'}/apply`;
  const got = await fetch(page, { headers: forwarded });
  const html = await got.text();
  const cookie = (got.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const hidden = hiddenFields(html);
  if (checked && (got.status !== 200 || !hidden._csrf || !hidden._key)) return { postMs: 0, journeyMs: 0, error: `GET ${got.status}` };
  const body = new URLSearchParams({ ...openingDayForm(i, centres), ...hidden });
  const posting = performance.now();
  const posted = await fetch(page, {
    method: 'POST',
    headers: { ...forwarded, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  const answer = await posted.text();
  const postMs = performance.now() - posting;
  const location = posted.headers.get('location');
  if (checked && (posted.status !== 303 || !location)) {
    // The fields the page marked wrong, to say why.
    const wrong = [...answer.matchAll(/name="([a-z_]+)"[^>]*aria-invalid="true"/g)].map((m) => m[1]);
    return { postMs, journeyMs: 0, error: `POST ${posted.status} ${wrong.join(',')}` };
  }
  const shown = await fetch(new URL(location ?? '/', page), { headers: { ...forwarded, cookie } });
  const text = await shown.text();
  const number = location ? (new URL(location, page).searchParams.get('number') ?? undefined) : undefined;
  const journeyMs = performance.now() - started;
  if (checked && (shown.status !== 200 || !number || !text.includes(number))) return { postMs, journeyMs, error: `shown ${shown.status}` };
  return { postMs, journeyMs, ...(number ? { number } : {}) };
}

async function crowd(base: string, settings: OpeningDaySettings, centres: number[], checked: boolean) {
  const journeys: Journey[] = [];
  let next = 0;
  const started = performance.now();
  const student = async () => {
    while (next < settings.submissions) {
      const i = next++;
      try {
        journeys.push(await applyOnce(base, i, centres, checked));
      } catch (error) {
        journeys.push({ postMs: 0, journeyMs: 0, error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, student));
  const seconds = (performance.now() - started) / 1000;
  const ok = journeys.filter((j) => !j.error);
  const figures: OpeningDayFigures = {
    seconds,
    submissionsPerSec: ok.length / seconds,
    postP50Ms: percentile(
      ok.map((j) => j.postMs),
      50,
    ),
    postP99Ms: percentile(
      ok.map((j) => j.postMs),
      99,
    ),
    journeyP99Ms: percentile(
      ok.map((j) => j.journeyMs),
      99,
    ),
    errors: journeys.length - ok.length,
  };
  return { figures, journeys };
}

export async function benchOpeningDay(
  ws: Workspace,
  engines: Engine[],
  settings: OpeningDaySettings,
  log: (line: string) => void,
): Promise<OpeningDayResults> {
  const measuredAt = new Date().toISOString();
  const results: OpeningDayResults['engines'] = [];
  for (const engine of engines) {
    const scratch = await createScratchDatabase(ws, engine, 'opening-day');
    const db = await scratch.open();
    const now = new Date().toISOString();
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const cycle = await db.kysely
      .insertInto('student_application_cycles')
      .values({
        ...{ name: 'Screening 2027', name_hi: 'स्क्रीनिंग 2027', code: 'OD27', opens_at: at(-1), closes_at: at(30), camp_id: null },
        ...{ classes: JSON.stringify([9, 10, 11, 12]), streams: JSON.stringify(['pcm', 'pcb', 'other']), created_at: now, updated_at: now },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const centres: number[] = [];
    for (const [name, district] of [
      ['GIC Munsiyari', 'Pithoragarh'],
      ['GIC Dharchula', 'Pithoragarh'],
      ['GIC Bageshwar', 'Bageshwar'],
    ]) {
      const centre = await db.kysely
        .insertInto('student_application_centres')
        .values({
          ...{ cycle_id: cycle.id, name: name!, name_hi: null, address: 'Main road', address_hi: null, district: district! },
          ...{ test_at: at(45), seats: 400, paper_language: 'both' as const, created_at: now, updated_at: now },
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      centres.push(centre.id);
    }
    await db.close();
    const product = await startServing(ws, {
      dataDir: scratch.dataDir,
      ...(scratch.url ? { databaseUrl: scratch.url } : {}),
      seedDemo: false,
      env: { TRUST_PROXY: '1', SMS_PROVIDER: 'log' },
    });
    try {
      const page = await (await fetch(`${product.webUrl}/apply`)).text();
      const ceilingServer = await startCeiling(page, { 'content-type': 'text/html; charset=utf-8' });
      let ceiling: OpeningDayFigures;
      try {
        log(`opening-day: ${engine}: the ceiling (node:http answering the apply page's ${Buffer.byteLength(page)} bytes)`);
        ceiling = (await crowd(ceilingServer.url, settings, centres, false)).figures;
      } finally {
        await ceilingServer.stop();
      }
      log(`opening-day: ${engine}: ${settings.submissions} students apply, ${settings.concurrency} at a time`);
      const { figures, journeys } = await crowd(product.webUrl, settings, centres, true);
      const numbers = journeys.flatMap((j) => (j.number ? [j.number] : []));
      const check = await scratch.open();
      const rows = await check.kysely
        .selectFrom('student_applications')
        .select(['status', (e) => e.fn.countAll<number | string>().as('n')])
        .where('cycle_id', '=', cycle.id)
        .groupBy('status')
        .execute();
      await check.close();
      const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      const stored = {
        rows: Object.values(byStatus).reduce((a, b) => a + b, 0),
        byStatus,
        answered: numbers.length,
        repeated: numbers.length - new Set(numbers).size,
      };
      const firstErrors = [...new Set(journeys.flatMap((j) => (j.error ? [j.error] : [])))].slice(0, 5);
      log(
        `opening-day: ${engine}: ${figures.submissionsPerSec.toFixed(1)} submissions/s over ${figures.seconds.toFixed(1)} s, POST p99 ${figures.postP99Ms.toFixed(0)} ms, ${figures.errors} errors; ${stored.rows} rows stored for ${stored.answered} numbers answered; ceiling ${ceiling.submissionsPerSec.toFixed(0)}/s`,
      );
      results.push({ engine, product: figures, ceiling, stored, firstErrors });
    } finally {
      await product.stop();
      await scratch.drop();
    }
  }
  return { measuredAt, settings, engines: results };
}
