// Personal data's calls (decisions 0032 and 0034): the notices every public form shows (public), their versions
// and staff's edits, consents of a record, the rights desk's queue and the access log (admins).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessLogEntry,
  consentEntry,
  NOTICE_FORMS,
  noticeContent,
  noticeContentView,
  noticesReply,
  noticeView,
  RIGHTS_STATUSES,
  rightsRequest,
  rightsRequestUpdate,
  maskPhone,
  staffChoice,
} from '../../../shared/schemas/privacy';
import { recordAudit, actorOf } from '../../audit/audit';
import { inTransaction } from '../../db/transaction';
import { errorReply, idParams } from '../../lib/openapi';
import { escapeHtml } from '../../mail/compose';
import { enqueueMail, mailSettings } from '../../mail/outbox';
import { answerOf, eraseOnAnswer, listRequests, oneRequest, staffChoices, updateRequest } from './rights';
import { pageQuery, pageWindow, sendResult } from '../../lib/pagination';
import { idValue, optionalId, optionalText } from '../../lib/query-params';
import { ADMIN_ONLY, staffRoute, staffSession } from '../../plugins/staff-guard';
import { listAccessLog, logStaffAccess, viewLogged } from './access-log';
import { withdrawRoutes } from './withdraw-routes';
import { retentionRoutes } from './retention-routes';
import { scheduleNightly } from './retention-runs';
import { destinationKeyOf, e164, setDestinationKey } from './one-time-codes';
import { consentsOf } from './consents';
import { currentNotices, noticeContentOf, noticeVersions, publishNotice, toNoticeView } from './notices';

const tags = ['staff: privacy'];
const formParams = z.object({ form: z.enum(NOTICE_FORMS) });
const SUBJECT_KINDS = {
  volunteer_applications: 'volunteer',
  partner_applications: 'partner',
  contact_messages: 'contact',
} as const;

export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  setDestinationKey(destinationKeyOf(app.config));
  await app.register(withdrawRoutes);
  await app.register(retentionRoutes);
  if (app.nightlyRetention) scheduleNightly(app, app.clock);
  // Every form's first notice is written at start, not at a form's first post: a refused post must
  // change nothing, and the first version would otherwise come with it.
  app.addHook('onReady', async () => {
    await currentNotices(app.db);
  });

  app.get(
    '/api/privacy/notices/',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The current privacy notice of every public form',
        response: { 200: noticesReply },
      },
    },
    async () => ({ notices: (await currentNotices(app.db)).map(toNoticeView) }),
  );

  app.get(
    '/api/privacy/notices/:form/versions/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: "Every version of a form's notice, newest first, with its editable text (admin)",
      params: formParams,
      response: { 200: z.array(noticeView.extend({ content: noticeContentView })), ...errorReply(400, 401, 403) },
    }),
    async (request) =>
      (await noticeVersions(app.db, request.params.form)).map((row) => ({ ...toNoticeView(row), content: noticeContentOf(row) })),
  );

  app.put(
    '/api/privacy/notices/:form/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: "Save a form's notice: a changed text becomes a new version (admin)",
      params: formParams,
      body: noticeContent,
      response: { 200: z.object({ created: z.boolean(), notice: noticeView }), ...errorReply(400, 401, 403) },
    }),
    async (request) => {
      const session = await staffSession(request);
      const { notice, created } = await publishNotice(app.db, request.params.form, request.body, session.userId);
      if (created) {
        await recordAudit(app.db.kysely, actorOf(session), {
          action: 'update',
          entity: 'privacy_notice',
          entityId: notice.id,
          details: { form: notice.form, version: notice.version, hash: notice.hash },
        });
      }
      return { created, notice: toNoticeView(notice) };
    },
  );

  app.get(
    '/api/privacy/consents/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'The consents given and withdrawn for one record (admin)',
      querystring: z.object({
        subject_type: z.enum(Object.keys(SUBJECT_KINDS) as [keyof typeof SUBJECT_KINDS]),
        subject_id: idValue('subject_id'),
      }),
      response: { 200: z.array(consentEntry), ...errorReply(400, 401, 403) },
    }),
    async (request) => {
      const { subject_type, subject_id } = request.query;
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'consents', recordId: subject_id, filter: { subject_type } });
      return consentsOf(app.db.kysely, subject_type, subject_id);
    },
  );

  app.get(
    '/api/privacy/requests/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'The rights desk: requests by due date, contacts masked (admin)',
      querystring: z.object({ status: z.enum(RIGHTS_STATUSES).optional() }),
      response: { 200: z.array(rightsRequest), ...errorReply(400, 401, 403) },
    }),
    async (request) => {
      const rows = await listRequests(app.db.kysely, request.query.status);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'rights_request', filter: request.query });
      return rows.map((r) => ({ ...r, contact: r.channel === 'phone' ? maskPhone(r.contact) : r.contact }));
    },
  );

  app.get(
    '/api/privacy/assignees/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'The staff accounts a rights request may be assigned to, by name (admin)',
      response: { 200: z.object({ staff: z.array(staffChoice) }), ...errorReply(401, 403) },
    }),
    async () => ({ staff: await staffChoices(app.db.kysely) }),
  );

  app.get(
    '/api/privacy/requests/:id/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'One request, whole; the access log records the view (admin)',
      params: idParams,
      response: { 200: rightsRequest, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => viewLogged(request, app.db.kysely, 'rights_request', () => oneRequest(app.db.kysely, request.params.id)),
  );

  app.patch(
    '/api/privacy/requests/:id/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary:
        'Change a request: status, assignee, notes, reply; a refusal needs its reason, an answer its reply. Closing it sends the answer, with the privacy contact, to the phone or address that filed it (admin)',
      params: idParams,
      body: rightsRequestUpdate,
      response: { 200: rightsRequest, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const session = await staffSession(request);
      const { view, closedNow } = await inTransaction(app.db, async (trx) => {
        const changed = await updateRequest(trx, request.params.id, request.body);
        await recordAudit(trx, actorOf(session), {
          action: 'update',
          entity: 'rights_request',
          entityId: changed.view.id,
          details: { fields: Object.keys(request.body), status: changed.view.status, answered: changed.closedNow },
        });
        if (changed.closedNow) await eraseOnAnswer(trx, changed.view);
        if (changed.closedNow && changed.view.channel === 'email') {
          const answer = await answerOf(trx, changed.view);
          await enqueueMail(trx, mailSettings(app.config), 'privacy_answer', [changed.view.contact], {
            ...answer,
            html: answer.text
              .split('\n\n')
              .map((p) => `<p>${escapeHtml(p)}</p>`)
              .join(''),
          });
        }
        return changed;
      });
      if (closedNow && view.channel === 'phone') {
        const answer = await answerOf(app.db.kysely, view);
        const text = answer.sms(answer.text.split('\n\n').slice(1).join(' '));
        const sms = app.smsSender;
        app.smsOutbox.run('sending a rights answer', () => sms.send(e164(view.contact), text));
      }
      return view;
    },
  );

  app.get(
    '/api/privacy/access-log/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'Read the access log: who opened or exported which personal records, newest first (admin)',
      querystring: pageQuery.extend({ user_id: optionalId('user_id'), kind: optionalText('kind', 50) }),
      response: { 200: z.array(accessLogEntry), ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => sendResult(reply, await listAccessLog(app.db.kysely, { ...request.query, ...pageWindow(request.query) })),
  );
}
