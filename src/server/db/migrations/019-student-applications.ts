// Students apply to the camps from their phones (decision 0035): application cycles with
// their screening-test centres, the applications themselves (a draft until submitted; a child's
// waits for a parent's consent), and staff's notes on them. The consent itself goes to
// consent_records and the parent's code to one_time_codes (migration 016): nothing of it is copied here.
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId, timestamps } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await tableWithLastingId(db, id, 'student_application_cycles')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_hi', 'text')
    // Upper-case letters and digits, the start of every application number (`UK26-000123K`).
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // ISO-8601 UTC instants; the console enters and shows them in India time.
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('camp_id', 'integer', (c) => c.references('camps.id').onDelete('set null'))
    // JSON arrays: the classes (9-12) and the streams of classes 11-12 (pcm, pcb, other).
    .addColumn('classes', 'text', (c) => c.notNull())
    .addColumn('streams', 'text', (c) => c.notNull())
    .addColumn('eligibility', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('eligibility_hi', 'text')
    // The last application number and roll number handed out in the cycle.
    .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_roll', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();

  await tableWithLastingId(db, id, 'student_application_centres')
    .addColumn('cycle_id', 'integer', (c) => c.notNull().references('student_application_cycles.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_hi', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_hi', 'text')
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('test_at', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    // en, hi or both: the language(s) the paper is set in at this centre.
    .addColumn('paper_language', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await tableWithLastingId(db, id, 'student_applications')
    .addColumn('cycle_id', 'integer', (c) => c.notNull().references('student_application_cycles.id'))
    // `<cycle code>-NNNNNN` and its check character; kept after the personal data is erased.
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // draft, pending_consent, submitted, shortlisted, admit_card_issued, appeared, absent, selected,
    // waitlisted, not_selected, withdrawn.
    .addColumn('status', 'text', (c) => c.notNull())
    // The language the form was filled in: the parent's messages and the admit card follow it.
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('class', 'integer', (c) => c.notNull())
    .addColumn('stream', 'text')
    .addColumn('school_name', 'text', (c) => c.notNull())
    .addColumn('school_type', 'text', (c) => c.notNull())
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('block', 'text', (c) => c.notNull())
    .addColumn('village', 'text', (c) => c.notNull())
    .addColumn('last_exam_percentage', 'real')
    .addColumn('centre_id', 'integer', (c) => c.references('student_application_centres.id').onDelete('set null'))
    .addColumn('paper_language', 'text', (c) => c.notNull())
    .addColumn('accessibility_needs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_name', 'text', (c) => c.notNull())
    .addColumn('parent_relationship', 'text', (c) => c.notNull())
    .addColumn('parent_mobile', 'text', (c) => c.notNull())
    .addColumn('parent_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('heard_from', 'text', (c) => c.notNull())
    // The notice shown with the form (privacy_notices.id).
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('privacy_notices.id'))
    // How consent was given: parent (their code), self (18 or more), paper (staff, a scan).
    .addColumn('consent_by', 'text')
    .addColumn('consent_scan', 'text')
    // A seat at the centre (1), or the waitlist (0) in submission order.
    .addColumn('has_seat', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roll_number', 'text')
    .addColumn('pin_hash', 'text')
    .addColumn('duplicate_of', 'integer')
    .addColumn('submitted_at', 'text')
    .addColumn('withdrawn_at', 'text')
    // When the personal data was erased (withdrawn, never confirmed, or 180 days after the cycle).
    .addColumn('erased_at', 'text')
    .$call(timestamps)
    .execute();

  await tableWithLastingId(db, id, 'student_application_notes')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('student_applications.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const indexes: [string, string[], boolean?][] = [
    ['student_application_cycles', ['opens_at', 'closes_at']],
    ['student_application_centres', ['cycle_id', 'test_at']],
    ['student_applications', ['cycle_id', 'status', 'submitted_at']],
    ['student_applications', ['centre_id', 'status']],
    // A roll number once in a cycle (none is null, which both engines let repeat).
    ['student_applications', ['cycle_id', 'roll_number'], true],
  ];
  for (const [table, columns, unique] of indexes) {
    const index = db.schema
      .createIndex(`${table}_${columns.join('_')}_idx`)
      .on(table)
      .columns(columns);
    await (unique ? index.unique() : index).execute();
  }
}
