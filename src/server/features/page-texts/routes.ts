// The pages' headings and intro lines (decision 0033): admins change them (JSON; only the fields sent
// change). Anyone reads them in the site content reply (`page_texts`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageTexts, pageTextsEdit } from '../../../shared/schemas/staff/page-texts';
import { staffCall } from '../../content/staff-call';
import { errorReply } from '../../lib/openapi';
import { ADMIN_ONLY, staffRoute } from '../../plugins/staff-guard';
import { updatePageTexts } from './page-texts';

export async function pageTextRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const summary = 'Change pages’ headings and intro lines (admin; only the fields sent change; "" goes back to the website’s own)';
  const response = { 200: pageTexts, ...errorReply(400, 401, 403) };
  app.put(
    '/api/page-texts/',
    staffRoute(ADMIN_ONLY, { tags: ['staff: site content'], summary, body: pageTextsEdit, response }),
    async (request) => updatePageTexts(await staffCall(request), request.body),
  );
}
