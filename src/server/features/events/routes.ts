import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { event } from '../../../shared/schemas/content';
import { errorReply, idParams, plainJsonSerializer } from '../../lib/openapi';
import { sendPage } from '../../lib/pagination';
import { notFound } from '../../plugins/errors';
import { eventListQuery, getEvent, listEvents, toEventView } from './events';

export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/events/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['events'],
        summary: 'List events, latest date first; featured=true for featured ones only (total in X-Total-Count)',
        querystring: eventListQuery,
        response: { 200: z.array(event), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listEvents(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows.map((row) => toEventView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/events/:id/',
    {
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: idParams,
        response: { 200: event, ...errorReply(400, 404) },
      },
    },
    async (request) => {
      const row = await getEvent(app.db, request.params.id);
      if (!row) throw notFound();
      return toEventView(row, app.media);
    },
  );
}
