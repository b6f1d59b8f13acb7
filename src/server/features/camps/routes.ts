import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { camp } from '../../../shared/schemas/content';
import { errorReply, idParams, plainJsonSerializer } from '../../lib/openapi';
import { sendPage } from '../../lib/pagination';
import { notFound } from '../../plugins/errors';
import { campListQuery, getCamp, listCamps, toCampView } from './camps';

export async function campRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/camp/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['camps'],
        summary: 'List camps, newest year first (total in X-Total-Count)',
        querystring: campListQuery,
        response: { 200: z.array(camp), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listCamps(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows.map((row) => toCampView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/api/camp/:id/',
    {
      schema: {
        tags: ['camps'],
        summary: 'One camp',
        params: idParams,
        response: { 200: camp, ...errorReply(400, 404) },
      },
    },
    async (request) => {
      const row = await getCamp(app.db, request.params.id);
      if (!row) throw notFound();
      return toCampView(row, app.media);
    },
  );
}
