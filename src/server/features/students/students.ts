// Camp rosters. Students are minors: their records are read and written by staff only, within the
// camps each staff member may touch, and never appear in a public reply, a log line or the audit
// log (which keeps ids and field names only).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Student, studentInput, studentUpdate } from '../../../shared/schemas/staff/students';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../plugins/errors';
import { assertCampsExist } from '../accounts/accounts';
import { changedFields, recordAudit, type Actor } from '../../audit/audit';
import { assertInScope, scopeFilter, type CampScope } from '../../auth/camp-scope';

export type StudentInput = z.output<typeof studentInput>;
export type StudentChanges = z.output<typeof studentUpdate>;

function withCamp(db: Kysely<Database>) {
  return db.selectFrom('students as s').innerJoin('camps as c', 'c.id', 's.camp_id').selectAll('s').select('c.name as camp_name');
}

type Row = Awaited<ReturnType<ReturnType<typeof withCamp>['executeTakeFirstOrThrow']>>;

const toStudent = (r: Row): Student => ({
  id: r.id,
  name: r.name,
  standard: r.standard,
  school: r.school,
  village: r.village,
  district: r.district,
  gender: r.gender as Student['gender'],
  phone: r.phone,
  guardian_name: r.guardian_name,
  guardian_phone: r.guardian_phone,
  camp: r.camp_id,
  camp_id: r.camp_id,
  camp_name: r.camp_name,
  created_at: r.created_at,
  updated_at: r.updated_at,
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

export async function createStudent(db: Db, actor: Actor, scope: CampScope, input: StudentInput): Promise<Student> {
  assertInScope(scope, input.camp);
  await assertCampsExist(db.kysely, [input.camp], 'camp');
  const id = await db.kysely.transaction().execute(async (trx) => {
    const now = isoNow();
    const { camp, ...fields } = input;
    const row = await trx
      .insertInto('students')
      .values({ ...fields, camp_id: camp, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'create', entity: 'student', entityId: row.id, details: { camp_id: camp } });
    return row.id;
  });
  return studentById(db.kysely, scope, id);
}

export async function updateStudent(db: Db, actor: Actor, scope: CampScope, id: number, changes: StudentChanges): Promise<Student> {
  if (changes.camp !== undefined) {
    assertInScope(scope, changes.camp);
    await assertCampsExist(db.kysely, [changes.camp], 'camp');
  }
  await db.kysely.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('students').select(['id', 'camp_id']).where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound();
    assertInScope(scope, current.camp_id);
    const { camp, ...fields } = changes;
    await trx
      .updateTable('students')
      .set({ ...fields, ...(camp !== undefined ? { camp_id: camp } : {}), updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'student',
      entityId: id,
      details: { camp_id: camp ?? current.camp_id, fields: changedFields(changes) },
    });
  });
  return studentById(db.kysely, scope, id);
}

export async function deleteStudent(db: Db, actor: Actor, scope: CampScope, id: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('students').select(['id', 'camp_id']).where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound();
    assertInScope(scope, current.camp_id);
    await trx.deleteFrom('students').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'delete', entity: 'student', entityId: id, details: { camp_id: current.camp_id } });
  });
}
