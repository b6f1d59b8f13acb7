// Pictures of the site itself (decision 0033): admins upload one with the part to keep (multipart) or go
// back to the built-in one. Anyone reads them in the site content reply (`pictures`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_PICTURE_SLOTS, sitePictures } from '../../../shared/schemas/staff/site-pictures';
import { staffCall } from '../../content/staff-call';
import { errorReply } from '../../lib/openapi';
import { ADMIN_ONLY, staffRoute } from '../../plugins/staff-guard';
import { removeSitePicture, replaceSitePicture } from './site-pictures';

const tags = ['staff: site content'];
const params = z.object({ slot: z.enum(SITE_PICTURE_SLOTS) });

export async function sitePictureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const upload =
    'Upload a picture of the site (admin; multipart: image, and crop_x, crop_y, crop_w, crop_h, the part to keep as fractions of the upright picture); it is cut to the slot’s size';
  const consumes = ['multipart/form-data'];
  const uploaded = { 200: sitePictures, ...errorReply(400, 401, 403, 413, 415) };
  app.put(
    '/api/site-pictures/:slot/',
    staffRoute(ADMIN_ONLY, { tags, summary: upload, consumes, params, response: uploaded }, { multipart: true }),
    async (request) => replaceSitePicture(await staffCall(request), request.params.slot),
  );
  const reset = 'Go back to the website’s built-in picture for a slot (admin); the uploaded one is deleted';
  app.delete(
    '/api/site-pictures/:slot/',
    staffRoute(ADMIN_ONLY, { tags, summary: reset, params, response: { 200: sitePictures, ...errorReply(400, 401, 403) } }),
    async (request) => removeSitePicture(await staffCall(request), request.params.slot),
  );
}
