import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntry } from '../../../shared/schemas/staff/audit-log';
import { errorReply } from '../../lib/openapi';
import { pageQuery, pageWindow, sendResult } from '../../lib/pagination';
import { optionalId, optionalText } from '../../lib/query-params';
import { ADMIN_ONLY, staffRoute } from '../../plugins/staff-guard';
import { listAudit } from '../../audit/audit';

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit-log/',
    staffRoute(ADMIN_ONLY, {
      tags: ['staff: audit'],
      summary: 'Read the audit log, newest first (admin)',
      querystring: pageQuery.extend({
        entity: optionalText('entity', 50),
        action: optionalText('action', 50),
        actor: optionalText('actor', 150),
        entity_id: optionalId('entity_id'),
      }),
      response: { 200: z.array(auditEntry), ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => {
      return sendResult(reply, await listAudit(app.db.kysely, { ...request.query, ...pageWindow(request.query) }));
    },
  );
}
