import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testPaper, testResult } from '../../../shared/schemas/content';
import { sendAttachment } from '../../lib/attachments';
import { errorReply, idParams, plainJsonSerializer } from '../../lib/openapi';
import { sendPage } from '../../lib/pagination';
import { notFound } from '../../plugins/errors';
import {
  getTestPaper,
  getTestResult,
  listTestPapers,
  listTestResults,
  testPaperListQuery,
  testResultListQuery,
  toTestPaperView,
  toTestResultView,
} from './tests';

const pdf = {
  description: 'The PDF, as an attachment',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

export async function testRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/test-papers/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['test papers and results'],
        summary:
          'List test papers; sort_by exam_date (default), title or created_at; sort_order descending (default) or ascending (total in X-Total-Count)',
        querystring: testPaperListQuery,
        response: { 200: z.array(testPaper), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listTestPapers(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows.map((row) => toTestPaperView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/api/test-results/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: ['test papers and results'],
        summary:
          'List test results; sort_by result_date (default), title or created_at; sort_order descending (default) or ascending (total in X-Total-Count)',
        querystring: testResultListQuery,
        response: { 200: z.array(testResult), ...errorReply(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listTestResults(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows.map((row) => toTestResultView(row, app.media)),
        total,
      );
    },
  );

  app.get(
    '/api/test-papers/:id/download/',
    {
      schema: {
        tags: ['test papers and results'],
        summary: 'Download a test paper (paper_{id}.pdf)',
        params: idParams,
        response: { 200: pdf, ...errorReply(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await getTestPaper(app.db, request.params.id);
      if (!row) throw notFound();
      return sendAttachment(reply, app.media, row.file, `paper_${row.id}.pdf`);
    },
  );

  app.get(
    '/api/test-results/:id/download/',
    {
      schema: {
        tags: ['test papers and results'],
        summary: 'Download a test result (result_{id}.pdf)',
        params: idParams,
        response: { 200: pdf, ...errorReply(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await getTestResult(app.db, request.params.id);
      if (!row) throw notFound();
      return sendAttachment(reply, app.media, row.file, `result_${row.id}.pdf`);
    },
  );
}
