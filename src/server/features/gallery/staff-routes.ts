// Staff calls for camp gallery pictures: multipart (title, description, date, type defaulting to
// regularclasses, camp, image). The picture is re-encoded (no EXIF or GPS), resized, and stored
// with its row. A coordinator works within their camps.
import type { FastifyInstance } from 'fastify';
import { galleryItem } from '../../../shared/schemas/content';
import { formRoutes } from '../../content/content-routes';
import { galleryRows } from './gallery-changes';

export async function galleryStaffRoutes(app: FastifyInstance) {
  formRoutes(app, {
    kind: galleryRows,
    url: '/api/gallery/',
    tags: ['staff: gallery'],
    reply: galleryItem,
    create: {
      summary: 'Add a gallery picture (multipart: title, description, date, type = regularclasses | doubts | exams, camp, image)',
      consumes: ['multipart/form-data'],
    },
    edit: { summary: 'Edit a gallery picture (multipart or JSON; only the fields sent change; a new image replaces the old one)' },
    remove: { summary: 'Delete a gallery picture and its files' },
  });
}
