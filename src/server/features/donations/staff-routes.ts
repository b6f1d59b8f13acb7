// The console's donation routes (decision 0037, "The console"), all an admin's: coordinators never
// see a donor's record or PAN. Every list and record view writes the access log.
// GET /api/donations/records/ (filters; PAN and phone masked), GET …/records/{id}/ (the whole
// record), POST …/records/{id}/match/ and …/reject/ (the review), GET /api/donations/receipts/?fy=,
// GET /api/donations/form-10bd/ (and …/reminder/, no personal data) and POST …/form-10bd/{fy}/filed/, GET /api/donations/statement-mappings/,
// POST /api/donations/statements/preview/ (the import's matches, storing nothing).
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementImport } from '../../../shared/schemas/donations';
import {
  donationListQuery,
  donationMatchInput,
  donationReceiptRow,
  donationRecord,
  donationRejectInput,
  donationReviewed,
  donationRow,
  FINANCIAL_YEAR,
  form10bdFiled,
  form10bdReminder,
  form10bdYears,
  receiptListQuery,
  statementMappings,
  statementPreview,
} from '../../../shared/schemas/donations-console';
import { staffCall } from '../../content/staff-call';
import { notFound } from '../../lib/http-error';
import { errorReply, idParams } from '../../lib/openapi';
import { pageQuery, sendResult } from '../../lib/pagination';
import { mailSettings } from '../../mail/outbox';
import { ADMIN_ONLY, staffRoute } from '../../plugins/staff-guard';
import { logStaffAccess } from '../privacy/public';
import { importStatement } from './reconcile';
import {
  donationRecord as readRecord,
  form10bdReminderOf,
  form10bdYears as readForm10bdYears,
  listDonations,
  listReceipts,
  markForm10bdFiled,
  matchByHand,
  rejectReport,
  statementMappingList,
} from './staff-queries';

const staffTags = ['staff: donations'];
const adminCall = <S extends FastifySchema>(summary: string, schema: S) => staffRoute(ADMIN_ONLY, { tags: staffTags, summary, ...schema });

export async function donationStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = mailSettings(app.config);

  app.get(
    '/api/donations/records/',
    adminCall('Donations, newest first, by status (or unmatched after 30 days), financial year and mode (admin; PAN and phone masked)', {
      querystring: donationListQuery.extend(pageQuery.shape),
      response: { 200: z.array(donationRow), ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => {
      const { page, page_size, ...filter } = request.query;
      const result = await listDonations(app.db, filter, { page, page_size }, app.clock());
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'donation', filter: { ...filter, page } });
      return sendResult(reply, result);
    },
  );
  app.get(
    '/api/donations/records/:id/',
    adminCall('One donation’s whole record with its receipts (admin; the full PAN; the view is logged)', {
      params: idParams,
      response: { 200: donationRecord, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const record = await readRecord(app.db, request.params.id, app.clock());
      if (!record) throw notFound();
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'donation', recordId: record.id });
      return record;
    },
  );
  // The review: a match by hand (verified, its receipt sent) or a rejection with the reason.
  const reviewed = { params: idParams, response: { 200: donationReviewed, ...errorReply(400, 401, 403, 404, 409) } };
  app.post(
    '/api/donations/records/:id/match/',
    adminCall('Match a reported donation by hand: verified, and its receipt issued and sent (admin)', {
      ...reviewed,
      body: donationMatchInput,
    }),
    async (request) => matchByHand(await staffCall(request), mail, request.params.id, request.body),
  );
  app.post(
    '/api/donations/records/:id/reject/',
    adminCall('Reject a reported donation no payment was found for, with the reason (admin)', { ...reviewed, body: donationRejectInput }),
    async (request) => rejectReport(await staffCall(request), request.params.id, request.body.reason),
  );
  app.get(
    '/api/donations/receipts/',
    adminCall('The receipts of a financial year, with their cancellations and replacements (admin)', {
      querystring: receiptListQuery,
      response: { 200: z.array(donationReceiptRow), ...errorReply(400, 401, 403) },
    }),
    async (request) => {
      const rows = await listReceipts(app.db, request.query.fy);
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'donation', filter: { receipts: request.query.fy } });
      return rows;
    },
  );
  app.get(
    '/api/donations/form-10bd/',
    adminCall('The financial years of Form 10BD with their rows, donors without PAN and filing; the year due in May (admin)', {
      response: { 200: form10bdYears, ...errorReply(401, 403) },
    }),
    async (request) => {
      const years = await readForm10bdYears(app.db, app.clock());
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'donation', filter: { form_10bd: 'years' } });
      return years;
    },
  );
  app.get(
    '/api/donations/form-10bd/reminder/',
    adminCall('The financial year whose Form 10BD is due now (1–31 May, until marked filed), or null (admin; the dashboard)', {
      response: { 200: form10bdReminder, ...errorReply(401, 403) },
    }),
    async () => ({ reminder: await form10bdReminderOf(app.db, app.clock()) }),
  );
  app.post(
    '/api/donations/form-10bd/:fy/filed/',
    adminCall('Mark a financial year’s Form 10BD filed on the income-tax portal (admin): the May reminder stops', {
      params: z.object({ fy: z.string().regex(FINANCIAL_YEAR) }),
      response: { 200: form10bdFiled, ...errorReply(400, 401, 403) },
    }),
    async (request) => markForm10bdFiled(await staffCall(request), request.params.fy),
  );
  app.get(
    '/api/donations/statement-mappings/',
    adminCall('Each bank’s remembered statement columns (admin)', {
      response: { 200: statementMappings, ...errorReply(401, 403) },
    }),
    async () => statementMappingList(app.db),
  );
  // The import's preview: the same body as the import (routes.ts), the same matching, nothing stored.
  const preview = { body: statementImport, response: { 200: statementPreview, ...errorReply(400, 401, 403) } };
  app.post(
    '/api/donations/statements/preview/',
    adminCall('What a statement import would verify and what it would leave unmatched, storing nothing (admin)', preview),
    async (request) => importStatement(app.db, mail, request.body, new Date(app.clock()).toISOString(), { dryRun: true }),
  );
}
