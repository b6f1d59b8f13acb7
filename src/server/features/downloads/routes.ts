import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brochure, downloads, report } from '../../../shared/schemas/content';
import { errorReply, plainJsonSerializer } from '../../lib/openapi';
import { pdfDownload, publicRows } from '../../lib/public-routes';
import { downloadListQuery, getBrochure, getReport, listBrochures, listReports, toBrochureView, toReportView } from './downloads';

const tags = ['downloads'];

export async function downloadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/downloads/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags,
        summary: 'Brochures and reports together, newest first; page and page_size apply to each list',
        querystring: downloadListQuery,
        response: { 200: downloads, ...errorReply(400) },
      },
    },
    async (request) => {
      const [brochures, reports] = await Promise.all([listBrochures(app.db, request.query), listReports(app.db, request.query)]);
      return {
        brochures: brochures.rows.map((row) => toBrochureView(row, app.media)),
        reports: reports.rows.map((row) => toReportView(row, app.media)),
      };
    },
  );

  publicRows(app, { tags, item: brochure, view: toBrochureView, get: getBrochure })
    .list('/api/brochures/', 'List brochures, newest first (total in X-Total-Count)', downloadListQuery, listBrochures)
    .one('/api/brochures/:id/', 'One brochure')
    .download('/api/brochures/:id/download/', pdfDownload('brochure', 'brochure'));
  publicRows(app, { tags, item: report, view: toReportView, get: getReport })
    .list('/api/reports/', 'List reports, newest first (total in X-Total-Count)', downloadListQuery, listReports)
    .one('/api/reports/:id/', 'One report')
    .download('/api/reports/:id/download/', pdfDownload('report', 'report'));
}
