// Application cycles and their test centres (decision 0035): admins set them up, any staff
// member reads them. A cycle or a centre that applications point at cannot be deleted, and a
// cycle's code (the start of its application numbers) is fixed once it has applications.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { studentApplicationsConsole as sc } from '../../../shared/messages/en-student-applications';
import type { Centre, centreInput, Cycle, cycleInput, Stream } from '../../../shared/schemas/student-applications';
import { type Actor, changedFields, recordAudit } from '../../audit/audit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { isoNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { assertCampsExist } from '../../auth/camp-scope';

type CycleFields = z.output<typeof cycleInput>;
type CentreFields = z.output<typeof centreInput>;

const cyclesQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('student_application_cycles as y')
    .leftJoin('camps as c', 'c.id', 'y.camp_id')
    .selectAll('y')
    .select('c.name as camp_name')
    .select((eb) => [
      eb
        .selectFrom('student_application_centres as t')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('t.cycle_id', '=', 'y.id')
        .as('centre_count'),
      eb
        .selectFrom('student_applications as a')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('a.cycle_id', '=', 'y.id')
        .as('application_count'),
    ]);

type CycleRow = Awaited<ReturnType<ReturnType<typeof cyclesQuery>['executeTakeFirstOrThrow']>>;

const toCycle = ({ classes, streams, centre_count, application_count, last_number: _n, last_roll: _r, ...r }: CycleRow): Cycle => ({
  ...r,
  classes: JSON.parse(classes) as number[],
  streams: JSON.parse(streams) as Stream[],
  centres: Number(centre_count ?? 0),
  applications: Number(application_count ?? 0),
});

/** Every cycle, the latest opening first. */
export async function listCycles(db: Kysely<Database>): Promise<Cycle[]> {
  return (await cyclesQuery(db).orderBy('y.opens_at', 'desc').orderBy('y.id', 'desc').execute()).map(toCycle);
}

export async function oneCycle(db: Kysely<Database>, id: number): Promise<Cycle> {
  const row = await cyclesQuery(db).where('y.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toCycle(row);
}

const cycleColumns = ({ camp, classes, streams, ...fields }: CycleFields) => ({
  ...fields,
  camp_id: camp,
  classes: JSON.stringify(classes),
  streams: JSON.stringify(streams),
});

const codeTaken = () => new HttpError(400, sc.codeTaken, { code: [sc.codeTaken] });

async function assertCodeFree(trx: Kysely<Database>, code: string, except?: number) {
  let query = trx.selectFrom('student_application_cycles').select('id').where('code', '=', code);
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw codeTaken();
}

/** Two saves of one code at once: the unique index refuses the second, as the check would have. */
async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function createCycle(db: Db, actor: Actor, input: CycleFields): Promise<Cycle> {
  if (input.camp !== null) await assertCampsExist(db.kysely, [input.camp], 'camp');
  const id = await withCodeCheck(() =>
    inTransaction(db, async (trx) => {
      await assertCodeFree(trx, input.code);
      return addRow(trx, actor, 'student_application_cycles', cycleColumns(input));
    }),
  );
  return oneCycle(db.kysely, id);
}

type OwnTable = 'student_application_cycles' | 'student_application_centres';
const ENTITY = {
  student_application_cycles: 'student_application_cycle',
  student_application_centres: 'student_application_centre',
} as const;

/** A new row, with its audit entry; its id. */
async function addRow(trx: Kysely<Database>, actor: Actor, table: OwnTable, columns: object): Promise<number> {
  const now = isoNow();
  const row = await trx
    .insertInto(table)
    .values({ ...columns, created_at: now, updated_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, { action: 'create', entity: ENTITY[table], entityId: row.id });
  return row.id;
}

/** A row's new values, with its audit entry (the names of the fields sent). */
async function changeRow(trx: Kysely<Database>, actor: Actor, table: OwnTable, id: number, columns: object, input: object) {
  await trx
    .updateTable(table)
    .set({ ...columns, updated_at: isoNow() } as never)
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, actor, { action: 'update', entity: ENTITY[table], entityId: id, details: { fields: changedFields(input) } });
}

const applicationCount = async (trx: Kysely<Database>, column: 'cycle_id' | 'centre_id', id: number) =>
  Number(
    (
      await trx
        .selectFrom('student_applications')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function updateCycle(db: Db, actor: Actor, id: number, input: CycleFields): Promise<Cycle> {
  if (input.camp !== null) await assertCampsExist(db.kysely, [input.camp], 'camp');
  await withCodeCheck(() =>
    inTransaction(db, async (trx) => {
      const current = await trx.selectFrom('student_application_cycles').select('code').where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound();
      if (current.code !== input.code) {
        if ((await applicationCount(trx, 'cycle_id', id)) > 0) throw new HttpError(409, sc.codeFixed, { code: [sc.codeFixed] });
        await assertCodeFree(trx, input.code, id);
      }
      await changeRow(trx, actor, 'student_application_cycles', id, cycleColumns(input), input);
    }),
  );
  return oneCycle(db.kysely, id);
}

/** Deletes a row of `table` that no application points at (by `column`), with its audit entry; `before` removes what it holds. */
async function deleteUnused(
  db: Db,
  actor: Actor,
  id: number,
  what: { table: OwnTable; column: 'cycle_id' | 'centre_id'; refusal: string },
  before?: (trx: Kysely<Database>) => Promise<Record<string, unknown>>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if ((await applicationCount(trx, what.column, id)) > 0) throw new HttpError(409, what.refusal);
    const details = (await before?.(trx)) ?? {};
    const result = await trx.deleteFrom(what.table).where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw notFound();
    await recordAudit(trx, actor, { action: 'delete', entity: ENTITY[what.table], entityId: id, details });
  });
}

/** Deletes a cycle with its centres; refused (409) once it has applications. */
export const deleteCycle = (db: Db, actor: Actor, id: number) =>
  deleteUnused(
    db,
    actor,
    id,
    { table: 'student_application_cycles', column: 'cycle_id', refusal: sc.cycleHasApplications },
    async (trx) => {
      const centres = await trx.deleteFrom('student_application_centres').where('cycle_id', '=', id).returning('id').execute();
      return { centres: centres.map((c) => c.id) };
    },
  );

// --- Test centres ---

const centresQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('student_application_centres as t')
    .innerJoin('student_application_cycles as y', 'y.id', 't.cycle_id')
    .selectAll('t')
    .select('y.name as cycle_name')
    .select((eb) =>
      eb
        .selectFrom('student_applications as a')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('a.centre_id', '=', 't.id')
        .where('a.has_seat', '=', 1)
        .as('seated_count'),
    );

type CentreRow = Awaited<ReturnType<ReturnType<typeof centresQuery>['executeTakeFirstOrThrow']>>;

const toCentre = ({ seated_count, created_at: _c, updated_at: _u, ...r }: CentreRow): Centre => ({
  ...r,
  seated: Number(seated_count ?? 0),
});

/** A cycle's centres (or every cycle's) by test time. */
export async function listCentres(db: Kysely<Database>, cycleId: number | null): Promise<Centre[]> {
  let query = centresQuery(db);
  if (cycleId !== null) query = query.where('t.cycle_id', '=', cycleId);
  return (await query.orderBy('t.test_at').orderBy('t.id').execute()).map(toCentre);
}

export async function oneCentre(db: Kysely<Database>, id: number): Promise<Centre> {
  const row = await centresQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toCentre(row);
}

async function assertCycleExists(trx: Kysely<Database>, id: number) {
  const found = await trx.selectFrom('student_application_cycles').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new HttpError(400, sc.cycleUnknown, { cycle: [sc.cycleUnknown] });
}

const centreColumns = ({ cycle, ...fields }: CentreFields) => ({ ...fields, cycle_id: cycle });

export async function createCentre(db: Db, actor: Actor, input: CentreFields): Promise<Centre> {
  const id = await inTransaction(db, async (trx) => {
    await assertCycleExists(trx, input.cycle);
    return addRow(trx, actor, 'student_application_centres', centreColumns(input));
  });
  return oneCentre(db.kysely, id);
}

/** A centre's change; it cannot move to another cycle once applicants chose it. */
export async function updateCentre(db: Db, actor: Actor, id: number, input: CentreFields): Promise<Centre> {
  await inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('student_application_centres').select('cycle_id').where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound();
    if (current.cycle_id !== input.cycle) {
      await assertCycleExists(trx, input.cycle);
      if ((await applicationCount(trx, 'centre_id', id)) > 0)
        throw new HttpError(409, sc.centreHasApplications, { cycle: [sc.centreHasApplications] });
    }
    await changeRow(trx, actor, 'student_application_centres', id, centreColumns(input), input);
  });
  return oneCentre(db.kysely, id);
}

export const deleteCentre = (db: Db, actor: Actor, id: number) =>
  deleteUnused(db, actor, id, { table: 'student_application_centres', column: 'centre_id', refusal: sc.centreHasApplications });
