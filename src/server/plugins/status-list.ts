// An admin's paged list that may be narrowed to one status (approval requests, the e-mail outbox).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { errorReply } from '../lib/openapi';
import { pageQuery, pageWindow, sendResult } from '../lib/pagination';
import { ADMIN_ONLY, staffRoute } from './staff-guard';

/** `GET url` (admins): one page of rows, of `status` when given, with the total in X-Total-Count. */
export function statusListRoute<const S extends readonly [string, ...string[]], T>(
  fastify: FastifyInstance,
  url: string,
  spec: {
    tags: string[];
    summary: string;
    statuses: S;
    item: z.ZodType<T>;
    list(
      db: Kysely<Database>,
      filter: { status?: S[number] | undefined; limit: number; offset: number },
    ): Promise<{ rows: T[]; total: number }>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const querystring = pageQuery.extend({ status: z.enum(spec.statuses).optional() });
  app.get(
    url,
    staffRoute(ADMIN_ONLY, {
      tags: spec.tags,
      summary: spec.summary,
      querystring,
      response: { 200: z.array(spec.item), ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => {
      const query = request.query as z.output<typeof querystring>;
      return sendResult(reply, await spec.list(app.db.kysely, { status: query.status, ...pageWindow(query) }));
    },
  );
}
