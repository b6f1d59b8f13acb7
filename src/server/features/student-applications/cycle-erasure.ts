// The applications of a cycle that did not become students are erased 180 days after the cycle
// closes (decision 0041): time to answer questions about the selection and to fill a place that
// falls free, and no longer; staff may set another period. The nightly retention run does it (the `applications_after_cycle` kind
// of the privacy feature's schedule, which writes the erasure log); erasing keeps the number,
// status and dates as a withdrawal does, and removes a paper consent's scan. The console's dry
// run lists each cycle with the day its erasure starts and how many it takes then.
import type { Kysely } from 'kysely';
import type { CampScope } from '../../auth/camp-scope';
import { scopeFilter } from '../../auth/camp-scope';
import type { Database } from '../../db/schema';
import { retentionDays } from '../privacy/public';
import { erasePersonalData } from './erasure';

const DAY_MS = 86_400_000;

/** The applications still holding personal data that were not turned into students (that still are). */
function erasable(db: Kysely<Database>) {
  return (
    db
      .selectFrom('student_applications as a')
      .innerJoin('student_application_cycles as c', 'c.id', 'a.cycle_id')
      .where('a.erased_at', 'is', null)
      // A student deleted since is no longer one (whether or not the engine nulled student_id).
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('students as s').select('s.id').whereRef('s.id', '=', 'a.student_id'))))
  );
}

/** What the retention run erases at `cutoff` (now minus the period set, 180 days unless staff changed it): the applications of cycles closed before it. */
export async function dueAfterCycle(db: Kysely<Database>, cutoff: string) {
  const rows = await erasable(db).select(['a.id', 'a.consent_scan']).where('c.closes_at', '<', cutoff).orderBy('a.id').execute();
  return {
    table: 'student_applications' as const,
    ids: rows.map((r) => r.id),
    files: rows.flatMap((r) => (r.consent_scan ? [r.consent_scan] : [])),
    /** Blanks rather than deletes: the number, status and dates stay. */
    erase: async (trx: Kysely<Database>, ids: number[], now: Date) => void (await erasePersonalData(trx, ids, now)),
  };
}

/** The dry run, per cycle of the caller's camps: when its erasure starts and how many it would take. */
export async function cycleErasures(db: Kysely<Database>, scope: CampScope, now: Date) {
  let cycles = db
    .selectFrom('student_application_cycles')
    .select(['id', 'name', 'code', 'closes_at', 'camp_id'])
    .orderBy('closes_at')
    .orderBy('id');
  const camps = scopeFilter(scope);
  if (camps) cycles = cycles.where('camp_id', 'in', camps.length ? camps : [-1]);
  const [days, rows, counts] = await Promise.all([
    retentionDays(db, 'applications_after_cycle'),
    cycles.execute(),
    erasable(db)
      .select(['a.cycle_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('a.cycle_id')
      .execute(),
  ]);
  const byCycle = new Map(counts.map((c) => [c.cycle_id, Number(c.n)]));
  return rows.map((c) => {
    const eraseFrom = new Date(Date.parse(c.closes_at) + days * DAY_MS).toISOString();
    return {
      cycle_id: c.id,
      name: c.name,
      code: c.code,
      closes_at: c.closes_at,
      erase_from: eraseFrom,
      due: eraseFrom < now.toISOString(),
      count: byCycle.get(c.id) ?? 0,
    };
  });
}
