// Staff calls that publish, edit and delete updates: the same records the public /announcements/
// and /api/updates/ show. A coordinator works within their camps; an update without a camp
// (shown to everyone) needs the all-camps scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcement } from '../../../shared/schemas/content';
import { updateEdit, updateInput } from '../../../shared/schemas/staff/announcements';
import { staffCall } from '../../content/staff-call';
import { createRow, deleteRow, editRow } from '../../content/stored-row';
import { errorReply, idParams } from '../../lib/openapi';
import { idValue } from '../../lib/query-params';
import { staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { announcementRows } from './announcement-changes';

const tags = ['staff: updates'];

export async function announcementStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/add_update/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Publish an update (title, text, venue, examTime, time, camp_id)',
        security: tokenSecurity,
        body: updateInput,
        response: { 201: announcement, ...errorReply(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createRow(announcementRows, await staffCall(request), request.body)),
  );

  app.put(
    '/api/add_update/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Edit an update (?id=; only the fields sent change)',
        security: tokenSecurity,
        querystring: z.object({ id: idValue('id') }),
        body: updateEdit,
        response: { 200: announcement, ...errorReply(400, 401, 403, 404) },
      },
    },
    async (request) => editRow(announcementRows, await staffCall(request), request.query.id, request.body),
  );

  app.delete(
    '/api/updates/:id/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Delete an update',
        security: tokenSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteRow(announcementRows, await staffCall(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
