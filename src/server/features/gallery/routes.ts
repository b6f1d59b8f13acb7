import type { FastifyInstance } from 'fastify';
import { galleryCamp, galleryItem } from '../../../shared/schemas/content';
import { storedExtension } from '../../lib/attachments';
import { binaryReply, detailRoute, downloadRoute, listRoute } from '../../lib/public-routes';
import {
  campGalleryQuery,
  galleryCampListQuery,
  galleryListQuery,
  getGalleryItem,
  listCampGallery,
  listGallery,
  listGalleryCamps,
  toGalleryCampView,
  toGalleryItemView,
} from './gallery';

const tags = ['gallery'];

export async function galleryRoutes(app: FastifyInstance) {
  listRoute(app, '/api/gallery/', {
    tags,
    summary: 'List gallery pictures, newest first; location and year are those of the camp (total in X-Total-Count)',
    querystring: galleryListQuery,
    item: galleryItem,
    list: (db, query) => listGallery(db, query, query),
    view: toGalleryItemView,
  });
  listRoute(app, '/api/gallery/camps/', {
    tags,
    summary:
      'List the camps that have gallery pictures, newest year first, each with its picture count and newest picture (total in X-Total-Count)',
    querystring: galleryCampListQuery,
    item: galleryCamp,
    list: (db, query) => listGalleryCamps(db, query, query),
    view: toGalleryCampView,
  });
  detailRoute(app, '/api/gallery/:id/', {
    tags,
    summary: 'One gallery picture',
    item: galleryItem,
    get: getGalleryItem,
    view: toGalleryItemView,
  });
  downloadRoute(app, '/api/gallery/:id/download/', {
    tags,
    summary: 'Download the original picture (gallery_{id}.jpg, .png or .webp)',
    file: binaryReply('image/*', 'The picture, as an attachment'),
    get: getGalleryItem,
    attachment: (row) => ({ stored: row.image, filename: `gallery_${row.id}.${storedExtension(row.image)}` }),
  });
  listRoute(app, '/camps/:id/gallery/', {
    tags,
    summary: 'List the pictures of one camp, newest first (404 when the camp does not exist; total in X-Total-Count)',
    underRow: true,
    querystring: campGalleryQuery,
    item: galleryItem,
    list: (db, query, { id }) => listCampGallery(db, id, query),
    view: toGalleryItemView,
  });
}
