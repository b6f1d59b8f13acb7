// The console's access log (rule 6 of the DPDP Rules; decision 0032): every opening of a personal
// record and every export, who, what, which record or filter, when. Kept at least a year (the
// retention schedule never takes it sooner).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { staffSession } from '../../plugins/staff-guard';

export type RecordKind =
  | 'volunteer'
  | 'partner'
  | 'contact'
  | 'student'
  | 'slot_coordinator'
  | 'consents'
  | 'rights_request'
  | 'breach_people'
  | 'student_application'
  | 'donation';

export interface Access {
  action: 'view' | 'export';
  kind: RecordKind;
  recordId?: number | null;
  /** An export's filter (the query it was made with). */
  filter?: Record<string, unknown>;
}

export async function logAccess(db: Kysely<Database>, userId: number, access: Access): Promise<void> {
  const filter = access.filter ? JSON.stringify(Object.fromEntries(Object.entries(access.filter).filter(([, v]) => v !== undefined))) : '';
  await db
    .insertInto('access_log')
    .values({
      user_id: userId,
      action: access.action,
      record_kind: access.kind,
      record_id: access.recordId ?? null,
      filter,
      created_at: isoNow(),
    })
    .execute();
}

/** From a staff route's handler: the signed-in staff member's access. */
export async function logStaffAccess(request: FastifyRequest, db: Kysely<Database>, access: Access): Promise<void> {
  const session = await staffSession(request);
  await logAccess(db, session.userId, access);
}

/** One record found by `find`, its opening logged (a record not found is not). */
export async function viewLogged<T extends { id: number }>(
  request: FastifyRequest,
  db: Kysely<Database>,
  kind: RecordKind,
  find: () => Promise<T>,
): Promise<T> {
  const found = await find();
  await logStaffAccess(request, db, { action: 'view', kind, recordId: found.id });
  return found;
}

export async function listAccessLog(
  db: Kysely<Database>,
  q: { limit: number; offset: number; user_id?: number | undefined; kind?: string | undefined },
) {
  let query = db.selectFrom('access_log').leftJoin('users', 'users.id', 'access_log.user_id');
  if (q.user_id !== undefined) query = query.where('access_log.user_id', '=', q.user_id);
  if (q.kind) query = query.where('access_log.record_kind', '=', q.kind);
  const [rows, count] = await Promise.all([
    query.selectAll('access_log').select('users.username').orderBy('access_log.id', 'desc').limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
