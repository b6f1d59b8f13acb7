import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brochure, downloads, report } from '../../../shared/schemas/content';
import { errorReply, plainJsonSerializer } from '../../lib/openapi';
import { detailRoute, downloadRoute, listRoute, pdfReply } from '../../lib/public-routes';
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

  listRoute(app, '/api/brochures/', {
    tags,
    summary: 'List brochures, newest first (total in X-Total-Count)',
    querystring: downloadListQuery,
    item: brochure,
    list: listBrochures,
    view: toBrochureView,
  });
  listRoute(app, '/api/reports/', {
    tags,
    summary: 'List reports, newest first (total in X-Total-Count)',
    querystring: downloadListQuery,
    item: report,
    list: listReports,
    view: toReportView,
  });
  detailRoute(app, '/api/brochures/:id/', { tags, summary: 'One brochure', item: brochure, get: getBrochure, view: toBrochureView });
  detailRoute(app, '/api/reports/:id/', { tags, summary: 'One report', item: report, get: getReport, view: toReportView });
  downloadRoute(app, '/api/brochures/:id/download/', {
    tags,
    summary: 'Download a brochure (brochure_{id}.pdf)',
    file: pdfReply,
    get: getBrochure,
    attachment: (row) => ({ stored: row.file, filename: `brochure_${row.id}.pdf` }),
  });
  downloadRoute(app, '/api/reports/:id/download/', {
    tags,
    summary: 'Download a report (report_{id}.pdf)',
    file: pdfReply,
    get: getReport,
    attachment: (row) => ({ stored: row.file, filename: `report_${row.id}.pdf` }),
  });
}
