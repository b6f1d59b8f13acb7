// After the test (decision 0041): one action turns a cycle's selected applicants into students of
// the cycle's camp. Each application names the student it became (student_id), so a second run
// adds no one twice; the student carries copies of the application's consent rows (the same
// purpose, action, notice, channel and evidence, copied_from the original), which stay
// append-only. Every new student is one audit row, naming ids only.
import type { Kysely } from 'kysely';
import { studentAfterTest as t } from '../../../shared/messages/en-student-after-test';
import { studentPipeline } from '../../../shared/messages/en-student-pipeline';
import { type Actor, recordAudit } from '../../audit/audit';
import { assertInScope, type CampScope } from '../../auth/camp-scope';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { SUBJECT } from './applications';

/** The students' roster knows female, male and other: "prefer not to say" is kept as other. */
const studentGender = (gender: string) => (gender === 'female' || gender === 'male' ? gender : 'other');

/** A cycle of the caller's camps (404, 403). */
export async function cycleInScope(db: Kysely<Database>, scope: CampScope, cycleId: number) {
  const cycle = await db
    .selectFrom('student_application_cycles')
    .select(['id', 'name', 'code', 'camp_id', 'closes_at'])
    .where('id', '=', cycleId)
    .executeTakeFirst();
  if (!cycle) throw new HttpError(404, studentPipeline.errors.unknown);
  assertInScope(scope, cycle.camp_id);
  return cycle;
}

/** Turns the cycle's selected applicants into students of its camp; how many new, how many already were. */
export async function promoteSelected(db: Db, actor: Actor, scope: CampScope, cycleId: number, now: Date) {
  return inTransaction(db, async (trx) => {
    const cycle = await cycleInScope(trx, scope, cycleId);
    if (cycle.camp_id === null) throw new HttpError(409, t.errors.noCamp);
    const stamp = now.toISOString();
    // The cycle's row written first: on PostgreSQL it locks, so two promotions of a cycle queue
    // and the second sees the first's student_id (SQLite has one writer anyway).
    await trx.updateTable('student_application_cycles').set({ updated_at: stamp }).where('id', '=', cycle.id).execute();
    const selected = await trx
      .selectFrom('student_applications')
      .selectAll()
      .where('cycle_id', '=', cycle.id)
      .where('status', '=', 'selected')
      .where('erased_at', 'is', null)
      .orderBy('id')
      .execute();
    const waiting = selected.filter((a) => a.student_id === null);
    for (const a of waiting) {
      const student = await trx
        .insertInto('students')
        .values({
          camp_id: cycle.camp_id,
          name: a.full_name,
          standard: a.class,
          school: a.school_name,
          village: a.village,
          district: a.district,
          gender: studentGender(a.gender),
          // The form asks no student's own number; the parent's is the guardian's.
          phone: '',
          guardian_name: a.parent_name,
          guardian_phone: a.parent_mobile,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('student_applications').set({ student_id: student.id, updated_at: stamp }).where('id', '=', a.id).execute();
      await carryConsents(trx, a.id, student.id, stamp);
      await recordAudit(trx, actor, {
        action: 'create',
        entity: 'students',
        entityId: student.id,
        details: { from: 'student_applications', application_id: a.id, cycle_id: cycle.id },
      });
    }
    return { promoted: waiting.length, already: selected.length - waiting.length };
  });
}

/** Every consent row of a record, oldest first, as stored. */
export const consentRows = (db: Kysely<Database>, subjectType: string, subjectId: number) =>
  db
    .selectFrom('consent_records')
    .selectAll()
    .where((eb) => eb.and({ subject_type: subjectType, subject_id: subjectId }))
    .orderBy('id')
    .execute();

/** Copies an application's consent rows to its student, each naming the row it copies. */
async function carryConsents(trx: Kysely<Database>, applicationId: number, studentId: number, stamp: string) {
  const rows = await consentRows(trx, SUBJECT, applicationId);
  if (rows.length === 0) return;
  await trx
    .insertInto('consent_records')
    .values(
      rows.map(({ id, subject_type, subject_id, copied_from, created_at, ...same }) => ({
        ...same,
        subject_type: 'students',
        subject_id: studentId,
        copied_from: id,
        created_at: stamp,
      })),
    )
    .execute();
}
