import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryCamp, galleryItem } from '../../../shared/schemas/content';
import { sendAttachment, storedExtension } from '../../lib/attachments';
import { errorReply, idParams, plainJsonSerializer } from '../../lib/openapi';
import { sendPage } from '../../lib/pagination';
import { notFound } from '../../plugins/errors';
import { campExists } from '../camps/camps';
import {
  campGalleryQuery,
  galleryCampListQuery,
  galleryListQuery,
  getGalleryItem,
  listGallery,
  listGalleryCamps,
  toGalleryCampView,
  toGalleryItemView,
} from './gallery';

const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

export async function galleryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/gallery/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['gallery'],
        summary: 'List gallery pictures, newest first; location and year are those of the camp (total in X-Total-Count)',
        querystring: galleryListQuery,
        response: { 200: z.array(galleryItem), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listGallery(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows.map((row) => toGalleryItemView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/api/gallery/camps/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['gallery'],
        summary:
          'List the camps that have gallery pictures, newest year first, each with its picture count and newest picture (total in X-Total-Count)',
        querystring: galleryCampListQuery,
        response: { 200: z.array(galleryCamp), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listGalleryCamps(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows.map((row) => toGalleryCampView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/api/gallery/:id/',
    {
      schema: {
        tags: ['gallery'],
        summary: 'One gallery picture',
        params: idParams,
        response: { 200: galleryItem, ...errorReply(400, 404) },
      },
    },
    async (request) => {
      const row = await getGalleryItem(app.db, request.params.id);
      if (!row) throw notFound();
      return toGalleryItemView(row, app.media);
    },
  );

  app.get(
    '/api/gallery/:id/download/',
    {
      schema: {
        tags: ['gallery'],
        summary: 'Download the original picture (gallery_{id}.jpg, .png or .webp)',
        params: idParams,
        response: { 200: binary('image/*', 'The picture, as an attachment'), ...errorReply(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await getGalleryItem(app.db, request.params.id);
      if (!row) throw notFound();
      return sendAttachment(reply, app.media, row.image, `gallery_${row.id}.${storedExtension(row.image)}`);
    },
  );

  app.get(
    '/camps/:id/gallery/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['gallery'],
        summary: 'List the pictures of one camp, newest first (404 when the camp does not exist; total in X-Total-Count)',
        params: idParams,
        querystring: campGalleryQuery,
        response: { 200: z.array(galleryItem), ...errorReply(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { rows, total } = await listGallery(app.db, { camp_id: id, type: request.query.type }, request.query);
      // Pictures prove the camp exists; only an empty answer needs the extra look-up.
      if (total === 0 && !(await campExists(app.db, id))) throw notFound();
      return sendPage(
        reply,
        rows.map((row) => toGalleryItemView(row, app.media)),
        total,
      );
    },
  );
}
