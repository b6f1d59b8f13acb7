// Donations (decision 0037). Public: POST /api/donations/ (amount and declaration → what to pay with),
// GET /api/donations/{reference}/qr.svg (the UPI QR code), POST /api/donations/paid/ ("I have paid"). Staff: GET and PUT (admin)
// /api/donations/settings/; POST /api/donations/statements/ (admin), GET /api/donations/unmatched/ (admin).
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  donationOffer,
  donationReported,
  donationReportInput,
  donationSettings,
  donationSettingsEdit,
  donationStartInput,
  receiptCancelInput,
  receiptCancelled,
  staffGift,
  staffGiftInput,
  statementImport,
  statementImportResult,
  unmatchedReport,
} from '../../../shared/schemas/donations';
import { DONATION_REFERENCE } from '../../../shared/upi';
import { staffCall } from '../../content/staff-call';
import { mailSettings } from '../../mail/outbox';
import { notFound } from '../../lib/http-error';
import { errorReply, idParams } from '../../lib/openapi';
import { publicFormLimit } from '../../plugins/rate-limits';
import { ADMIN_ONLY, staffRoute } from '../../plugins/staff-guard';
import { recordStaffGift, startDonation, upiLinkOfReference } from './donations';
import { importStatement, unmatchedReports } from './reconcile';
import { form10bdCsv } from './form-10bd';
import { cancelReceipt, receiptPdfOf } from './receipts';
import { sendPdf } from '../../documents/public';
import { pdfReply } from '../../lib/public-routes';
import { reportPayment } from './report';
import { logStaffAccess } from '../privacy/public';
import { getDonationSettings, updateDonationSettings } from './settings';
import { upiQrSvg } from './upi-qr';

const tags = ['donations'];
const staffTags = ['staff: donations'];

/** An admin's call: donors' records and the trust's accounts are not coordinators' business (coordinators never see a PAN). */
const adminCall = <S extends FastifySchema>(summary: string, schema: S) => staffRoute(ADMIN_ONLY, { tags: staffTags, summary, ...schema });

export async function donationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = mailSettings(app.config);

  app.post(
    '/api/donations/',
    {
      config: { rateLimit: publicFormLimit(app) },
      schema: {
        tags,
        summary: 'Start a donation: the amount and the declaration; the answer says what the donor may pay with',
        body: donationStartInput,
        response: { 201: donationOffer, 200: donationOffer, ...errorReply(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const offer = await startDonation(app.db, request.body);
      // 201 when a donation was stored; the foreign path and "not set up" store nothing.
      return reply.status(offer.kind === 'upi' || offer.kind === 'bank' ? 201 : 200).send(offer);
    },
  );

  app.post(
    '/api/donations/paid/',
    {
      config: { rateLimit: publicFormLimit(app), idempotent: true },
      schema: {
        tags,
        summary: 'I have paid: the UPI reference (UTR), amount, date, name as on PAN, address, PAN (optional), e-mail or phone',
        body: donationReportInput,
        response: { 201: donationReported, ...errorReply(400, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await reportPayment(app.db, request.body, request.idempotency)),
  );

  app.get(
    '/api/donations/:reference/qr.svg',
    {
      schema: {
        tags,
        summary: 'The UPI QR code of a donation (SVG)',
        params: z.object({ reference: z.string().regex(DONATION_REFERENCE) }),
        response: { 200: z.string(), ...errorReply(400, 404) },
      },
    },
    async (request, reply) => {
      const link = await upiLinkOfReference(app.db, request.params.reference);
      if (!link) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'private, max-age=3600')
        .send(await upiQrSvg(link));
    },
  );

  app.get(
    '/api/donations/settings/',
    adminCall('The donation settings (admin)', {
      response: { 200: donationSettings, ...errorReply(401, 403) },
    }),
    async () => getDonationSettings(app.db),
  );
  app.put(
    '/api/donations/settings/',
    adminCall('Change the donation settings (admin; JSON; only the fields sent change)', {
      body: donationSettingsEdit,
      response: { 200: donationSettings, ...errorReply(400, 401, 403) },
    }),
    async (request) => updateDonationSettings(await staffCall(request), request.body),
  );

  app.post(
    '/api/donations/statements/',
    adminCall('Import a bank statement (CSV): verify reported donations by UTR, else by amount and date (admin)', {
      body: statementImport,
      response: { 200: statementImportResult, ...errorReply(400, 401, 403) },
    }),
    async (request) => importStatement(app.db, mail, request.body, new Date(app.clock()).toISOString()),
  );
  app.get(
    '/api/donations/unmatched/',
    adminCall('Reports of payment no statement has shown after 30 days, for review (admin; PAN masked)', {
      response: { 200: z.array(unmatchedReport), ...errorReply(401, 403) },
    }),
    async (request) => {
      const rows = await unmatchedReports(app.db, app.clock());
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'donation', filter: { unmatched: 'yes' } });
      return rows;
    },
  );
  app.post(
    '/api/donations/gifts/',
    adminCall('Record a gift received by cheque, bank transfer or cash (admin); verified as recorded', {
      body: staffGiftInput,
      response: { 201: staffGift, ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => reply.status(201).send(await recordStaffGift(await staffCall(request), mail, request.body)),
  );
  app.post(
    '/api/donations/receipts/:id/cancel/',
    adminCall('Cancel a receipt with a reason and issue a new one that names it (admin); numbers are never reused', {
      params: idParams,
      body: receiptCancelInput,
      response: { 200: receiptCancelled, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request) => cancelReceipt(await staffCall(request), mail, request.params.id, request.body.reason),
  );
  app.get(
    '/api/donations/receipts/:id/pdf/',
    adminCall('A receipt as its PDF (admin), in the language and with the content it was issued with', {
      params: idParams,
      response: { 200: pdfReply, ...errorReply(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const receipt = await receiptPdfOf(app.db, request.params.id);
      if (!receipt) throw notFound();
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'donation', recordId: receipt.donationId });
      return sendPdf(reply, receipt.pdf, `receipt-${receipt.number.replace('/', '-')}.pdf`);
    },
  );
  app.get(
    '/api/donations/form-10bd/:fy/',
    adminCall('Form 10BD of a financial year as CSV (admin): one row per donor, type and mode; rows without PAN flagged', {
      params: z.object({ fy: z.string().regex(/^FY\d{4}-\d{2}$/) }),
      response: { 200: z.string(), ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => {
      const csv = await form10bdCsv(app.db, request.params.fy);
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'donation', filter: { form_10bd: request.params.fy } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="form-10bd-${request.params.fy}.csv"`)
        .send(csv);
    },
  );
}
