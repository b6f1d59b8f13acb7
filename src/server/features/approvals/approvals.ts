// Approval requests of new accounts. Approving activates the account and records its camps;
// rejecting keeps the record and the account inactive, and revokes any token it holds. Both record
// who decided and when. A request is decided once: the update only matches a pending row, so two
// admins deciding at the same moment get one success and one 409.
import { inTransaction } from '../../db/transaction';
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { ApprovalRequest } from '../../../shared/schemas/staff/approvals';
import type { Db } from '../../db/database';
import type { ApprovalStatus, Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { pick } from '../../lib/pick';
import { HttpError, notFound } from '../../lib/http-error';
import { assertCampsExist } from '../../auth/camp-scope';
import { setAllocatedCamps } from '../accounts/public';
import { recordAudit, type Actor } from '../../audit/audit';
import { revokeUserTokens } from '../../auth/tokens';
import { decisionNotice } from '../../mail/compose';
import { enqueueMail, type MailSettings } from '../../mail/outbox';

export interface ApprovalFilter {
  status?: ApprovalStatus | undefined;
  limit: number;
  offset: number;
}

const requestsFrom = (db: Kysely<Database>) => db.selectFrom('approval_requests as a');

function withUser(query: ReturnType<typeof requestsFrom>) {
  return query
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.user_id',
      'u.username',
      'u.full_name',
      'u.email',
      'u.phone',
      'u.note',
      'a.status',
      'a.comments',
      'a.allocated_camps',
      'a.decided_by_username',
      'a.decided_at',
      'a.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withUser>['executeTakeFirstOrThrow']>>;

const toApprovalRequest = (r: Row): ApprovalRequest => ({
  ...pick(r, ['id', 'user_id', 'username', 'full_name', 'email', 'phone', 'note', 'status', 'comments', 'decided_at', 'created_at']),
  allocated_camps: parseIds(r.allocated_camps),
  decided_by: r.decided_by_username,
});

function parseIds(json: string): number[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** Newest first. */
export async function listApprovalRequests(db: Kysely<Database>, filter: ApprovalFilter) {
  let base = requestsFrom(db);
  if (filter.status) base = base.where('a.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    withUser(base).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toApprovalRequest), total: Number(total.n) };
}

export async function approvalRequestById(db: Kysely<Database>, id: number): Promise<ApprovalRequest> {
  const row = await withUser(requestsFrom(db)).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toApprovalRequest(row);
}

export interface Decision {
  comments: string;
  allocated_camps?: number[] | undefined;
}

/** Decides a pending request; the registrant is told by e-mail, with the comments (queued in the same transaction). */
export async function decide(
  db: Db,
  actor: Actor,
  id: number,
  verdict: 'approve' | 'reject',
  decision: Decision,
  mail: MailSettings,
): Promise<void> {
  const camps = verdict === 'approve' ? [...new Set(decision.allocated_camps ?? [])] : [];
  if (camps.length) await assertCampsExist(db.kysely, camps);
  await inTransaction(db, async (trx) => {
    const request = await trx.selectFrom('approval_requests').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!request) throw notFound();
    const now = isoNow();
    const result = await trx
      .updateTable('approval_requests')
      .set({
        status: verdict === 'approve' ? 'approved' : 'rejected',
        comments: decision.comments,
        allocated_camps: JSON.stringify(camps),
        decided_by: actor.id,
        decided_by_username: actor.name,
        decided_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, en.staff.alreadyDecided);

    if (verdict === 'approve') {
      await trx.updateTable('users').set({ is_active: 1, updated_at: now }).where('id', '=', request.user_id).execute();
      await setAllocatedCamps(trx, request.user_id, camps);
    } else {
      await trx.updateTable('users').set({ is_active: 0, updated_at: now }).where('id', '=', request.user_id).execute();
      await revokeUserTokens(trx, request.user_id);
    }
    await recordAudit(trx, actor, {
      action: verdict,
      entity: 'approval_request',
      entityId: id,
      details: { user_id: request.user_id, ...(verdict === 'approve' ? { allocated_camps: camps } : {}) },
    });
    const user = await trx
      .selectFrom('users')
      .select(['username', 'full_name', 'email'])
      .where('id', '=', request.user_id)
      .executeTakeFirstOrThrow();
    await enqueueMail(
      trx,
      mail,
      'registration_decision',
      [user.email],
      decisionNotice(verdict, user, decision.comments, `${mail.webOrigin}/login`),
    );
  });
}
