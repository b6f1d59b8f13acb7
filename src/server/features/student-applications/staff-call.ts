// The pipeline's staff routes, declared one way: any staff member may call (a coordinator within
// the cycles of their camps, checked by each service), each handler given who calls (actor, camp
// scope) and the request as validated.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffContext } from '../../auth/camp-scope';
import { ANY_STAFF, type staffOnly, staffRoute } from '../../plugins/staff-guard';

export type Context = Awaited<ReturnType<typeof staffContext>>;
export type With<Q = unknown, B = unknown> = FastifyRequest<{ Querystring: Q; Body: B; Params: { id: number } }>;
export const PIPELINE = '/api/student-applications/pipeline';
export const tags = ['staff: student applications'];

export const staffCalls =
  (app: FastifyInstance) =>
  <R extends FastifyRequest>(
    method: 'GET' | 'POST',
    url: string,
    schema: Record<string, unknown>,
    handler: (who: Context, request: R, reply: FastifyReply) => Promise<unknown>,
    config: Parameters<typeof staffOnly>[1] = {},
  ) =>
    app.route({
      method,
      url,
      ...staffRoute(ANY_STAFF, { tags, ...schema }, config),
      handler: async (request, reply) => handler(await staffContext(app.db.kysely, request), request as R, reply),
    });
