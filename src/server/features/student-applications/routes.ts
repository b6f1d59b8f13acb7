// The public calls of students' applications (issue 25): the open cycle, the form's save or send,
// and a draft opened again by its number and date of birth.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationLookup,
  openCycle as openCycleReply,
  savedApplication,
  studentApplicationDraft,
  studentApplicationInput,
} from '../../../shared/schemas/student-applications';
import { errorReply } from '../../lib/openapi';
import { publicFormLimit } from '../../plugins/rate-limits';
import { openCycle, resumeDraft, saveApplication } from './applications';

const BASE = '/api/student-applications';
const tags = ['student applications'];

export async function studentApplicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(app.clock());

  app.get(
    `${BASE}/open/`,
    {
      schema: {
        tags,
        summary: 'The cycle open for applications now, with its test centres; else when the next opens (null: none planned)',
        response: { 200: openCycleReply },
      },
    },
    async () => openCycle(app.db.kysely, now()),
  );

  app.post(
    `${BASE}/`,
    {
      config: { rateLimit: publicFormLimit(app) },
      schema: {
        tags,
        summary:
          'Save the application form as a draft (action=draft) or send it (action=submit): to a parent for consent under 18 (pending_consent), submitted at 18 or more with self_consent. A draft is continued with its number and saved_date_of_birth.',
        body: studentApplicationInput,
        response: { 201: savedApplication, ...errorReply(400, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await saveApplication(app.db, request.body, now()));
    },
  );

  app.post(
    `${BASE}/resume/`,
    {
      config: { rateLimit: publicFormLimit(app) },
      schema: {
        tags,
        summary: 'A saved draft by its application number and date of birth (one 404 for every failure)',
        body: applicationLookup,
        response: { 200: studentApplicationDraft, ...errorReply(400, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumeDraft(app.db.kysely, request.body.number, request.body.date_of_birth);
    },
  );
}
