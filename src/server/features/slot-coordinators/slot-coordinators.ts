// Slot coordinators: people an admin registers by phone number, who prove they hold that phone
// with a one-time code and then say which camp slots and departments they prefer. Their sessions
// are tokens of their own (prefixed `sc_`), which open only the slot coordinator calls.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { en } from '../../../shared/messages/en';
import type {
  SlotCoordinatorDetails,
  preferencesInput,
  slotCoordinatorEdit,
  slotCoordinatorInput,
  slotInput,
} from '../../../shared/schemas/staff/slot-coordinators';
import type { Db } from '../../db/database';
import type { Database, SlotCoordinator } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { type IdempotentCall, recordReply } from '../../plugins/idempotency';
import { assertCampsExist } from '../../auth/camp-scope';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { changedFields, recordAudit, type Actor } from '../../audit/audit';
import { tokenFromHeader } from '../../auth/tokens';

const s = en.staff;
const SESSION_PATTERN = /^sc_[A-Za-z0-9_-]{43}$/;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export const coordinatorActor = (id: number): Actor => ({ id: null, name: `slot-coordinator:${id}` });

// ---------------------------------------------------------------- sessions

export async function issueSlotSession(db: Kysely<Database>, coordinatorId: number, hours: number, now = new Date()) {
  const token = `sc_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000).toISOString();
  await db
    .deleteFrom('slot_sessions')
    .where('expires_at', '<', new Date(now.getTime() - 7 * 86_400_000).toISOString())
    .execute();
  await db
    .insertInto('slot_sessions')
    .values({
      coordinator_id: coordinatorId,
      token_hash: sha256(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expires_at: expiresAt };
}

/** Ends the session of this Authorization header (a coordinator's own sign-out). */
export async function revokeSlotSession(db: Kysely<Database>, coordinatorId: number, authorization: string | undefined): Promise<void> {
  const token = tokenFromHeader(authorization);
  if (!token) return;
  await db
    .updateTable('slot_sessions')
    .set({ revoked_at: isoNow() })
    .where('token_hash', '=', sha256(token))
    .where('coordinator_id', '=', coordinatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

async function findSlotSession(db: Kysely<Database>, token: string): Promise<number | null> {
  if (!SESSION_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('slot_sessions as s')
    .innerJoin('slot_coordinators as c', 'c.id', 's.coordinator_id')
    .select('c.id')
    .where('s.token_hash', '=', sha256(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', isoNow())
    .where('c.is_active', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

const sessions = new WeakMap<FastifyRequest, number>();

/** The guard of a slot coordinator's own calls (403 for a staff token); with `orStaff`, a staff token opens it too. */
export function requireSlotSession(db: Kysely<Database>, options: { orStaff?: boolean } = {}): onRequestAsyncHookHandler {
  return async function slotGuard(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-store');
    const key = tokenFromHeader(request.headers.authorization);
    const coordinatorId = key ? await findSlotSession(db, key) : null;
    if (coordinatorId !== null) {
      sessions.set(request, coordinatorId);
      return;
    }
    if (await request.session()) {
      if (options.orStaff) return;
      // A valid staff token, but these calls are the slot coordinator's own.
      throw new HttpError(403, en.api.forbidden);
    }
    reply.header('WWW-Authenticate', 'Token');
    throw new HttpError(401, en.api.unauthenticated);
  };
}

/** The slot coordinator of a request that passed requireSlotSession (403 for a staff token). */
export function slotCoordinatorOf(request: FastifyRequest): number {
  const id = sessions.get(request);
  if (id === undefined) throw new HttpError(403, en.api.forbidden);
  return id;
}

// ---------------------------------------------------------------- coordinators

export async function coordinatorDetails(db: Kysely<Database>, ids?: number[]): Promise<SlotCoordinatorDetails[]> {
  let query = db
    .selectFrom('slot_coordinators as p')
    .leftJoin('camps as c', 'c.id', 'p.camp_id')
    .selectAll('p')
    .select('c.name as camp_name')
    .orderBy('p.name')
    .orderBy('p.id');
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('p.id', 'in', ids);
  }
  const people = await query.execute();
  if (people.length === 0) return [];
  const personIds = people.map((p) => p.id);
  const [slotPrefs, deptPrefs] = await Promise.all([
    slotsQuery(db)
      .innerJoin('slot_preferences as p', 'p.slot_id', 'sl.id')
      .select(['p.coordinator_id', 'p.rank'])
      .where('p.coordinator_id', 'in', personIds)
      .orderBy('p.rank')
      .execute(),
    db
      .selectFrom('department_preferences as p')
      .innerJoin('departments as d', 'd.id', 'p.department_id')
      .select(['p.coordinator_id', 'd.id', 'd.name', 'd.description'])
      .where('p.coordinator_id', 'in', personIds)
      .orderBy('p.rank')
      .execute(),
  ]);
  return people.map((p: SlotCoordinator & { camp_name: string | null }) => ({
    id: p.id,
    name: p.name,
    phone_number: p.phone_number,
    email: p.email,
    is_active: p.is_active === 1,
    camp_id: p.camp_id,
    camp_name: p.camp_name,
    last_login_at: p.last_login_at,
    preferences: {
      slots: slotPrefs.filter((r) => r.coordinator_id === p.id).map(({ coordinator_id: _c, rank: _r, ...slot }) => slot),
      departments: deptPrefs.filter((r) => r.coordinator_id === p.id).map(({ coordinator_id: _c, ...d }) => d),
      note: p.preferences_note,
      updated_at: p.preferences_updated_at,
    },
  }));
}

export async function oneCoordinator(db: Kysely<Database>, id: number): Promise<SlotCoordinatorDetails> {
  const [details] = await coordinatorDetails(db, [id]);
  if (!details) throw notFound();
  return details;
}

const phoneTaken = () => new HttpError(400, s.phoneTaken, { phone_number: [s.phoneTaken] });

export async function createCoordinator(
  db: Db,
  actor: Actor,
  input: z.output<typeof slotCoordinatorInput>,
  idempotent?: IdempotentCall,
): Promise<number> {
  if (input.camp !== null) await assertCampsExist(db.kysely, [input.camp], 'camp');
  const { camp, ...fields } = input;
  try {
    return await inTransaction(db, async (trx) => {
      const now = isoNow();
      const row = await trx
        .insertInto('slot_coordinators')
        .values({
          ...fields,
          camp_id: camp,
          is_active: 1,
          preferences_note: '',
          preferences_updated_at: null,
          last_login_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: 'create', entity: 'slot_coordinator', entityId: row.id });
      if (idempotent) await recordReply(trx, idempotent, 201, await oneCoordinator(trx, row.id));
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

/** An admin's edit; deactivating (or a new phone number) ends the coordinator's sessions and open codes. */
export async function updateCoordinator(db: Db, actor: Actor, id: number, changes: z.output<typeof slotCoordinatorEdit>): Promise<void> {
  if (changes.camp !== undefined && changes.camp !== null) await assertCampsExist(db.kysely, [changes.camp], 'camp');
  try {
    await inTransaction(db, async (trx) => {
      const current = await trx.selectFrom('slot_coordinators').select(['id', 'phone_number']).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound();
      const { is_active, camp, ...fields } = changes;
      const now = isoNow();
      await trx
        .updateTable('slot_coordinators')
        .set({
          ...fields,
          ...(camp !== undefined ? { camp_id: camp } : {}),
          ...(is_active !== undefined ? { is_active: is_active ? 1 : 0 } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      if (is_active === false || (fields.phone_number !== undefined && fields.phone_number !== current.phone_number)) {
        // Sessions revoked, open codes consumed: the same stamp on each one's own column.
        for (const [table, column] of [
          ['slot_sessions', 'revoked_at'],
          ['slot_otps', 'consumed_at'],
        ] as const) {
          // Typed through slot_sessions: both tables have coordinator_id and a nullable stamp column.
          await trx
            .updateTable(table as 'slot_sessions')
            .set({ [column]: now })
            .where('coordinator_id', '=', id)
            .where(column as 'revoked_at', 'is', null)
            .execute();
        }
      }
      await recordAudit(trx, actor, {
        action: is_active !== undefined ? 'status' : 'update',
        entity: 'slot_coordinator',
        entityId: id,
        details: { fields: changedFields(changes), ...(is_active !== undefined ? { is_active } : {}) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

export async function deleteCoordinator(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('slot_coordinators').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw notFound();
    await recordAudit(trx, actor, { action: 'delete', entity: 'slot_coordinator', entityId: id });
  });
}

export async function activeCoordinatorByPhone(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('slot_coordinators')
    .select(['id', 'phone_number'])
    .where('phone_number', '=', phone)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- preferences

/**
 * Replaces a coordinator's preferences. The coordinator's row is written first, which locks it: two
 * saves at once (a double click, a resubmitted form) queue on it on PostgreSQL instead of both
 * deleting and then both inserting the same keys (SQLite runs one write transaction at a time). The
 * chosen slots and departments are held (FOR KEY SHARE) until the end, so one removed meanwhile
 * waits rather than failing the insert.
 */
export async function savePreferences(db: Db, coordinatorId: number, input: z.output<typeof preferencesInput>): Promise<void> {
  await inTransaction(db, async (trx) => {
    const now = isoNow();
    const coordinator = await trx
      .updateTable('slot_coordinators')
      .set({ preferences_note: input.note, preferences_updated_at: now, updated_at: now })
      .where('id', '=', coordinatorId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    // Removed or deactivated since the session was checked: their session has ended.
    if (Number(coordinator.numUpdatedRows) !== 1) throw new HttpError(401, en.api.unauthenticated);
    const held = <Q extends { forKeyShare(): Q }>(query: Q) => (db.engine === 'postgres' ? query.forKeyShare() : query);
    const [slots, departments] = await Promise.all([
      input.slots.length ? held(trx.selectFrom('slots').select('id').where('id', 'in', input.slots)).execute() : [],
      input.departments.length ? held(trx.selectFrom('departments').select('id').where('id', 'in', input.departments)).execute() : [],
    ]);
    if (slots.length !== input.slots.length) throw new HttpError(400, s.unknownSlot, { slots: [s.unknownSlot] });
    if (departments.length !== input.departments.length)
      throw new HttpError(400, s.unknownDepartment, { departments: [s.unknownDepartment] });
    await trx.deleteFrom('slot_preferences').where('coordinator_id', '=', coordinatorId).execute();
    await trx.deleteFrom('department_preferences').where('coordinator_id', '=', coordinatorId).execute();
    if (input.slots.length) {
      await trx
        .insertInto('slot_preferences')
        .values(input.slots.map((slot_id, rank) => ({ coordinator_id: coordinatorId, slot_id, rank })))
        .execute();
    }
    if (input.departments.length) {
      await trx
        .insertInto('department_preferences')
        .values(input.departments.map((department_id, rank) => ({ coordinator_id: coordinatorId, department_id, rank })))
        .execute();
    }
    await recordAudit(trx, coordinatorActor(coordinatorId), {
      action: 'preferences',
      entity: 'slot_coordinator',
      entityId: coordinatorId,
      details: { slots: input.slots, departments: input.departments },
    });
  });
}

// ---------------------------------------------------------------- slots and departments

export function slotsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('slots as sl')
    .leftJoin('camps as c', 'c.id', 'sl.camp_id')
    .select([
      'sl.id',
      'sl.name',
      'sl.camp_id',
      'c.name as camp_name',
      'sl.start_date',
      'sl.end_date',
      'sl.start_time',
      'sl.end_time',
      'sl.capacity',
    ]);
}

/** One slot as the API gives it (404 when there is none). */
export async function oneSlot(db: Kysely<Database>, id: number) {
  const row = await slotsQuery(db).where('sl.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const listSlots = (db: Kysely<Database>) => slotsQuery(db).orderBy('sl.start_date').orderBy('sl.id').execute();
export const listDepartments = (db: Kysely<Database>) =>
  db.selectFrom('departments').select(['id', 'name', 'description']).orderBy('name').execute();

export async function createSlot(db: Db, actor: Actor, input: z.output<typeof slotInput>, idempotent?: IdempotentCall) {
  if (input.camp !== null) await assertCampsExist(db.kysely, [input.camp], 'camp');
  const id = await inTransaction(db, async (trx) => {
    const now = isoNow();
    const { camp, ...fields } = input;
    const row = await trx
      .insertInto('slots')
      .values({ ...fields, camp_id: camp, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'create', entity: 'slot', entityId: row.id, details: { camp_id: camp } });
    if (idempotent) await recordReply(trx, idempotent, 201, await slotsQuery(trx).where('sl.id', '=', row.id).executeTakeFirstOrThrow());
    return row.id;
  });
  return slotsQuery(db.kysely).where('sl.id', '=', id).executeTakeFirstOrThrow();
}

/** An admin's change of a slot; its capacity cannot go below the coordinators already allocated (409). */
export async function updateSlot(db: Db, actor: Actor, id: number, input: z.output<typeof slotInput>) {
  if (input.camp !== null) await assertCampsExist(db.kysely, [input.camp], 'camp');
  await inTransaction(db, async (trx) => {
    const current = await lockSlot(db, trx, id);
    if (!current) throw notFound();
    const filled = await filledCount(trx, id);
    if (input.capacity < filled) {
      const text = s.capacityBelowFilled.replace('{filled}', String(filled));
      throw new HttpError(409, text, { capacity: [text] });
    }
    const { camp, ...fields } = input;
    await trx
      .updateTable('slots')
      .set({ ...fields, camp_id: camp, updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'slot', entityId: id, details: { fields: changedFields(input) } });
  });
  return oneSlot(db.kysely, id);
}

/**
 * The slot row, locked until the transaction ends on PostgreSQL, so that two allocations (or an
 * allocation and a capacity change) cannot both pass the capacity check; SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockSlot(db: Db, trx: Kysely<Database>, id: number) {
  const query = trx.selectFrom('slots').select(['id', 'capacity']).where('id', '=', id);
  return (db.engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function filledCount(db: Kysely<Database>, slotId: number): Promise<number> {
  const row = await db
    .selectFrom('slot_allocations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('slot_id', '=', slotId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createDepartment(db: Db, actor: Actor, input: { name: string; description: string }, idempotent?: IdempotentCall) {
  try {
    return await inTransaction(db, async (trx) => {
      const now = isoNow();
      const row = await trx
        .insertInto('departments')
        .values({ ...input, created_at: now, updated_at: now })
        .returning(['id', 'name', 'description'])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: 'create', entity: 'department', entityId: row.id });
      await recordReply(trx, idempotent, 201, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, s.departmentTaken, { name: [s.departmentTaken] });
    throw error;
  }
}

export async function updateDepartment(db: Db, actor: Actor, id: number, input: { name: string; description: string }) {
  try {
    return await inTransaction(db, async (trx) => {
      const row = await trx
        .updateTable('departments')
        .set({ ...input, updated_at: isoNow() })
        .where('id', '=', id)
        .returning(['id', 'name', 'description'])
        .executeTakeFirst();
      if (!row) throw notFound();
      await recordAudit(trx, actor, { action: 'update', entity: 'department', entityId: id, details: { fields: changedFields(input) } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, s.departmentTaken, { name: [s.departmentTaken] });
    throw error;
  }
}

export async function deleteOne(db: Db, actor: Actor, table: 'slots' | 'departments', id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw notFound();
    await recordAudit(trx, actor, { action: 'delete', entity: table === 'slots' ? 'slot' : 'department', entityId: id });
  });
}
