import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brochure, downloads, report } from '../../../shared/schemas/content';
import { sendAttachment } from '../../lib/attachments';
import { errorReply, idParams, plainJsonSerializer } from '../../lib/openapi';
import { sendPage } from '../../lib/pagination';
import { notFound } from '../../plugins/errors';
import { downloadListQuery, getBrochure, getReport, listBrochures, listReports, toBrochureView, toReportView } from './downloads';

const pdf = {
  description: 'The PDF, as an attachment',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

export async function downloadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/downloads/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['downloads'],
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

  app.get(
    '/api/brochures/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['downloads'],
        summary: 'List brochures, newest first (total in X-Total-Count)',
        querystring: downloadListQuery,
        response: { 200: z.array(brochure), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listBrochures(app.db, request.query);
      return sendPage(
        reply,
        rows.map((row) => toBrochureView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/api/reports/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['downloads'],
        summary: 'List reports, newest first (total in X-Total-Count)',
        querystring: downloadListQuery,
        response: { 200: z.array(report), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listReports(app.db, request.query);
      return sendPage(
        reply,
        rows.map((row) => toReportView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/api/brochures/:id/download/',
    {
      schema: {
        tags: ['downloads'],
        summary: 'Download a brochure (brochure_{id}.pdf)',
        params: idParams,
        response: { 200: pdf, ...errorReply(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await getBrochure(app.db, request.params.id);
      if (!row) throw notFound();
      return sendAttachment(reply, app.media, row.file, `brochure_${row.id}.pdf`);
    },
  );

  app.get(
    '/api/reports/:id/download/',
    {
      schema: {
        tags: ['downloads'],
        summary: 'Download a report (report_{id}.pdf)',
        params: idParams,
        response: { 200: pdf, ...errorReply(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await getReport(app.db, request.params.id);
      if (!row) throw notFound();
      return sendAttachment(reply, app.media, row.file, `report_${row.id}.pdf`);
    },
  );
}
