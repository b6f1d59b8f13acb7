// Rosters of the camps: staff only, each within the camps they may touch. No search by name in
// the query string: URLs are logged, students' names must not be.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { student, studentInput, studentUpdate } from '../../../shared/schemas/staff/students';
import { errorReply, idParams } from '../../lib/openapi';
import { pageQuery, pageWindow, sendPage } from '../../lib/pagination';
import { notFound } from '../../plugins/errors';
import { staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { actorOf } from '../../audit/audit';
import { assertInScope, campScope } from '../../auth/camp-scope';
import { createStudent, deleteStudent, listStudents, studentById, updateStudent } from './students';

const tags = ['staff: students'];
const listQuery = pageQuery.extend({
  camp_id: z.coerce.number().int().positive().optional(),
  standard: z.coerce.number().int().min(9).max(12).optional(),
});

export async function studentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const scopeOf = async (request: Parameters<typeof staffSession>[0]) => {
    const session = await staffSession(request);
    return { session, scope: await campScope(app.db.kysely, session) };
  };

  app.get(
    '/api/students/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Students of the camps the caller may touch, by camp and name',
        security: tokenSecurity,
        querystring: listQuery,
        response: { 200: z.array(student), ...errorReply(400, 401) },
      },
    },
    async (request, reply) => {
      const { scope } = await scopeOf(request);
      const { rows, total } = await listStudents(app.db.kysely, scope, { ...request.query, ...pageWindow(request.query) });
      return sendPage(reply, rows, total);
    },
  );

  app.get(
    '/api/camps/:id/students/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'The roster of one camp',
        security: tokenSecurity,
        params: idParams,
        querystring: listQuery.omit({ camp_id: true }),
        response: { 200: z.array(student), ...errorReply(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { scope } = await scopeOf(request);
      const camp = await app.db.kysely.selectFrom('camps').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!camp) throw notFound();
      assertInScope(scope, camp.id);
      const { rows, total } = await listStudents(app.db.kysely, scope, {
        ...request.query,
        camp_id: camp.id,
        ...pageWindow(request.query),
      });
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    '/api/students/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Add a student to a camp roster',
        security: tokenSecurity,
        body: studentInput,
        response: { 201: student, ...errorReply(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { session, scope } = await scopeOf(request);
      return reply.status(201).send(await createStudent(app.db, actorOf(session), scope, request.body));
    },
  );

  app.get(
    '/api/students/:id/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'One student',
        security: tokenSecurity,
        params: idParams,
        response: { 200: student, ...errorReply(401, 403, 404) },
      },
    },
    async (request) => {
      const { scope } = await scopeOf(request);
      return studentById(app.db.kysely, scope, request.params.id);
    },
  );

  app.put(
    '/api/students/:id/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Edit a student (only the fields sent change)',
        security: tokenSecurity,
        params: idParams,
        body: studentUpdate,
        response: { 200: student, ...errorReply(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { session, scope } = await scopeOf(request);
      return updateStudent(app.db, actorOf(session), scope, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/students/:id/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Remove a student',
        security: tokenSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { session, scope } = await scopeOf(request);
      await deleteStudent(app.db, actorOf(session), scope, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
