// Personal data's calls (issue 24): the notices every public form shows (public), their versions
// and staff's edits, consents of a record and the access log (admins).
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
} from '../../../shared/schemas/privacy';
import { recordAudit, actorOf } from '../../audit/audit';
import { errorReply, idParams } from '../../lib/openapi';
import { listRequests, updateRequest } from './rights';
import { pageQuery, pageWindow, sendPage } from '../../lib/pagination';
import { idValue, optionalId, optionalText } from '../../lib/query-params';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { listAccessLog, logStaffAccess } from './access-log';
import { withdrawRoutes } from './withdraw-routes';
import { retentionRoutes } from './retention-routes';
import { scheduleNightly } from './retention-runs';
import { destinationKeyOf, useDestinationKey } from './one-time-codes';
import { consentsOf } from './consents';
import { currentNotices, noticeContentOf, noticeVersions, publishNotice, toNoticeView } from './notices';

const formParams = z.object({ form: z.enum(NOTICE_FORMS) });
const SUBJECT_KINDS = {
  volunteer_applications: 'volunteer',
  partner_applications: 'partner',
  contact_messages: 'contact',
} as const;

export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useDestinationKey(destinationKeyOf(app.config));
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
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: privacy'],
        summary: "Every version of a form's notice, newest first, with its editable text (admin)",
        security: tokenSecurity,
        params: formParams,
        response: { 200: z.array(noticeView.extend({ content: noticeContentView })), ...errorReply(400, 401, 403) },
      },
    },
    async (request) =>
      (await noticeVersions(app.db, request.params.form)).map((row) => ({ ...toNoticeView(row), content: noticeContentOf(row) })),
  );

  app.put(
    '/api/privacy/notices/:form/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: privacy'],
        summary: "Save a form's notice: a changed text becomes a new version (admin)",
        security: tokenSecurity,
        params: formParams,
        body: noticeContent,
        response: { 200: z.object({ created: z.boolean(), notice: noticeView }), ...errorReply(400, 401, 403) },
      },
    },
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
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: privacy'],
        summary: 'The consents given and withdrawn for one record (admin)',
        security: tokenSecurity,
        querystring: z.object({
          subject_type: z.enum(Object.keys(SUBJECT_KINDS) as [keyof typeof SUBJECT_KINDS]),
          subject_id: idValue('subject_id'),
        }),
        response: { 200: z.array(consentEntry), ...errorReply(400, 401, 403) },
      },
    },
    async (request) => {
      const { subject_type, subject_id } = request.query;
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'consents', recordId: subject_id, filter: { subject_type } });
      return consentsOf(app.db.kysely, subject_type, subject_id);
    },
  );

  app.get(
    '/api/privacy/requests/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: privacy'],
        summary: 'The rights desk: requests by due date (admin)',
        security: tokenSecurity,
        querystring: z.object({ status: z.enum(RIGHTS_STATUSES).optional() }),
        response: { 200: z.array(rightsRequest), ...errorReply(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await listRequests(app.db.kysely, request.query.status);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'rights_request', filter: request.query });
      return rows;
    },
  );

  app.patch(
    '/api/privacy/requests/:id/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: privacy'],
        summary: 'Change a request: status, assignee, notes, reply; a refusal needs its reason (admin)',
        security: tokenSecurity,
        params: idParams,
        body: rightsRequestUpdate,
        response: { 200: rightsRequest, ...errorReply(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const session = await staffSession(request);
      const row = await updateRequest(app.db.kysely, request.params.id, request.body);
      await recordAudit(app.db.kysely, actorOf(session), {
        action: 'update',
        entity: 'rights_request',
        entityId: row.id,
        details: { fields: Object.keys(request.body), status: row.status },
      });
      return row;
    },
  );

  app.get(
    '/api/privacy/access-log/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: privacy'],
        summary: 'Read the access log: who opened or exported which personal records, newest first (admin)',
        security: tokenSecurity,
        querystring: pageQuery.extend({ user_id: optionalId('user_id'), kind: optionalText('kind', 50) }),
        response: { 200: z.array(accessLogEntry), ...errorReply(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAccessLog(app.db.kysely, { ...request.query, ...pageWindow(request.query) });
      return sendPage(reply, rows, total);
    },
  );
}
