// What other features may use of the students' applications: the results' public lists show a
// name only where the parent (or an adult student) agreed to it in the application (decision 0036);
// the retention run erases applications 180 days after their cycle closes (decision 0041).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SUBJECT } from './applications';

export { dueAfterCycle } from './cycle-erasure';

/** The names, by roll number, whose latest `public_list` consent is given and whose data is not erased. */
export function consentedNames(db: Kysely<Database>) {
  return async (rolls: string[]): Promise<Map<string, string>> => {
    if (rolls.length === 0) return new Map();
    const rows = await db
      .selectFrom('student_applications as a')
      .innerJoin('consent_records as c', (join) =>
        join.onRef('c.subject_id', '=', 'a.id').on('c.subject_type', '=', SUBJECT).on('c.purpose', '=', 'public_list'),
      )
      .select(['a.roll_number', 'a.full_name', 'c.action', 'c.id'])
      .where('a.roll_number', 'in', rolls)
      .where('a.erased_at', 'is', null)
      .where('a.status', '!=', 'withdrawn')
      .orderBy('c.id')
      .execute();
    const latest = new Map<string, { name: string; given: boolean }>();
    for (const r of rows) if (r.roll_number) latest.set(r.roll_number, { name: r.full_name, given: r.action === 'given' });
    return new Map([...latest].filter(([, v]) => v.given).map(([roll, v]) => [roll, v.name]));
  };
}
