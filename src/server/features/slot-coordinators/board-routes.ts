// The admins' preferences board (also as CSV) and the allocations of coordinators to slots.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allocationInput, boardQuery, boardSlot, preferencesBoard } from '../../../shared/schemas/staff/slot-coordinators';
import { actorOf } from '../../audit/audit';
import { logStaffAccess } from '../privacy/public';
import { errorReply, idParams } from '../../lib/openapi';
import { idValue } from '../../lib/query-params';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { allocate, boardSlotOf, preferencesBoard as boardOf, preferencesBoardCsv, unallocate } from './allocation';
import { adminTags, BASE, forAdmins } from './route-options';

export async function slotBoardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BASE}/board/`,
    forAdmins({
      summary:
        'The preferences board: each slot with who prefers it at which rank (1 = first choice), who is allocated and how full it is; each department with who prefers it. camp_id: that camp’s slots, and its coordinators’ department preferences (admin)',
      querystring: boardQuery,
      response: { 200: preferencesBoard, ...errorReply(400, 401, 403) },
    }),
    async (request) => boardOf(app.db.kysely, request.query.camp_id),
  );

  app.get(
    `${BASE}/board/export.csv`,
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: adminTags,
        summary: 'The preferences board as CSV, one line per preference, with the same camp_id filter (admin)',
        security: tokenSecurity,
        querystring: boardQuery,
        produces: ['text/csv'],
        response: errorReply(400, 401, 403),
      },
    },
    async (request, reply) => {
      const csv = await preferencesBoardCsv(app.db.kysely, actorOf(await staffSession(request)), request.query.camp_id);
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'slot_coordinator', filter: request.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.text as never);
    },
  );

  app.post(
    `${BASE}/slots/:id/allocations/`,
    forAdmins({
      summary: 'Allocate a slot coordinator to a slot; 409 when the slot is full or they are already on it (admin)',
      params: idParams,
      body: allocationInput,
      response: { 201: boardSlot, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      await allocate(app.db, actorOf(await staffSession(request)), request.params.id, request.body.coordinator);
      return reply.status(201).send(await boardSlotOf(app.db.kysely, request.params.id));
    },
  );

  app.delete(
    `${BASE}/slots/:id/allocations/:coordinator_id/`,
    forAdmins({
      summary: 'Take a slot coordinator off a slot (admin)',
      params: idParams.extend({ coordinator_id: idValue('coordinator_id') }),
      response: { 204: z.null(), ...errorReply(401, 403, 404) },
    }),
    async (request, reply) => {
      await unallocate(app.db, actorOf(await staffSession(request)), request.params.id, request.params.coordinator_id);
      return reply.status(204).send(null);
    },
  );
}
