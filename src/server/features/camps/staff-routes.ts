// Staff calls that create, edit and delete camps (admins only). Multipart with an optional image;
// the image and the row are stored together. Before a delete, the console asks what the camp holds.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { camp } from '../../../shared/schemas/content';
import { campContent } from '../../../shared/schemas/staff/camps';
import { formRoutes } from '../../content/content-routes';
import { errorReply, idParams } from '../../lib/openapi';
import { notFound } from '../../lib/http-error';
import { ADMIN_ONLY, staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { campContentOf, campDeleteQuery, campRows } from './camp-changes';

export async function campStaffRoutes(app: FastifyInstance) {
  formRoutes(app, {
    kind: campRows,
    url: '/api/camp/',
    tags: ['staff: camps'],
    roles: ADMIN_ONLY,
    reply: camp,
    create: {
      summary: 'Create a camp (admin; multipart: name, location, year, image)',
      consumes: ['multipart/form-data', 'application/json'],
    },
    edit: { summary: 'Edit a camp (admin; multipart: any of name, location, year, image, remove_image)' },
    remove: {
      summary: 'Delete a camp with its gallery pictures (admin); refused while it has students',
      description:
        'A camp that holds gallery pictures, announcements, test papers, results or slots is refused (409, naming the counts) unless `confirm` names those counts. Its gallery pictures are deleted; the rest is kept, without a camp.',
      refusals: [409],
      querystring: campDeleteQuery,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/camp/:id/content/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: camps'],
        summary: 'What a camp holds: the counts a delete must confirm (admin)',
        security: tokenSecurity,
        params: idParams,
        response: { 200: campContent, ...errorReply(401, 403, 404) },
      },
    },
    async (request) => {
      const db = request.server.db.kysely;
      const found = await db.selectFrom('camps').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!found) throw notFound();
      return campContentOf(db, request.params.id);
    },
  );
}
