// Staff calls that publish, edit and delete brochures and reports (admins only). Multipart with the
// PDF (`file`), stored together with the row.
import type { FastifyInstance } from 'fastify';
import { brochure, report } from '../../../shared/schemas/content';
import { formRoutes } from '../../content/content-routes';
import { ADMIN_ONLY } from '../../plugins/staff-guard';
import { brochureRows, reportRows } from './download-changes';

export async function downloadStaffRoutes(app: FastifyInstance) {
  const tags = ['staff: brochures and reports'];
  const routes = (entity: string, fieldsHelp: string) => ({
    tags,
    roles: ADMIN_ONLY,
    create: { summary: `Publish a ${entity} (admin; multipart: ${fieldsHelp})`, consumes: ['multipart/form-data'] },
    edit: { summary: `Edit a ${entity} (admin; multipart or JSON; only the fields sent change; a new file replaces the old one)` },
    remove: { summary: `Delete a ${entity} and its file (admin)` },
  });
  formRoutes(app, { kind: brochureRows, url: '/api/brochures/', reply: brochure, ...routes('brochure', 'title, year, file (PDF)') });
  formRoutes(app, { kind: reportRows, url: '/api/reports/', reply: report, ...routes('report', 'title, year, location, file (PDF)') });
}
