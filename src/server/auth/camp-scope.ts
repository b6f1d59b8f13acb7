// Which camps a staff member may touch: admins and coordinators approved without allocated camps
// every camp; other coordinators only the camps allocated to them.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { en } from '../../shared/messages/en';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { staffSession } from '../plugins/staff-guard';
import { actorOf, type Actor } from '../audit/audit';
import type { Session } from './tokens';

export type CampScope = { all: true } | { all: false; camps: ReadonlySet<number> };

export async function campScope(db: Kysely<Database>, session: Session): Promise<CampScope> {
  if (session.role === 'admin') return { all: true };
  const user = await db.selectFrom('users').select('all_camps').where('id', '=', session.userId).executeTakeFirst();
  if (user?.all_camps === 1) return { all: true };
  const rows = await db.selectFrom('user_camps').select('camp_id').where('user_id', '=', session.userId).execute();
  return { all: false, camps: new Set(rows.map((r) => r.camp_id)) };
}

/** Whether the scope covers a camp; content without a camp needs the all-camps scope. */
export function inScope(scope: CampScope, campId: number | null | undefined): boolean {
  if (scope.all) return true;
  return campId !== null && campId !== undefined && scope.camps.has(campId);
}

/** Refuses with 403 unless every given camp is in the scope. */
export function assertInScope(scope: CampScope, ...campIds: (number | null | undefined)[]): void {
  if (!campIds.every((id) => inScope(scope, id))) throw new HttpError(403, en.api.forbidden);
}

/** Refuses with 400 unless every id is an existing camp; `field` names the form field in the reply. */
export async function assertCampsExist(db: Kysely<Database>, campIds: readonly number[], field = 'allocated_camps'): Promise<void> {
  const unique = [...new Set(campIds)];
  if (unique.length === 0) return;
  const found = await db.selectFrom('camps').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw new HttpError(400, en.staff.unknownCamp, { [field]: [en.staff.unknownCamp] });
}

/** The camp ids a list query must be limited to, or null for no limit. */
export function scopeFilter(scope: CampScope): number[] | null {
  return scope.all ? null : [...scope.camps];
}

/** Who is calling a staff route, as an audit actor, and which camps they may touch. */
export async function staffContext(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<{ session: Session; actor: Actor; scope: CampScope }> {
  const session = await staffSession(request);
  return { session, actor: actorOf(session), scope: await campScope(db, session) };
}
