import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brochure, downloads, report } from '../../../shared/schemas/content';
import { errorReply, plainJsonSerializer } from '../../lib/openapi';
import { pdfDownload, publicResource } from '../../lib/public-routes';
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

  publicResource(app, {
    tags,
    url: '/api/brochures/',
    item: brochure,
    view: toBrochureView,
    get: getBrochure,
    list: { summary: 'List brochures, newest first (total in X-Total-Count)', querystring: downloadListQuery, rows: listBrochures },
    one: 'One brochure',
    download: pdfDownload('brochure', 'brochure'),
  });
  publicResource(app, {
    tags,
    url: '/api/reports/',
    item: report,
    view: toReportView,
    get: getReport,
    list: { summary: 'List reports, newest first (total in X-Total-Count)', querystring: downloadListQuery, rows: listReports },
    one: 'One report',
    download: pdfDownload('report', 'report'),
  });
}
