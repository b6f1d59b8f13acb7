// The public read of the trust's content: everything the website shows about it in one reply,
// reused for a moment like the public lists (0004) and renewed by any change.
import type { FastifyInstance } from 'fastify';
import { siteContent } from '../../../shared/schemas/staff/site-content';
import { plainJsonSerializer } from '../../lib/openapi';
import { readSiteContent } from './site-content';

export async function siteContentRoutes(app: FastifyInstance) {
  app.get(
    '/api/site-content/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['site content'],
        summary:
          'The site settings, the About texts and the lists the website shows (programs, testimonials, volunteer experiences, trustees, partnership options)',
        response: { 200: siteContent },
      },
    },
    async () => readSiteContent(app.db, app.media),
  );
}
