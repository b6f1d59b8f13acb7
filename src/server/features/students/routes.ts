// Rosters of the camps: staff only, each within the camps they may touch. No search by name in
// the query string: URLs are logged, students' names must not be.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { student, studentInput, studentUpdate } from '../../../shared/schemas/staff/students';
import { errorReply, idParams } from '../../lib/openapi';
import { pageQuery, pageWindow, sendPage } from '../../lib/pagination';
import { optionalId } from '../../lib/query-params';
import { staffCall } from '../../content/staff-call';
import { deleteRoute, jsonCreateRoute } from '../../content/content-routes';
import { editRow } from '../../content/stored-row';
import { staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { studentRows } from './student-changes';
import { campRoster, listStudents, studentById } from './students';
import { maskPhone } from '../../../shared/schemas/privacy';
import { logStaffAccess } from '../privacy/public';

const tags = ['staff: students'];

/** Lists show phone numbers masked; the student's own page shows them whole (decision 0032). */
const maskedStudent = <T extends { phone: string; guardian_phone: string }>(s: T): T => ({
  ...s,
  phone: maskPhone(s.phone),
  guardian_phone: maskPhone(s.guardian_phone),
});
const listQuery = pageQuery.extend({
  camp_id: optionalId('camp_id'),
  standard: z.coerce.number().int().min(9).max(12).optional(),
});

export async function studentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
      const { scope } = await staffCall(request);
      const { rows, total } = await listStudents(app.db.kysely, scope, { ...request.query, ...pageWindow(request.query) });
      return sendPage(reply, rows.map(maskedStudent), total);
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
      const { scope } = await staffCall(request);
      const { rows, total } = await campRoster(app.db.kysely, scope, request.params.id, { ...request.query, ...pageWindow(request.query) });
      return sendPage(reply, rows.map(maskedStudent), total);
    },
  );

  jsonCreateRoute(app, {
    kind: studentRows,
    url: '/api/students/',
    tags,
    summary: 'Add a student to a camp roster',
    body: studentInput,
    reply: student,
  });

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
      const { scope } = await staffCall(request);
      const found = await studentById(app.db.kysely, scope, request.params.id);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'student', recordId: request.params.id });
      return found;
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
    async (request) => editRow(studentRows, await staffCall(request), request.params.id, request.body),
  );

  deleteRoute(app, { kind: studentRows, url: '/api/students/:id/', tags, summary: 'Remove a student' });
}
