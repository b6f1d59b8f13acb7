import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcement } from '../../../shared/schemas/content';
import { errorReply, idParams, plainJsonSerializer } from '../../lib/openapi';
import { sendPage } from '../../lib/pagination';
import { notFound } from '../../plugins/errors';
import { announcementListQuery, getAnnouncement, listAnnouncements, toAnnouncementView } from './announcements';

export async function announcementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The same records under the two paths the website calls: the home page and the
  // for-students page use /announcements/, the camp feed uses /api/updates/?camp_id=.
  for (const [url, summary] of [
    ['/announcements/', 'List announcements, newest first (total in X-Total-Count)'],
    ['/api/updates/', 'List updates (announcements), newest first, optionally of one camp (total in X-Total-Count)'],
  ] as const) {
    app.get(
      url,
      {
        serializerCompiler: plainJsonSerializer,
        config: { replyCache: true },
        schema: {
          tags: ['announcements'],
          summary,
          querystring: announcementListQuery,
          response: { 200: z.array(announcement), ...errorReply(400) },
        },
      },
      async (request, reply) => {
        const { rows, total } = await listAnnouncements(app.db, request.query, request.query);
        return sendPage(reply, rows.map(toAnnouncementView), total);
      },
    );
  }

  app.get(
    '/announcements/:id/',
    {
      schema: {
        tags: ['announcements'],
        summary: 'One announcement',
        params: idParams,
        response: { 200: announcement, ...errorReply(400, 404) },
      },
    },
    async (request) => {
      const row = await getAnnouncement(app.db, request.params.id);
      if (!row) throw notFound();
      return toAnnouncementView(row);
    },
  );
}
