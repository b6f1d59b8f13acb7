// The audit log: who created, changed, deleted, approved or re-statused what, and when. Written in
// the same transaction as the change it records, so there is never a change without its entry (or
// an entry for a change that rolled back). Details hold ids and field names, never personal data.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../lib/clock';
import type { Session } from '../auth/tokens';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'status'
  | 'register'
  | 'password'
  | 'password_reset'
  | 'deactivate'
  | 'reactivate'
  | 'preferences'
  | 'export'
  | 'reorder'
  | 'retry'
  | 'sign_in_code';

export interface Actor {
  id: number | null;
  name: string;
}

export const actorOf = (session: Session): Actor => ({ id: session.userId, name: session.username });

export interface AuditEntryInput {
  action: AuditAction;
  entity: string;
  entityId?: number | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(trx: Kysely<Database>, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor: actor.name,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      created_at: isoNow(),
    })
    .execute();
}

export interface AuditQuery {
  entity?: string | undefined;
  action?: string | undefined;
  actor?: string | undefined;
  entity_id?: number | undefined;
  limit: number;
  offset: number;
}

export async function listAudit(db: Kysely<Database>, q: AuditQuery) {
  let base = db.selectFrom('audit_log');
  if (q.entity) base = base.where('entity', '=', q.entity);
  if (q.action) base = base.where('action', '=', q.action);
  if (q.actor) base = base.where('actor', '=', q.actor);
  if (q.entity_id !== undefined) base = base.where('entity_id', '=', q.entity_id);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    rows: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      actor_id: r.actor_id,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      details: parseDetails(r.details),
      created_at: r.created_at,
    })),
  };
}

function parseDetails(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The names of the fields an edit sent (for the audit entry: which fields, not their values). */
export const changedFields = (input: object) =>
  Object.keys(input)
    .filter((k) => (input as Record<string, unknown>)[k] !== undefined)
    .sort();
