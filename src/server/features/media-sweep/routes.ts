// What the media sweep left for its next run (decision 0029): after a crash on PostgreSQL,
// unnamed files wait out their grace; the dashboard shows how many.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaSweepStatus } from '../../../shared/schemas/staff/media-sweep';
import { errorReply } from '../../lib/openapi';
import { ADMIN_ONLY, staffOnly, tokenSecurity } from '../../plugins/staff-guard';

export async function mediaSweepRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/media/sweep/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: media'],
        summary: 'Stored files waiting for the next media sweep (no row names them yet), and when it runs (admin)',
        security: tokenSecurity,
        response: { 200: mediaSweepStatus, ...errorReply(401, 403) },
      },
    },
    async () => {
      const last = app.mediaSweep?.last ?? null;
      return { waiting_for_sweep: last?.waiting ?? null, swept_at: last?.sweptAt ?? null, next_sweep_at: last?.nextAt ?? null };
    },
  );
}
