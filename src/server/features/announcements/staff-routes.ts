// Staff calls that publish, edit and delete updates: the same records the public /announcements/
// and /api/updates/ show. A coordinator works within their camps; an update without a camp
// (shown to everyone) needs the all-camps scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcement } from '../../../shared/schemas/content';
import { updateEdit, updateInput } from '../../../shared/schemas/staff/announcements';
import { staffCall } from '../../content/staff-call';
import { deleteRoute, jsonCreateRoute } from '../../content/content-routes';
import { editRow } from '../../content/stored-row';
import { errorReply } from '../../lib/openapi';
import { idValue } from '../../lib/query-params';
import { staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { announcementRows } from './announcement-changes';

const tags = ['staff: updates'];

export async function announcementStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  jsonCreateRoute(app, {
    kind: announcementRows,
    url: '/api/add_update/',
    tags,
    summary: 'Publish an update (title, text, venue, examTime, time, camp_id)',
    body: updateInput,
    reply: announcement,
  });

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

  deleteRoute(app, { kind: announcementRows, url: '/api/updates/:id/', tags, summary: 'Delete an update' });
}
