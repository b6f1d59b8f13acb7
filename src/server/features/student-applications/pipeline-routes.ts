// The staff pipeline's calls (issue 25 items 5-7) and the admit card's public look-ups. Staff:
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
  pipelineQuery,
  statusChange,
  statusChangeResult,
} from '../../../shared/schemas/student-application-pipeline';
import { recordAudit } from '../../audit/audit';
import { staffContext } from '../../auth/camp-scope';
import { admitCardPdf, sendPdf } from '../../documents/public';
import { errorReply, idParams } from '../../lib/openapi';
import { mailSettings } from '../../mail/outbox';
import { publicFormLimit } from '../../plugins/rate-limits';
import { ANY_STAFF, staffRoute } from '../../plugins/staff-guard';
import { logStaffAccess } from '../privacy/public';
import { ADMIT_CARD_CSP, admitCardHtml } from './admit-card-html';
import { admitCard, issueAdmitCards } from './admit-cards';
import { registerNotifier, sendSms } from './notify';
import { addNote, changeStatuses, exportApplications, listApplications, markDuplicates, oneApplication } from './pipeline';

const BASE = '/api/student-applications';
const PIPELINE = `${BASE}/pipeline`;
const tags = ['staff: student applications'];
const staff = <S extends object>(schema: S) => staffRoute(ANY_STAFF, { tags, ...schema });

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

  app.get(
    `${PIPELINE}/`,
    staff({
      summary: "The applications, filtered (parents' mobiles masked; the view is in the access log)",
      querystring: pipelineQuery,
      response: { 200: pipelinePage, ...errorReply(400, 401, 403) },
    }),
    async (request) => {
      const { scope } = await staffContext(app.db.kysely, request);
      const page = await listApplications(app.db.kysely, request.query, scope);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'student_application', filter: request.query });
      return page;
    },
  );

  app.get(
    `${PIPELINE}/export/`,
    staff({
      summary: 'The filtered applications as CSV (formula-safe; in the access and audit logs)',
      querystring: pipelineQuery.omit({ limit: true, offset: true }),
      produces: ['text/csv'],
      response: errorReply(400, 401, 403),
    }),
    async (request, reply) => {
      const { scope, actor } = await staffContext(app.db.kysely, request);
      const csv = await exportApplications(app.db.kysely, request.query, scope);
      await logStaffAccess(request, app.db.kysely, { action: 'export', kind: 'student_application', filter: request.query });
      await recordAudit(app.db.kysely, actor, { action: 'export', entity: 'student_applications', details: { filter: request.query } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="student-applications.csv"')
        .send(csv as never);
    },
  );

  app.get(
    `${PIPELINE}/:id/`,
    staff({
      summary: 'One application in full with its notes (in the access log)',
      params: idParams,
      response: { 200: applicationRecord, ...errorReply(401, 403, 404) },
    }),
    async (request) => {
      const { scope } = await staffContext(app.db.kysely, request);
      const record = await oneApplication(app.db.kysely, scope, request.params.id);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'student_application', recordId: record.id });
      return record;
    },
  );

  app.post(
    `${PIPELINE}/status/`,
    staff({
      summary:
        'Move applications to a status, all or none (409: a draft or an application waiting for consent, or a move not allowed); one message per parent',
      body: statusChange,
      response: { 200: statusChangeResult, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { scope, actor } = await staffContext(app.db.kysely, request);
      const { changed, messages } = await changeStatuses(app.db, actor, scope, request.body.ids, request.body.status, now());
      sendSms(app.db, messages);
      return { changed, messages: messages.length };
    },
  );

  app.post(
    `${PIPELINE}/admit-cards/`,
    staff({
      summary:
        'Issue (or re-issue) admit cards: a roll number per cycle, kept on re-issue; with pin, a 6-digit PIN for a first card, shown only in this reply. The parent gets the link.',
      body: admitCardIssue,
      response: { 200: issuedCards, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { scope, actor } = await staffContext(app.db.kysely, request);
      const { cards, messages } = await issueAdmitCards(app.db, actor, scope, request.body.ids, {
        pin: request.body.pin,
        now: now(),
        link: (language) => admitCardLink(app.config.WEB_ORIGIN, language),
      });
      sendSms(app.db, messages);
      return { cards, messages: messages.length };
    },
  );

  app.post(
    `${PIPELINE}/:id/notes/`,
    staff({
      summary: 'Add a note to an application',
      params: idParams,
      body: noteInput,
      response: { 201: note, ...errorReply(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { scope, actor } = await staffContext(app.db.kysely, request);
      return reply.status(201).send(await addNote(app.db, actor, scope, request.params.id, request.body.text, now()));
    },
  );

  app.post(
    `${PIPELINE}/duplicates/`,
    staff({
      summary: "Flag a cycle's duplicates: the same name, date of birth and parent's mobile (each points at the first)",
      body: duplicatesInput,
      response: { 200: duplicates, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const { scope, actor } = await staffContext(app.db.kysely, request);
      return { marked: await markDuplicates(app.db, actor, scope, request.body.cycle_id) };
    },
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
