// A student's own result by roll number (decision 0036): tests with marks per subject,
// their rows by roll number, the register of roll numbers with each student's date of birth (and
// PIN), and the import log. The PDFs of test_results (§3) stay as they are. Failed look-ups are
// counted where the limits count (Redis or the process), not here.
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId, timestamps } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await tableWithLastingId(db, id, 'marks_tests')
    .addColumn('title', 'text', (c) => c.notNull())
    // Its scope: a camp, or a cycle of applications by its code (e.g. '2026'), one of the two.
    .addColumn('camp_id', 'integer', (c) => c.references('camps.id'))
    .addColumn('cycle', 'text', (c) => c.notNull().defaultTo(''))
    // screening, weekly, surprise.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('test_date', 'text', (c) => c.notNull())
    // JSON: [{ key, name, max }], in the order the answer page shows them.
    .addColumn('subjects', 'text', (c) => c.notNull())
    // UTC instant; staff give it in India time.
    .addColumn('publish_at', 'text', (c) => c.notNull())
    // 1: a look-up also needs the student's PIN.
    .addColumn('requires_pin', 'integer', (c) => c.notNull().defaultTo(0))
    // 1: the selected and waitlisted roll numbers are listed publicly after publish_at.
    .addColumn('public_list', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();

  // marks: JSON { subject key: mark }, every subject of the test; status: selected, waitlisted,
  // not_selected or absent.
  const rows = required(
    tableWithLastingId(db, id, 'marks_rows').addColumn('test_id', 'integer', (c) =>
      c.notNull().references('marks_tests.id').onDelete('cascade'),
    ),
    'roll text, marks text, total real, status text',
  );
  await rows.addColumn('rank', 'integer').addUniqueConstraint('marks_rows_test_roll', ['test_id', 'roll']).execute();

  // Roll numbers: from the admit cards of the applications (registerRollNumbers), or imported with
  // each paper applicant's date of birth. application_id carries no foreign key: the applications
  // table is another change's.
  await tableWithLastingId(db, id, 'roll_register')
    .addColumn('roll', 'text', (c) => c.notNull().unique())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    // salt:HMAC of the 6-digit PIN, or null.
    .addColumn('pin_hash', 'text')
    .addColumn('camp_id', 'integer', (c) => c.references('camps.id'))
    .addColumn('cycle', 'text', (c) => c.notNull().defaultTo(''))
    // admit_card or import.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('application_id', 'integer')
    .$call(timestamps)
    .execute();

  // kind: marks (a test's rows) or rolls (the register). test_id: null for rolls.
  const imports = required(
    tableWithLastingId(db, id, 'marks_imports').addColumn('test_id', 'integer', (c) => c.references('marks_tests.id').onDelete('cascade')),
    'kind text, file_name text, sha256 text, user_id integer, rows_read integer, rows_stored integer, rows_replaced integer, created_at text',
  );
  await imports.execute();
}

/** Adds NOT NULL columns given as "name type, name type". */
function required(table: CreateTableBuilder<string, string>, columns: string): CreateTableBuilder<string, string> {
  return columns.split(', ').reduce((t, column) => {
    const [name, type] = column.split(' ') as [string, 'text' | 'real' | 'integer'];
    return t.addColumn(name, type, (c) => c.notNull());
  }, table);
}
