// The staff pipeline's calls (decision 0041) and the admit card's public look-ups. Staff:
// admins for every cycle, coordinators for the cycles of their camps; each view and export is in
// the access log, each change in the audit log. Public: the card by application number and date of
// birth, as JSON, PDF or a printable page; one 404 for every failure, rate limited per address.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { applicationLookup } from '../../../shared/schemas/student-applications';
import {
  admitCardIssue,
  admitCardView,
  applicationRecord,
  duplicates,
  duplicatesInput,
  issuedCards,
  note,
  noteInput,
  pipelinePage,
  type PipelineQuery,
  pipelineQuery,
  statusChange,
  statusChangeResult,
} from '../../../shared/schemas/student-application-pipeline';
import { recordAudit } from '../../audit/audit';
import { admitCardPdf, sendPdf } from '../../documents/public';
import { errorReply, idParams } from '../../lib/openapi';
import { mailSettings } from '../../mail/outbox';
import { publicFormLimit } from '../../plugins/rate-limits';
import { logStaffAccess } from '../privacy/public';
import { ADMIT_CARD_CSP, admitCardHtml } from './admit-card-html';
import { admitCard, issueAdmitCards } from './admit-cards';
import { registerNotifier, sendSms } from './notify';
import { PIPELINE, staffCalls, type With } from './staff-call';
import { addNote, changeStatuses, exportApplications, listApplications, markDuplicates, oneApplication } from './pipeline';

const BASE = '/api/student-applications';

/** The website's page where a parent opens the card (the SMS's link). */
export const admitCardLink = (origin: string, language: 'en' | 'hi') =>
  new URL(language === 'hi' ? '/hi/apply/admit-card' : '/apply/admit-card', origin).href;

export async function studentApplicationPipelineRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(app.clock());
  registerNotifier(app.db, {
    sms: { send: (to, message) => app.smsSender.send(to, message) },
    outbox: { run: (what, task) => app.smsOutbox.run(what, task) },
    mail: mailSettings(app.config),
  });

  const call = staffCalls(fastify);
  const exportQuery = pipelineQuery.omit({ limit: true, offset: true });

  call(
    'GET',
    `${PIPELINE}/`,
    {
      summary: "The applications, filtered (parents' mobiles masked; the view is in the access log)",
      querystring: pipelineQuery,
      response: { 200: pipelinePage, ...errorReply(400, 401, 403) },
    },
    async ({ scope }, request: With<PipelineQuery>) => {
      const page = await listApplications(app.db.kysely, request.query, scope);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'student_application', filter: request.query });
      return page;
    },
  );

  call(
    'GET',
    `${PIPELINE}/export/`,
    {
      summary: 'The filtered applications as CSV (formula-safe; in the access and audit logs)',
      querystring: exportQuery,
      produces: ['text/csv'],
      response: errorReply(400, 401, 403),
    },
    async ({ scope, actor }, request: With<z.output<typeof exportQuery>>, reply) => {
      const csv = await exportApplications(app.db.kysely, request.query, scope);
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'student_application', filter: request.query });
      await recordAudit(app.db.kysely, actor, { action: 'export', entity: 'student_applications', details: { filter: request.query } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="student-applications.csv"')
        .send(csv);
    },
  );

  call(
    'GET',
    `${PIPELINE}/:id/`,
    {
      summary: 'One application in full with its notes (in the access log)',
      params: idParams,
      response: { 200: applicationRecord, ...errorReply(401, 403, 404) },
    },
    async ({ scope }, request: With) => {
      const record = await oneApplication(app.db.kysely, scope, request.params.id);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'student_application', recordId: record.id });
      return record;
    },
  );

  call(
    'POST',
    `${PIPELINE}/status/`,
    {
      summary:
        'Move applications to a status, all or none (409: a draft or an application waiting for consent, or a move not allowed); one message per parent',
      body: statusChange,
      response: { 200: statusChangeResult, ...errorReply(400, 401, 403, 404, 409) },
    },
    async ({ scope, actor }, request: With<unknown, z.output<typeof statusChange>>) => {
      const { changed, messages } = await changeStatuses(app.db, actor, scope, request.body.ids, request.body.status, now());
      sendSms(app.db, messages);
      return { changed, messages: messages.length };
    },
  );

  call(
    'POST',
    `${PIPELINE}/admit-cards/`,
    {
      body: admitCardIssue,
      summary:
        'Issue (or re-issue) admit cards: a roll number per cycle, kept on re-issue; with pin, a 6-digit PIN for a first card, shown only in this reply. The parent gets the link.',
      response: { 200: issuedCards, ...errorReply(400, 401, 403, 404, 409) },
    },
    async ({ scope, actor }, request: With<unknown, z.output<typeof admitCardIssue>>) => {
      const link = (language: 'en' | 'hi') => admitCardLink(app.config.WEB_ORIGIN, language);
      const { cards, messages } = await issueAdmitCards(app.db, actor, scope, request.body.ids, {
        pin: request.body.pin,
        now: now(),
        link,
      });
      sendSms(app.db, messages);
      return { cards, messages: messages.length };
    },
  );

  call(
    'POST',
    `${PIPELINE}/:id/notes/`,
    {
      summary: 'Add a note to an application',
      params: idParams,
      body: noteInput,
      response: { 201: note, ...errorReply(400, 401, 403, 404) },
    },
    async ({ scope, actor }, request: With<unknown, { text: string }>, reply) =>
      reply.status(201).send(await addNote(app.db, actor, scope, request.params.id, request.body.text, now())),
  );

  call(
    'POST',
    `${PIPELINE}/duplicates/`,
    {
      summary: "Flag a cycle's duplicates: the same name, date of birth and parent's mobile (each points at the first)",
      body: duplicatesInput,
      response: { 200: duplicates, ...errorReply(400, 401, 403, 404) },
    },
    async ({ scope, actor }, request: With<unknown, { cycle_id: number }>) => ({
      marked: await markDuplicates(app.db, actor, scope, request.body.cycle_id),
    }),
  );

  const lookup = (summary: string, response: Record<number, z.ZodType>) => ({
    config: { rateLimit: publicFormLimit(app) },
    schema: {
      tags: ['student applications'],
      summary,
      body: applicationLookup,
      response: { ...response, ...errorReply(400, 403, 404, 413, 415, 429) },
    },
  });
  const card = async (body: { number: string; date_of_birth: string }, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    return admitCard(app.db.kysely, body.number, body.date_of_birth);
  };

  app.post(
    `${BASE}/admit-card/`,
    lookup('The admit card by application number and date of birth (one 404 for every failure)', { 200: admitCardView }),
    async (request, reply) => card(request.body, reply),
  );
  app.post(
    `${BASE}/admit-card/pdf/`,
    lookup("The admit card as a PDF, in the parent's language (one 404 for every failure)", {}),
    async (request, reply) => {
      const document = await card(request.body, reply);
      return sendPdf(reply, await admitCardPdf(document), `admit-card-${document.rollNumber}`);
    },
  );
  app.post(
    `${BASE}/admit-card/html/`,
    lookup('The admit card as a printable page (one 404 for every failure)', {}),
    async (request, reply) => {
      const document = await card(request.body, reply);
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Content-Security-Policy', ADMIT_CARD_CSP)
        .send(admitCardHtml(document));
    },
  );
}
