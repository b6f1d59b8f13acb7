// Admins' calls for retention and breaches (issue 24 items 6 and 10): the schedule with its dry
// run and the last runs, a run now, and the breach register.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { breachInput, breachRecord, breachUpdate, retentionReport, retentionRunReply } from '../../../shared/schemas/privacy';
import { actorOf, recordAudit } from '../../audit/audit';
import { inTransaction } from '../../db/transaction';
import { errorReply, idParams } from '../../lib/openapi';
import { ADMIN_ONLY, staffRoute, staffSession } from '../../plugins/staff-guard';
import { createBreach, listBreaches, updateBreach } from './breaches';
import { dryRun, RETENTION_SCHEDULE } from './retention';
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
        schedule: RETENTION_SCHEDULE.map((k) => ({ kind: k.key, days: k.days })),
        due: await dryRun(app.db.kysely, at),
        checked_at: at.toISOString(),
        next_run_at: nextNightly(at).toISOString(),
        runs: await recentRuns(app.db.kysely),
      };
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
}
