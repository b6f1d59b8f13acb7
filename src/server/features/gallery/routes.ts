import type { FastifyInstance } from 'fastify';
import { galleryCamp, galleryItem } from '../../../shared/schemas/content';
import { storedExtension } from '../../lib/attachments';
import { binaryReply, listRoute, publicRows } from '../../lib/public-routes';
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
  const pictures = publicRows(app, { tags, item: galleryItem, view: toGalleryItemView, get: getGalleryItem });
  pictures.list(
    '/api/gallery/',
    'List gallery pictures, newest first; location and year are those of the camp (total in X-Total-Count)',
    galleryListQuery,
    listGallery,
  );
  listRoute(app, '/api/gallery/camps/', {
    tags,
    summary:
      'List the camps that have gallery pictures, newest year first, each with its picture count and newest picture (total in X-Total-Count)',
    querystring: galleryCampListQuery,
    item: galleryCamp,
    list: listGalleryCamps,
    view: toGalleryCampView,
  });
  pictures
    .one('/api/gallery/:id/', 'One gallery picture')
    .download('/api/gallery/:id/download/', {
      summary: 'Download the original picture (gallery_{id}.jpg, .png or .webp)',
      file: binaryReply('image/*', 'The picture, as an attachment'),
      attachment: (row) => ({ stored: row.image, filename: `gallery_${row.id}.${storedExtension(row.image)}` }),
    })
    .list(
      '/camps/:id/gallery/',
      'List the pictures of one camp, newest first (404 when the camp does not exist; total in X-Total-Count)',
      campGalleryQuery,
      (db, query, _page, { id }) => listCampGallery(db, id, query),
      true,
    );
}
