// The admins' view of the slot coordinators' preferences (the board, and the same as CSV), and the
// allocation of coordinators to slots within each slot's capacity (decision 0016).
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { PreferencesBoard } from '../../../shared/schemas/staff/slot-coordinators';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../../audit/audit';
import { toCsv } from '../../lib/csv';
import { filledCount, listDepartments, lockSlot, slotsQuery } from './slot-coordinators';

const s = en.staff;

/**
 * Every slot (of one camp, with `campId`) with who prefers it at which rank (1 = first choice) and
 * who is allocated to it; every department with who prefers it (with `campId`: the preferences of
 * that camp's coordinators).
 */
export async function preferencesBoard(db: Kysely<Database>, campId: number | null): Promise<PreferencesBoard> {
  let slotRows = slotsQuery(db).orderBy('sl.start_date').orderBy('sl.start_time').orderBy('sl.id');
  if (campId !== null) slotRows = slotRows.where('sl.camp_id', '=', campId);
  const slots = await slotRows.execute();
  const slotIds = slots.map((sl) => sl.id);
  let deptPrefsQuery = db
    .selectFrom('department_preferences as p')
    .innerJoin('slot_coordinators as c', 'c.id', 'p.coordinator_id')
    .select(['p.department_id', 'p.coordinator_id', 'c.name', 'c.is_active', 'p.rank'])
    .orderBy('p.rank')
    .orderBy('c.name')
    .orderBy('c.id');
  if (campId !== null) deptPrefsQuery = deptPrefsQuery.where('c.camp_id', '=', campId);
  const [departments, slotPrefs, allocations, deptPrefs] = await Promise.all([
    listDepartments(db),
    slotIds.length
      ? db
          .selectFrom('slot_preferences as p')
          .innerJoin('slot_coordinators as c', 'c.id', 'p.coordinator_id')
          .select(['p.slot_id', 'p.coordinator_id', 'c.name', 'c.is_active', 'p.rank'])
          .where('p.slot_id', 'in', slotIds)
          .orderBy('p.rank')
          .orderBy('c.name')
          .orderBy('c.id')
          .execute()
      : [],
    slotIds.length
      ? db
          .selectFrom('slot_allocations as a')
          .innerJoin('slot_coordinators as c', 'c.id', 'a.coordinator_id')
          .select(['a.slot_id', 'a.coordinator_id', 'c.name'])
          .where('a.slot_id', 'in', slotIds)
          .orderBy('c.name')
          .orderBy('c.id')
          .execute()
      : [],
    deptPrefsQuery.execute(),
  ]);
  const choice = (r: { coordinator_id: number; name: string; is_active: number; rank: number }) => ({
    coordinator_id: r.coordinator_id,
    name: r.name,
    // Stored from 0; shown from 1.
    rank: r.rank + 1,
    is_active: r.is_active === 1,
  });
  return {
    slots: slots.map((sl) => {
      const allocated = allocations.filter((a) => a.slot_id === sl.id).map(({ coordinator_id, name }) => ({ coordinator_id, name }));
      return {
        ...sl,
        filled: allocated.length,
        preferences: slotPrefs.filter((p) => p.slot_id === sl.id).map(choice),
        allocated,
      };
    }),
    departments: departments.map((d) => ({ ...d, preferences: deptPrefs.filter((p) => p.department_id === d.id).map(choice) })),
  };
}

/** The board as CSV: one line per preference (a slot or department nobody chose has one line of its own). */
export async function preferencesBoardCsv(db: Kysely<Database>, actor: Actor, campId: number | null) {
  const board = await preferencesBoard(db, campId);
  const phones = new Map(
    (await db.selectFrom('slot_coordinators').select(['id', 'phone_number']).execute()).map((c) => [c.id, c.phone_number]),
  );
  const rows: unknown[][] = [];
  for (const sl of board.slots) {
    const slotCells = [
      s.boardCsvSlot,
      sl.name,
      sl.camp_name ?? '',
      sl.start_date,
      sl.end_date,
      sl.start_time,
      sl.end_time,
      sl.capacity,
      sl.filled,
    ];
    const allocated = new Set(sl.allocated.map((a) => a.coordinator_id));
    if (sl.preferences.length === 0) rows.push([...slotCells, '', '', '', '']);
    for (const p of sl.preferences) {
      rows.push([
        ...slotCells,
        p.rank,
        p.name,
        phones.get(p.coordinator_id),
        allocated.has(p.coordinator_id) ? s.boardCsvYes : s.boardCsvNo,
      ]);
    }
    // Allocated without having chosen the slot: listed too, with no rank.
    for (const a of sl.allocated.filter((a) => !sl.preferences.some((p) => p.coordinator_id === a.coordinator_id))) {
      rows.push([...slotCells, '', a.name, phones.get(a.coordinator_id), s.boardCsvYes]);
    }
  }
  for (const d of board.departments) {
    const deptCells = [s.boardCsvDepartment, d.name, '', '', '', '', '', '', ''];
    if (d.preferences.length === 0) rows.push([...deptCells, '', '', '', '']);
    for (const p of d.preferences) rows.push([...deptCells, p.rank, p.name, phones.get(p.coordinator_id), '']);
  }
  // Exporting personal data (names, phone numbers) is worth a line in the audit log.
  await recordAudit(db, actor, {
    action: 'export',
    entity: 'slot_preferences',
    details: { rows: rows.length, ...(campId !== null ? { camp_id: campId } : {}) },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `slot-preferences-${day}.csv`, text: toCsv(s.boardCsvHeader, rows) };
}

/** Allocates a coordinator to a slot: 404 for no slot, 400 for no (or a deactivated) coordinator, 409 when full or already there. */
export async function allocate(db: Db, actor: Actor, slotId: number, coordinatorId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const slot = await lockSlot(db, trx, slotId);
    if (!slot) throw notFound();
    const person = await trx.selectFrom('slot_coordinators').select(['id', 'is_active']).where('id', '=', coordinatorId).executeTakeFirst();
    if (!person) throw new HttpError(400, s.unknownCoordinator, { coordinator: [s.unknownCoordinator] });
    if (person.is_active !== 1) throw new HttpError(400, s.coordinatorInactive, { coordinator: [s.coordinatorInactive] });
    const existing = await trx
      .selectFrom('slot_allocations')
      .select('slot_id')
      .where('slot_id', '=', slotId)
      .where('coordinator_id', '=', coordinatorId)
      .executeTakeFirst();
    if (existing) throw new HttpError(409, s.alreadyAllocated, { coordinator: [s.alreadyAllocated] });
    if ((await filledCount(trx, slotId)) >= slot.capacity) throw new HttpError(409, s.slotFull, { coordinator: [s.slotFull] });
    await trx.insertInto('slot_allocations').values({ slot_id: slotId, coordinator_id: coordinatorId, created_at: isoNow() }).execute();
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'slot_allocation',
      entityId: slotId,
      details: { coordinator_id: coordinatorId },
    });
  });
}

/** Takes a coordinator off a slot (404 when they were not on it). */
export async function unallocate(db: Db, actor: Actor, slotId: number, coordinatorId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom('slot_allocations')
      .where('slot_id', '=', slotId)
      .where('coordinator_id', '=', coordinatorId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw notFound();
    await recordAudit(trx, actor, {
      action: 'delete',
      entity: 'slot_allocation',
      entityId: slotId,
      details: { coordinator_id: coordinatorId },
    });
  });
}

/** One slot of the board (after an allocation changed it). */
export async function boardSlotOf(db: Kysely<Database>, slotId: number) {
  const camp = await db.selectFrom('slots').select('camp_id').where('id', '=', slotId).executeTakeFirst();
  if (!camp) throw notFound();
  const board = await preferencesBoard(db, camp.camp_id);
  const found = board.slots.find((sl) => sl.id === slotId);
  if (!found) throw notFound();
  return found;
}
