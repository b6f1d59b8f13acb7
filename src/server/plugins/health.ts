import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { pingDatabase } from '../db/database';

export const health = fp(
  async (app: FastifyInstance) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
        },
      },
      async (request, reply) => {
        try {
          await pingDatabase(app.db);
          return { status: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'database did not answer');
          return reply.status(503).send({ status: 'unavailable' as const });
        }
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
