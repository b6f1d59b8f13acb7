import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { pingDatabase } from '../db/database';

/**
 * The database must answer (else 503). Redis and the S3 media store may be away without stopping
 * the service (limits are then counted per process, uploads answer 503; docs/decisions/0019):
 * while they are, the check still answers 200 and names them under `degraded`.
 */
export const health = fp(
  async (app: FastifyInstance) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          response: {
            200: z.object({ status: z.literal('ok'), degraded: z.array(z.enum(['redis', 'media-store'])).optional() }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (request, reply) => {
        try {
          await pingDatabase(app.db);
        } catch (err) {
          request.log.error({ err }, 'database did not answer');
          return reply.status(503).send({ status: 'unavailable' as const });
        }
        const degraded = [
          ...(app.redis && !(await app.redis.ping()) ? (['redis'] as const) : []),
          ...(app.media.available || (await app.media.probe()) ? [] : (['media-store'] as const)),
        ];
        return { status: 'ok' as const, ...(degraded.length ? { degraded } : {}) };
      },
    );
  },
  { name: 'health', dependencies: ['database', 'cluster'] },
);
