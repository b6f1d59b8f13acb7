// The staff calls of students' applications (decision 0035): cycles and test centres (admins change
// them, any staff member reads them).
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centre, centreInput, centreListQuery, cycle, cycleInput } from '../../../shared/schemas/student-applications';
import { type Actor, actorOf } from '../../audit/audit';
import type { Db } from '../../db/database';
import { errorReply, idParams } from '../../lib/openapi';
import { ADMIN_ONLY, ANY_STAFF, staffOnly, staffSession, tokenSecurity, type StaffRole } from '../../plugins/staff-guard';
import * as cycles from './cycles';

export const BASE = '/api/student-applications';
const tags = ['staff: student applications'];

const forStaff = <S extends FastifySchema>(roles: readonly StaffRole[], schema: S) => ({
  ...staffOnly(roles),
  schema: { tags, ...schema, security: tokenSecurity },
});

const actor = async (request: FastifyRequest) => actorOf(await staffSession(request));

/** One kind's calls: one record, and (admins) create, change and delete; the schemas check what the types cannot here. */
interface Kind {
  segment: string;
  /** "application cycle", "test centre". */
  noun: string;
  input: z.ZodType;
  view: z.ZodType;
  /** The list's summary, its query, and the rows. */
  list: { summary: string; query?: z.ZodType; rows(db: Db, query: never): Promise<unknown[]> };
  one(db: Db, id: number): Promise<unknown>;
  create(db: Db, actor: Actor, input: never): Promise<unknown>;
  update(db: Db, actor: Actor, id: number, input: never): Promise<unknown>;
  remove(db: Db, actor: Actor, id: number): Promise<void>;
  /** What refuses a change or a delete (409). */
  refusal: string;
}

function kindRoutes(fastify: FastifyInstance, k: Kind) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = `${BASE}/${k.segment}`;
  app.get(
    `${base}/`,
    forStaff(ANY_STAFF, {
      summary: `${k.list.summary} (staff)`,
      ...(k.list.query ? { querystring: k.list.query } : {}),
      response: { 200: z.array(k.view), ...errorReply(400, 401, 403) },
    }),
    async (request) => k.list.rows(app.db, request.query as never),
  );
  app.get(
    `${base}/:id/`,
    forStaff(ANY_STAFF, { summary: `One ${k.noun} (staff)`, params: idParams, response: { 200: k.view, ...errorReply(401, 403, 404) } }),
    async (request) => k.one(app.db, request.params.id),
  );
  app.post(
    `${base}/`,
    forStaff(ADMIN_ONLY, { summary: `Add ${k.noun} (admin)`, body: k.input, response: { 201: k.view, ...errorReply(400, 401, 403) } }),
    async (request, reply) => reply.status(201).send(await k.create(app.db, await actor(request), request.body as never)),
  );
  app.put(
    `${base}/:id/`,
    forStaff(ADMIN_ONLY, {
      summary: `Change ${k.noun} (admin); ${k.refusal}`,
      params: idParams,
      body: k.input,
      response: { 200: k.view, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request) => k.update(app.db, await actor(request), request.params.id, request.body as never),
  );
  app.delete(
    `${base}/:id/`,
    forStaff(ADMIN_ONLY, {
      summary: `Delete ${k.noun} (admin); ${k.refusal}`,
      params: idParams,
      response: { 204: z.null(), ...errorReply(401, 403, 404, 409) },
    }),
    async (request, reply) => {
      await k.remove(app.db, await actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

export async function studentApplicationStaffRoutes(fastify: FastifyInstance) {
  kindRoutes(fastify, {
    segment: 'cycles',
    noun: 'an application cycle (times with their offset: India time is +05:30)',
    input: cycleInput,
    view: cycle,
    list: { summary: 'Every application cycle, the latest first', rows: (db) => cycles.listCycles(db.kysely) },
    one: (db, id) => cycles.oneCycle(db.kysely, id),
    create: cycles.createCycle,
    update: cycles.updateCycle,
    remove: cycles.deleteCycle,
    refusal: 'its code is fixed, and it stays, once it has applications; a delete takes its centres',
  });
  kindRoutes(fastify, {
    segment: 'centres',
    noun: 'a test centre',
    input: centreInput,
    view: centre,
    list: {
      summary: 'The test centres, of one cycle with cycle_id, by test time',
      query: centreListQuery,
      rows: (db, query: z.output<typeof centreListQuery>) => cycles.listCentres(db.kysely, query.cycle_id),
    },
    one: (db, id) => cycles.oneCentre(db.kysely, id),
    create: cycles.createCentre,
    update: cycles.updateCentre,
    remove: cycles.deleteCentre,
    refusal: 'it keeps its cycle, and stays, once applicants chose it',
  });
}
