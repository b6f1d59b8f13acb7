// Students' applications after consent and after the test (decision 0041): a parent's consent signed
// on paper is kept as a scan, named by the consent rows it evidences; an application selected at
// the test becomes a student of the camp, whose consent rows are copies pointing at the originals.
// Consent rows stay append-only (migration 016's triggers refuse UPDATE and DELETE, not new columns).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('consent_records')
    // The stored name of a signed paper form's scan (channel `staff`, recorded_by the staff member).
    .addColumn('evidence_file', 'text')
    .execute();
  await db.schema
    .alterTable('consent_records')
    // A consent carried to another record (an application's to the student it became): the original row.
    .addColumn('copied_from', 'integer')
    .execute();
  await db.schema
    .alterTable('student_applications')
    // The student the application became; null until then (and again if the student is deleted).
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('student_applications_student_id_idx').on('student_applications').column('student_id').execute();
}
