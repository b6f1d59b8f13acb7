// Pictures of the site itself (issue 30): anyone reads them (the website also gets them with the
// site content); admins upload one with the part to keep (multipart) or go back to the built-in one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_PICTURE_SLOTS, sitePictures } from '../../../shared/schemas/staff/site-pictures';
import { staffCall } from '../../content/staff-call';
import { errorReply } from '../../lib/openapi';
import { ADMIN_ONLY, staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { readSitePictures, removeSitePicture, replaceSitePicture } from './site-pictures';

const tags = ['staff: site pictures'];
const slotParams = z.object({ slot: z.enum(SITE_PICTURE_SLOTS) });

export async function sitePictureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/site-pictures/',
    {
      config: { replyCache: true },
      schema: {
        tags: ['site content'],
        summary: 'The pictures of the site staff uploaded (logo, hero, banner, favicon, share); null: the built-in one',
        response: { 200: sitePictures },
      },
    },
    async () => readSitePictures(app.db, app.media),
  );

  app.put(
    '/api/site-pictures/:slot/',
    {
      ...staffOnly(ADMIN_ONLY, { multipart: true }),
      schema: {
        tags,
        summary:
          'Upload a picture of the site (admin; multipart: image, and crop_x, crop_y, crop_w, crop_h, the part to keep as fractions of the upright picture); it is cut to the slot’s size',
        security: tokenSecurity,
        consumes: ['multipart/form-data'],
        params: slotParams,
        response: { 200: sitePictures, ...errorReply(400, 401, 403, 413, 415) },
      },
    },
    async (request) => replaceSitePicture(await staffCall(request), request.params.slot),
  );

  app.delete(
    '/api/site-pictures/:slot/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags,
        summary: 'Go back to the website’s built-in picture for a slot (admin); the uploaded one is deleted',
        security: tokenSecurity,
        params: slotParams,
        response: { 200: sitePictures, ...errorReply(400, 401, 403) },
      },
    },
    async (request) => removeSitePicture(await staffCall(request), request.params.slot),
  );
}
