import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPROVAL_STATUSES, approvalRequest, approveInput, rejectInput } from '../../../shared/schemas/staff/approvals';
import { errorReply, idParams } from '../../lib/openapi';
import { ADMIN_ONLY, staffSession, staffRoute } from '../../plugins/staff-guard';
import { statusListRoute } from '../../plugins/status-list';
import { actorOf } from '../../audit/audit';
import { mailSettings } from '../../mail/outbox';
import { approvalRequestById, decide, listApprovalRequests } from './approvals';

export async function approvalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff: approvals'];

  statusListRoute(app, '/api/approval-requests/', {
    tags,
    summary: 'Approval requests of new accounts, newest first (admin)',
    statuses: APPROVAL_STATUSES,
    item: approvalRequest,
    list: listApprovalRequests,
  });

  for (const verdict of ['approve', 'reject'] as const) {
    app.post(
      `/api/approval-requests/:id/${verdict}/`,
      staffRoute(ADMIN_ONLY, {
        tags,
        summary:
          verdict === 'approve'
            ? 'Approve: activates the account; allocated_camps limits a coordinator to those camps (none: every camp)'
            : 'Reject: the account stays inactive and its tokens are revoked; the request is kept',
        params: idParams,
        body: verdict === 'approve' ? approveInput : rejectInput,
        response: { 200: approvalRequest, ...errorReply(400, 401, 403, 404, 409) },
      }),
      async (request) => {
        const session = await staffSession(request);
        await decide(app.db, actorOf(session), request.params.id, verdict, request.body, mailSettings(app.config));
        return approvalRequestById(app.db.kysely, request.params.id);
      },
    );
  }
}
