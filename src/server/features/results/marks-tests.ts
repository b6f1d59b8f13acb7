// Tests with marks (decision 0036): created by staff with their subjects and publish time; their rows
// come from imports (marks-import.ts). A test's subjects cannot change once it has rows: the rows'
// marks are stored by subject key.
import type { Kysely, Selectable } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { z } from 'zod';
import type { MarksTest, marksTestInput, Subject } from '../../../shared/schemas/staff/results';
import type { Database, MarksTestTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type Actor, recordAudit } from '../../audit/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { isoNow } from '../../lib/clock';

type Parsed = z.output<typeof marksTestInput>;

export const subjectsOf = (row: Pick<Selectable<MarksTestTable>, 'subjects'>): Subject[] => JSON.parse(row.subjects) as Subject[];

const withCamp = (db: Kysely<Database>) =>
  db
    .selectFrom('marks_tests as t')
    .leftJoin('camps as c', 'c.id', 't.camp_id')
    .selectAll('t')
    .select('c.name as camp_name')
    .select((eb) =>
      eb.selectFrom('marks_rows as r').whereRef('r.test_id', '=', 't.id').select(eb.fn.countAll<number>().as('n')).as('rows'),
    );

/** A row as the API shows it: camp for camp_id, the subjects parsed, the flags as booleans. */
const toTest = ({
  camp_id,
  subjects,
  requires_pin,
  public_list,
  rows,
  ...rest
}: Awaited<ReturnType<ReturnType<typeof withCamp>['executeTakeFirstOrThrow']>>): MarksTest => ({
  ...rest,
  camp: camp_id,
  subjects: subjectsOf({ subjects }),
  requires_pin: Boolean(requires_pin),
  public_list: Boolean(public_list),
  rows: Number(rows ?? 0),
});

export async function listMarksTests(db: Kysely<Database>): Promise<MarksTest[]> {
  const rows = await withCamp(db).orderBy('t.test_date', 'desc').orderBy('t.id', 'desc').limit(500).execute();
  return rows.map(toTest);
}

export async function marksTestById(db: Kysely<Database>, id: number): Promise<MarksTest> {
  const row = await withCamp(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toTest(row);
}

async function refuseUnknownCamp(db: Kysely<Database>, camp: number | null) {
  if (camp === null) return;
  const found = await db.selectFrom('camps').select('id').where('id', '=', camp).executeTakeFirst();
  if (!found) throw new HttpError(400, en.staff.unknownCamp, { camp: [en.staff.unknownCamp] });
}

const keyed = (subjects: { name: string; max: number }[]): Subject[] =>
  subjects.map((s, i) => ({ key: `s${i + 1}`, name: s.name, max: s.max }));

function columns(input: Parsed) {
  return {
    title: input.title,
    camp_id: input.camp,
    cycle: input.camp ? '' : input.cycle,
    kind: input.kind,
    test_date: input.test_date,
    subjects: JSON.stringify(keyed(input.subjects)),
    publish_at: input.publish_at,
    requires_pin: input.requires_pin ? 1 : 0,
    public_list: input.public_list ? 1 : 0,
  };
}

export async function createMarksTest(db: Kysely<Database>, actor: Actor, input: Parsed): Promise<MarksTest> {
  await refuseUnknownCamp(db, input.camp);
  const id = await inTransaction(db, async (trx) => {
    const now = isoNow();
    const row = await trx
      .insertInto('marks_tests')
      .values({ ...columns(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'create', entity: 'marks_test', entityId: row.id });
    return row.id;
  });
  return marksTestById(db, id);
}

export async function updateMarksTest(db: Kysely<Database>, actor: Actor, id: number, input: Parsed): Promise<MarksTest> {
  await refuseUnknownCamp(db, input.camp);
  await inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('marks_tests').select(['id', 'subjects']).where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound();
    const values = columns(input);
    if (values.subjects !== current.subjects) {
      const rows = await trx.selectFrom('marks_rows').select('id').where('test_id', '=', id).limit(1).executeTakeFirst();
      if (rows) throw new HttpError(409, en.resultsStaff.subjectsLocked, { subjects: [en.resultsStaff.subjectsLocked] });
    }
    await trx
      .updateTable('marks_tests')
      .set({ ...values, updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'marks_test', entityId: id });
  });
  return marksTestById(db, id);
}

export async function deleteMarksTest(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const gone = await trx.deleteFrom('marks_tests').where('id', '=', id).executeTakeFirst();
    if (!gone.numDeletedRows) throw notFound();
    await recordAudit(trx, actor, { action: 'delete', entity: 'marks_test', entityId: id });
  });
}
