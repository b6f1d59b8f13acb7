// Admins' calls for retention and breaches (decision 0034): the schedule with its dry run and the
// last runs, a kind's period set, a run now, and the breach register with the people it affected
// (found by query, listed masked, each look logged) and their notices.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  breachInput,
  breachNotifyInput,
  breachNotifyReply,
  breachPeople,
  breachRecord,
  breachScope,
  breachUpdate,
  retentionReport,
  retentionRunReply,
  retentionSettingInput,
} from '../../../shared/schemas/privacy';
import { mailSettings } from '../../mail/outbox';
import { logStaffAccess } from './access-log';
import { notifyPeople, peopleView } from './breach-people';
import { e164 } from './one-time-codes';
import { scheduleView, setRetention } from './retention-settings';
import { actorOf, recordAudit } from '../../audit/audit';
import { inTransaction } from '../../db/transaction';
import { errorReply, idParams } from '../../lib/openapi';
import { ADMIN_ONLY, staffRoute, staffSession } from '../../plugins/staff-guard';
import { createBreach, listBreaches, updateBreach } from './breaches';
import { dryRun } from './retention';
import { nextNightly, recentRuns, runRetention } from './retention-runs';

const tags = ['staff: privacy'];

export async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(app.clock());

  app.get(
    '/api/privacy/retention/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary:
        'The retention schedule, what a run would erase now (a dry run: nothing is erased), the next nightly run and the last runs (admin)',
      response: { 200: retentionReport, ...errorReply(401, 403) },
    }),
    async () => {
      const at = now();
      return {
        schedule: await scheduleView(app.db.kysely),
        due: await dryRun(app.db.kysely, at),
        checked_at: at.toISOString(),
        next_run_at: nextNightly(at).toISOString(),
        runs: await recentRuns(app.db.kysely),
      };
    },
  );

  app.put(
    '/api/privacy/retention/:kind/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary:
        "Set how long a kind of personal data is kept, and why (English and Hindi); a period below the law's floor (donations 10 years, the access log a year) is refused (admin)",
      params: z.object({ kind: z.string().regex(/^[a-z_]{1,40}$/) }),
      body: retentionSettingInput,
      response: { 200: retentionReport.shape.schedule.element, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const session = await staffSession(request);
      return inTransaction(app.db, async (trx) => {
        const set = await setRetention(trx, request.params.kind, request.body, session.userId);
        await recordAudit(trx, actorOf(session), {
          action: 'update',
          entity: 'retention_setting',
          entityId: null,
          details: { kind: set.kind, days: set.days },
        });
        return set;
      });
    },
  );

  app.post(
    '/api/privacy/retention/run/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'Erase now what the schedule says is due (the dry run shows it first); the run and its counts are logged (admin)',
      response: { 200: retentionRunReply, ...errorReply(401, 403) },
    }),
    async (request) => {
      const session = await staffSession(request);
      const result = await runRetention(app.db.kysely, (...files) => app.media.remove(...files), {
        trigger: 'admin',
        userId: session.userId,
        now: now(),
      });
      // An admin's run claims no night, so it always runs.
      const run = result ?? { id: 0, counts: [] };
      await recordAudit(app.db.kysely, actorOf(session), {
        action: 'delete',
        entity: 'retention_run',
        entityId: run.id,
        details: { counts: run.counts },
      });
      return run;
    },
  );

  app.get(
    '/api/privacy/breaches/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'The breach register, newest first, each with its 72-hour deadline for the Board (admin)',
      response: { 200: z.array(breachRecord), ...errorReply(401, 403) },
    }),
    async () => listBreaches(app.db.kysely),
  );

  app.post(
    '/api/privacy/breaches/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'Record a personal-data breach: what, when learned (the Board is due a report 72 hours after), who is affected (admin)',
      body: breachInput,
      response: { 201: breachRecord, ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => {
      const session = await staffSession(request);
      const row = await inTransaction(app.db, async (trx) => {
        const created = await createBreach(trx, request.body, session.userId);
        await recordAudit(trx, actorOf(session), { action: 'create', entity: 'breach_record', entityId: created.id });
        return created;
      });
      return reply.status(201).send(row);
    },
  );

  app.patch(
    '/api/privacy/breaches/:id/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary: 'Change a breach record: what is known, when the Board and the people were told (admin)',
      params: idParams,
      body: breachUpdate,
      response: { 200: breachRecord, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const session = await staffSession(request);
      return inTransaction(app.db, async (trx) => {
        const row = await updateBreach(trx, request.params.id, request.body);
        await recordAudit(trx, actorOf(session), {
          action: 'update',
          entity: 'breach_record',
          entityId: row.id,
          details: { fields: Object.keys(request.body) },
        });
        return row;
      });
    },
  );

  app.get(
    '/api/privacy/breaches/:id/people/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary:
        'The people a breach affected: the kinds of record chosen (comma-separated) and an optional window; the count and a masked list, one per address or phone. The access log records the look (admin)',
      params: idParams,
      querystring: breachScope,
      response: { 200: breachPeople, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const view = await peopleView(app.db.kysely, request.params.id, request.query);
      await logStaffAccess(request, app.db.kysely, {
        action: 'view',
        kind: 'breach_people',
        recordId: request.params.id,
        filter: request.query,
      });
      return view;
    },
  );

  app.post(
    '/api/privacy/breaches/:id/notify/',
    staffRoute(ADMIN_ONLY, {
      tags,
      summary:
        'Tell the people a breach affected, each once: e-mail through the outbox, SMS where only a phone is known, in their language where known (else both); the breach records when and how many (admin)',
      params: idParams,
      body: breachNotifyInput,
      response: { 200: breachNotifyReply, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const session = await staffSession(request);
      const { texts, ...result } = await notifyPeople(app.db, mailSettings(app.config), request.params.id, request.body, now());
      await recordAudit(app.db.kysely, actorOf(session), {
        action: 'update',
        entity: 'breach_record',
        entityId: request.params.id,
        details: { notified: { emails: result.emails, sms: result.sms }, kinds: request.body.kinds },
      });
      await logStaffAccess(request, app.db.kysely, {
        action: 'export',
        kind: 'breach_people',
        recordId: request.params.id,
        filter: { kinds: request.body.kinds, from: request.body.from, to: request.body.to },
      });
      const sms = app.smsSender;
      for (const { phone, text } of texts) app.smsOutbox.run('sending a breach notice', () => sms.send(e164(phone), text));
      return result;
    },
  );
}
