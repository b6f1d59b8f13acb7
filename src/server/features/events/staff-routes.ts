// Staff calls that create, edit and delete events (admins only). Multipart with an optional image
// (title, description, date, end_date, venue, featured, image), stored together with the row.
import type { FastifyInstance } from 'fastify';
import { event } from '../../../shared/schemas/content';
import { formRoutes } from '../../content/content-routes';
import { ADMIN_ONLY } from '../../plugins/staff-guard';
import { eventRows } from './event-changes';

export async function eventStaffRoutes(app: FastifyInstance) {
  formRoutes(app, {
    kind: eventRows,
    url: '/api/events/',
    tags: ['staff: events'],
    roles: ADMIN_ONLY,
    reply: event,
    create: {
      summary: 'Create an event (admin; multipart: title, description, date, end_date, venue, featured, image)',
      consumes: ['multipart/form-data', 'application/json'],
    },
    edit: { summary: 'Edit an event (admin; multipart or JSON; only the fields sent change; image replaces, remove_image removes)' },
    remove: { summary: 'Delete an event and its image (admin)' },
  });
}
