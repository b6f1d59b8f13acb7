// Staff calls of tests with marks (decision 0036): the tests, their imports and the roll register's
// import, and the failed look-ups per hour. Admins only: marks of minors, and the register holds
// dates of birth.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importReport, marksTest, marksTestInput } from '../../../shared/schemas/staff/results';
import { errorReply, idParams } from '../../lib/openapi';
import { ADMIN_ONLY, staffRoute } from '../../plugins/staff-guard';
import { staffCall } from '../../content/staff-call';
import { createMarksTest, deleteMarksTest, listMarksTests, marksTestById, updateMarksTest } from './marks-tests';
import { importMarks, importRolls } from './marks-import';
import type { FailureCounter } from './lookup-limits';

const tags = ['staff: marks'];
const failureHours = z.array(z.object({ hour: z.string(), failures: z.number().int() }));
const refusals = (...statuses: number[]) => errorReply(401, 403, ...statuses);
const byId = { params: idParams };
const upload = { consumes: ['multipart/form-data'] };

/** An admins' route: its summary, its reply by status, and the rest of its schema. */
const adminRoute = <S extends FastifySchema>(summary: string, response: Record<number, z.ZodType>, schema: S, multipart = false) =>
  staffRoute(ADMIN_ONLY, { tags, summary, response, ...schema }, { multipart });

export async function resultsStaffRoutes(fastify: FastifyInstance, failures: FailureCounter) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db.kysely;
  const actor = async (request: Parameters<typeof staffCall>[0]) => (await staffCall(request)).actor;
  const one = { 200: marksTest, ...refusals(404) };

  app.get('/api/marks-tests/', adminRoute('Tests with marks, newest first', { 200: z.array(marksTest), ...refusals() }, {}), async () =>
    listMarksTests(db()),
  );
  app.post(
    '/api/marks-tests/',
    adminRoute('Add a test with marks (subjects, publish time)', { 201: marksTest, ...refusals(400) }, { body: marksTestInput }),
    async (request, reply) => reply.status(201).send(await createMarksTest(db(), await actor(request), request.body)),
  );
  app.get('/api/marks-tests/:id/', adminRoute('One test with marks', one, byId), async (request) => marksTestById(db(), request.params.id));
  app.put(
    '/api/marks-tests/:id/',
    adminRoute(
      'Edit a test with marks (its subjects only while it has no rows)',
      { ...one, ...refusals(400, 409) },
      { ...byId, body: marksTestInput },
    ),
    async (request) => updateMarksTest(db(), await actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/marks-tests/:id/',
    adminRoute('Delete a test and its marks', { 204: z.null(), ...refusals(404) }, byId),
    async (request, reply) => {
      await deleteMarksTest(db(), await actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/marks-tests/:id/import/',
    adminRoute(
      "Import a test's marks (multipart: file CSV/XLSX, mapping JSON, dry_run); a commit replaces the test's rows",
      { 200: importReport, ...refusals(400, 404, 413, 415) },
      { ...byId, ...upload },
      true,
    ),
    async (request) => importMarks(await staffCall(request), request.params.id),
  );
  app.post(
    '/api/roll-register/import/',
    adminRoute(
      'Import roll numbers with dates of birth (and PINs) of paper applicants (multipart: file, mapping, dry_run, camp or cycle)',
      { 200: importReport, ...refusals(400, 413, 415) },
      upload,
      true,
    ),
    async (request) => importRolls(await staffCall(request)),
  );
  app.get(
    '/api/marks-lookups/failures/',
    adminRoute('Failed public look-ups per hour, the last 24 hours', { 200: failureHours, ...refusals() }, {}),
    async () => failures.lastDay(),
  );
}
