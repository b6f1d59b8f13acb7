// The e-mail outbox for admins (docs/decisions/0017): whether e-mail is on, the messages by state,
// and sending a failed one again (audited).
import { inTransaction } from '../../db/transaction';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAIL_STATUSES, mailStatus, outboxMessage } from '../../../shared/schemas/staff/mail';
import { actorOf, recordAudit } from '../../audit/audit';
import { errorReply, idParams } from '../../lib/openapi';
import { listOutbox, outboxCounts, retryMessage } from '../../mail/outbox';
import { ADMIN_ONLY, staffSession, staffRoute } from '../../plugins/staff-guard';
import { statusListRoute } from '../../plugins/status-list';

export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff: e-mail'];

  app.get(
    '/api/mail/status/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'Whether e-mail is on (SMTP_URL set), and how many messages wait or failed (admin)',
      response: { 200: mailStatus, ...errorReply(401, 403) },
    }),
    async () => ({
      enabled: !!app.config.SMTP_URL,
      staff_recipients: app.config.STAFF_NOTIFY_EMAILS.length,
      ...(await outboxCounts(app.db.kysely)),
    }),
  );

  statusListRoute(app, '/api/mail/outbox/', {
    tags,
    summary: 'The e-mail outbox, newest first, optionally in one state (admin)',
    statuses: MAIL_STATUSES,
    item: outboxMessage,
    list: listOutbox,
  });

  app.post(
    '/api/mail/outbox/:id/retry/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'Send a failed message again, under its Message-ID (admin)',
      params: idParams,
      response: { 200: outboxMessage, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const session = await staffSession(request);
      const { id } = request.params;
      // The reply is read in the transaction: the worker may take the message the moment it commits.
      return inTransaction(app.db, async (trx) => {
        await retryMessage(trx, id);
        await recordAudit(trx, actorOf(session), { action: 'retry', entity: 'mail_outbox', entityId: id });
        const { rows } = await listOutbox(trx, { limit: 1, offset: 0, id });
        return rows[0]!;
      });
    },
  );
}
