// The pipeline's staff calls after consent and after the test (decision 0041): a parent's signed
// paper consent (its scan opened only here, each opening in the access log), the promotion of a
// cycle's selected applicants to students, the dry run of the erasure 180 days after a cycle
// closes, and the reports (on screen, and as CSV whose export is in the access and audit logs).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cycleErasures as cycleErasuresSchema,
  cycleInput,
  cycleReport as cycleReportSchema,
  paperConsentInput,
  paperConsentResult,
  promotionResult,
} from '../../../shared/schemas/student-application-after-test';
import { recordAudit } from '../../audit/audit';
import { sendAttachment, storedExtension } from '../../lib/attachments';
import { errorReply, idParams } from '../../lib/openapi';
import { parseFields, readForm } from '../../storage/uploads';
import { logStaffAccess } from '../privacy/public';
import { cycleErasures } from './cycle-erasure';
import { paperConsentScan, recordPaperConsent } from './paper-consent';
import { promoteSelected } from './promotion';
import { cycleReport, reportCsv } from './reports';
import { PIPELINE, staffCalls, type With } from './staff-call';

type CycleQuery = { cycle_id: number };

export async function studentApplicationAfterTestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const call = staffCalls(fastify);
  const now = () => new Date(app.clock());

  call(
    'POST',
    `${PIPELINE}/:id/paper-consent/`,
    {
      summary:
        "Record a parent's consent signed on paper (multipart: parent_name, parent_relationship, adult, consents, scan: a PDF, JPEG or PNG of at most 5 MB); the application waiting for consent is submitted (409 otherwise)",
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 201: paperConsentResult, ...errorReply(400, 401, 403, 404, 409, 413, 415) },
    },
    async (who, request: With, reply) => {
      const form = await readForm(request, { scan: 'scan' });
      const input = parseFields(paperConsentInput, form.fields);
      const saved = await recordPaperConsent(app.db, app.media, request.log, who, request.params.id, input, form.files.scan, now());
      return reply.status(201).send(saved);
    },
    { multipart: true },
  );

  call(
    'GET',
    `${PIPELINE}/:id/paper-consent/`,
    {
      summary: "The scan of a parent's signed paper consent, as a download (each opening in the access log)",
      params: idParams,
      produces: ['application/pdf', 'image/jpeg', 'image/png'],
      response: errorReply(401, 403, 404),
    },
    async ({ scope }, request: With, reply) => {
      const scan = await paperConsentScan(app.db.kysely, scope, request.params.id);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'student_application', recordId: request.params.id });
      return sendAttachment(reply, app.media, scan.stored, `consent-${scan.number}.${storedExtension(scan.stored)}`);
    },
  );

  call(
    'POST',
    `${PIPELINE}/promote/`,
    {
      summary: "Turn a cycle's selected applicants into students of its camp, with their consents (again: no one twice)",
      body: cycleInput,
      response: { 200: promotionResult, ...errorReply(400, 401, 403, 404, 409) },
    },
    async ({ scope, actor }, request: With<unknown, CycleQuery>) => promoteSelected(app.db, actor, scope, request.body.cycle_id, now()),
  );

  call(
    'GET',
    `${PIPELINE}/erasure/`,
    {
      summary: 'The dry run of the erasure after each cycle: from when, and how many applications it takes',
      response: { 200: cycleErasuresSchema, ...errorReply(401, 403) },
    },
    async ({ scope }) => cycleErasures(app.db.kysely, scope, now()),
  );

  const reportQuery = z.object({ cycle_id: cycleInput.shape.cycle_id });
  call(
    'GET',
    `${PIPELINE}/reports/`,
    {
      summary: 'A cycle\'s counts by status per district, class, gender and school type ("<5" for small counts)',
      querystring: reportQuery,
      response: { 200: cycleReportSchema, ...errorReply(400, 401, 403, 404) },
    },
    async ({ scope }, request: With<CycleQuery>) => cycleReport(app.db.kysely, scope, request.query.cycle_id),
  );

  call(
    'GET',
    `${PIPELINE}/reports/export/`,
    {
      summary: 'The same report as CSV (formula-safe; in the access and audit logs)',
      querystring: reportQuery,
      produces: ['text/csv'],
      response: errorReply(400, 401, 403, 404),
    },
    async ({ scope, actor }, request: With<CycleQuery>, reply) => {
      const report = await cycleReport(app.db.kysely, scope, request.query.cycle_id);
      const filter = { report: 'counts', cycle_id: report.cycle_id };
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'student_application', filter });
      await recordAudit(app.db.kysely, actor, { action: 'export', entity: 'student_applications', details: { filter } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="student-applications-report-${report.cycle_id}.csv"`)
        .send(reportCsv(report));
    },
  );
}
