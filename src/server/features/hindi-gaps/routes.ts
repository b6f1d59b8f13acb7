// GET /api/hindi-gaps/: per kind, how many items still lack their Hindi text (any staff).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hindiGap } from '../../../shared/schemas/staff/hindi-gaps';
import { errorReply } from '../../lib/openapi';
import { ANY_STAFF, staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { hindiGaps } from './hindi-gaps';

const schema = {
  tags: ['staff: site content'],
  summary: 'For each kind of content, how many items have an English text without its Hindi version',
  security: tokenSecurity,
  response: { 200: z.array(hindiGap), ...errorReply(401, 403) },
};

export async function hindiGapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/hindi-gaps/', { ...staffOnly(ANY_STAFF), schema }, async () => hindiGaps(app.db.kysely));
}
