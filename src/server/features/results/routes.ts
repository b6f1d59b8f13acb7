// The public look-up (decision 0036): POST /api/results/lookup/. Every reply is no-store and
// noindex; every failure is the same 404 with the same sentence. Per address: 10 a minute and 100
// a day (429); per roll: the lock of roll-lock.ts. No CSRF check: the call acts on no one's
// session or record, and a cross-site page cannot read its answer (no CORS for it).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { en } from '../../../shared/messages/en';
import { lookupAnswer, lookupInput, publicLists as listsSchema } from '../../../shared/schemas/staff/results';
import { makeLimiter, takeOrRefuse } from '../../auth/attempt-limiter';
import { addressKey } from '../../auth/client-key';
import { HttpError } from '../../lib/http-error';
import { errorReply } from '../../lib/openapi';
import { mailSettings } from '../../mail/outbox';
import { lookUp } from './lookup';
import { type ConsentedNames, publicLists } from './public-lists';
import { RollLock } from './roll-lock';
import { FailureCounter } from './lookup-limits';
import { resultsStaffRoutes } from './staff-routes';

export const LOOKUPS_PER_MINUTE = 10;
export const LOOKUPS_PER_DAY = 100;

/** `names`: who may be named on the public lists (the applications' consents); none without it. */
export async function resultRoutes(fastify: FastifyInstance, options: { names?: (db: Kysely<Database>) => ConsentedNames }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, redis: link, clock: now } = app;
  const off = config.RATE_LIMIT_DISABLED;
  const perMinute = makeLimiter(off, LOOKUPS_PER_MINUTE, 60, { link, now, name: 'results-minute' });
  const perDay = makeLimiter(off, LOOKUPS_PER_DAY, 86_400, { link, now, name: 'results-day' });
  const lock = new RollLock(link, now, off);
  const failures = new FailureCounter(link, now);
  // The console's calls share the failure counts.
  await resultsStaffRoutes(app, failures);
  const mail = mailSettings(config);

  app.post(
    '/api/results/lookup/',
    {
      config: { csrf: false },
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      },
      schema: {
        tags: ['results'],
        summary: "A student's own marks by roll number and date of birth (and PIN); every failure is the same 404",
        body: lookupInput,
        response: { 200: lookupAnswer, ...errorReply(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const address = addressKey(request.ip);
      await takeOrRefuse(reply, [perMinute, address], [perDay, address]);
      const results = await lookUp(
        { db: app.db.kysely, now: now(), lock, failures, mail, alertThreshold: config.RESULTS_ALERT_FAILURES_PER_HOUR },
        request.body,
      );
      if (!results) throw new HttpError(404, en.results.failure);
      return { results };
    },
  );

  app.get(
    '/api/results/lists/',
    {
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache').header('X-Robots-Tag', 'noindex');
      },
      schema: {
        tags: ['results'],
        summary: 'The selected and waitlisted roll numbers of the tests that publish a list, after their publish time',
        response: { 200: listsSchema },
      },
    },
    async () => publicLists(app.db.kysely, now(), options.names?.(app.db.kysely)),
  );
}
