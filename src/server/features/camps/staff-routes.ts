// Staff calls that create, edit and delete camps (admins only). Multipart with an optional image;
// the image and the row are stored together.
import type { FastifyInstance } from 'fastify';
import { camp } from '../../../shared/schemas/content';
import { formRoutes } from '../../content/content-routes';
import { ADMIN_ONLY } from '../../plugins/staff-guard';
import { campRows } from './camp-changes';

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
      description: 'Announcements, test papers, results and slots of the camp are kept, without a camp.',
      refusals: [409],
    },
  });
}
