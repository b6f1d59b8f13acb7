// A student's own result (decision 0036): roll number + date of birth (+ PIN where the test has
// PINs) → that student's marks in the tests published so far, and nothing else. The three ways to
// fail (no such roll, wrong date of birth, wrong PIN), a locked roll and "nothing published yet"
// give one reply, and do the same work: the same two queries, the same hash comparisons (against a
// stand-in when there is no row or no PIN), one look at the roll's lock, one failure counted.
// `lookupWork` counts that work as it is done, so a test can prove it equal without trusting a busy
// machine's clock; the time itself is measured by the bench's lookup part (docs/performance.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely, KyselyPlugin } from 'kysely';
import { en } from '../../../shared/messages/en';
import { fill } from '../../../shared/messages/fill';
import type { MarksStatus } from '../../../shared/schemas/staff/results';
import type { Database } from '../../db/schema';
import { codeMatches, hashCode } from '../../lib/one-time-code';
import { enqueueMail, type MailSettings } from '../../mail/outbox';
import type { FailureCounter } from './lookup-limits';
import { normalDate } from './marks-import';
import type { RollLock } from './roll-lock';
import { subjectsOf } from './marks-tests';

/** The work look-ups have done in this process: hashes compared, queries sent, failures counted. */
export const lookupWork = { hashes: 0, queries: 0, failures: 0 };

/** Counts each query a look-up sends (the plugin sees every query built on its Kysely). */
const countQueries: KyselyPlugin = {
  transformQuery: ({ node }) => {
    lookupWork.queries += 1;
    return node;
  },
  transformResult: async ({ result }) => result,
};

// Stand-ins compared when the roll has no row or no PIN: the same work as a real comparison.
const NO_DATE = '0000-00-00';
const NO_PIN_HASH = hashCode('no-pin');

const digest = (text: string) => {
  lookupWork.hashes += 1;
  return createHash('sha256').update(text).digest();
};
const pinMatches = (pin: string, stored: string) => {
  lookupWork.hashes += 1;
  return codeMatches(pin, stored);
};

export interface TestResult {
  title: string;
  test_date: string;
  subjects: { name: string; max: number; mark: number | null }[];
  total: number;
  max_total: number;
  status: MarksStatus;
  rank: number | null;
}

export interface LookupContext {
  db: Kysely<Database>;
  now: number;
  lock: RollLock;
  failures: FailureCounter;
  mail: MailSettings;
  alertThreshold: number;
}

/** The student's results, newest first; null for every failure alike. */
export async function lookUp(
  ctx: LookupContext,
  input: { roll: string; date_of_birth: string; pin?: string | undefined },
): Promise<TestResult[] | null> {
  const roll = input.roll.trim().slice(0, 40);
  const nowIso = new Date(ctx.now).toISOString();
  const db = ctx.db.withPlugin(countQueries);
  const [register, rows, locked] = await Promise.all([
    db.selectFrom('roll_register').select(['date_of_birth', 'pin_hash']).where('roll', '=', roll).executeTakeFirst(),
    db
      .selectFrom('marks_rows as r')
      .innerJoin('marks_tests as t', 't.id', 'r.test_id')
      .select(['t.title', 't.test_date', 't.subjects', 't.requires_pin', 'r.marks', 'r.total', 'r.status', 'r.rank'])
      .where('r.roll', '=', roll)
      .where('t.publish_at', '<=', nowIso)
      .orderBy('t.publish_at', 'desc')
      .limit(10)
      .execute(),
    ctx.lock.locked(roll),
  ]);
  const dobOk = timingSafeEqual(digest(normalDate(input.date_of_birth) ?? ''), digest(register?.date_of_birth ?? NO_DATE));
  const pinOk = pinMatches(input.pin?.trim() ?? '', register?.pin_hash ?? NO_PIN_HASH);
  const needsPin = Boolean(register?.pin_hash) && rows.some((x) => x.requires_pin);
  const proven = Boolean(register) && dobOk && (pinOk || !needsPin);
  if (!proven || locked) await countFailure(ctx, roll);
  if (!proven || locked || rows.length === 0) return null;
  return rows.map((x) => {
    const subjects = subjectsOf(x);
    const marks = JSON.parse(x.marks) as (number | null)[];
    return {
      title: x.title,
      test_date: x.test_date,
      subjects: subjects.map((s, i) => ({ name: s.name, max: s.max, mark: marks[i] ?? null })),
      total: Number(x.total),
      max_total: subjects.reduce((sum, s) => sum + s.max, 0),
      status: x.status,
      rank: x.rank,
    };
  });
}

/** One failure: on the roll's lock, and in the hour's count (staff e-mailed once past the threshold). */
async function countFailure(ctx: LookupContext, roll: string) {
  lookupWork.failures += 1;
  if (roll) await ctx.lock.fail(roll);
  const { hour, count, alert } = await ctx.failures.add(ctx.alertThreshold);
  if (!alert) return;
  const t = en.resultsStaff;
  const values = { count, hour, threshold: ctx.alertThreshold };
  const text = fill(t.alertBody, values);
  await enqueueMail(ctx.db, ctx.mail, 'results_alert', ctx.mail.staff, {
    subject: fill(t.alertSubject, values),
    text,
    html: `<p>${text}</p>`,
  });
}
