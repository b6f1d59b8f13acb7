// Camp rosters. Students are minors: their records are read and written by staff only, within the
// camps each staff member may touch, and never appear in a public reply, a log line or the audit
// log (which keeps ids and field names only).
import type { Kysely } from 'kysely';
import type { Student } from '../../../shared/schemas/staff/students';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { pick } from '../../lib/pick';
import { assertInScope, scopeFilter, type CampScope } from '../../auth/camp-scope';

function withCamp(db: Kysely<Database>) {
  return db.selectFrom('students as s').innerJoin('camps as c', 'c.id', 's.camp_id').selectAll('s').select('c.name as camp_name');
}

type Row = Awaited<ReturnType<ReturnType<typeof withCamp>['executeTakeFirstOrThrow']>>;

/** The columns a student's view shows as they are. */
const AS_STORED = [
  'id',
  'name',
  'standard',
  'school',
  'village',
  'district',
  'phone',
  'guardian_name',
  'guardian_phone',
  'camp_id',
  'camp_name',
  'created_at',
  'updated_at',
] as const;

const toStudent = (r: Row): Student => ({
  ...pick(r, AS_STORED),
  gender: r.gender as Student['gender'],
  camp: r.camp_id,
});

export interface StudentFilter {
  camp_id?: number | undefined;
  standard?: number | undefined;
  limit: number;
  offset: number;
}

/** A roster page, by camp and name, limited to the camps of the scope. */
export async function listStudents(db: Kysely<Database>, scope: CampScope, filter: StudentFilter) {
  const allowed = scopeFilter(scope);
  let query = withCamp(db);
  let count = db.selectFrom('students as s');
  if (allowed) {
    if (allowed.length === 0) return { rows: [], total: 0 };
    query = query.where('s.camp_id', 'in', allowed);
    count = count.where('s.camp_id', 'in', allowed);
  }
  if (filter.camp_id !== undefined) {
    query = query.where('s.camp_id', '=', filter.camp_id);
    count = count.where('s.camp_id', '=', filter.camp_id);
  }
  if (filter.standard !== undefined) {
    query = query.where('s.standard', '=', filter.standard);
    count = count.where('s.standard', '=', filter.standard);
  }
  const [rows, total] = await Promise.all([
    query.orderBy('c.name').orderBy('s.name').orderBy('s.id').limit(filter.limit).offset(filter.offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toStudent), total: Number(total.n) };
}

/** One student, if the scope covers their camp (403 otherwise, 404 when there is none). */
export async function studentById(db: Kysely<Database>, scope: CampScope, id: number): Promise<Student> {
  const row = await withCamp(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  assertInScope(scope, row.camp_id);
  return toStudent(row);
}

/** The roster of one camp: 404 without the camp, 403 outside the caller's camps. */
export async function campRoster(db: Kysely<Database>, scope: CampScope, campId: number, filter: Omit<StudentFilter, 'camp_id'>) {
  const camp = await db.selectFrom('camps').select('id').where('id', '=', campId).executeTakeFirst();
  if (!camp) throw notFound();
  assertInScope(scope, camp.id);
  return listStudents(db, scope, { ...filter, camp_id: camp.id });
}
