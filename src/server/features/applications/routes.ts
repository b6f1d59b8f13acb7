import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  contactMessage,
  contactMessageInput,
  partnerApplication,
  partnerApplicationInput,
  volunteerApplication,
  volunteerApplicationInput,
} from '../../../shared/schemas/applications';
import { publicFormLimit } from '../../plugins/rate-limits';
import { errorReply } from '../../lib/openapi';
import { mailSettings } from '../../mail/outbox';
import { receiveSubmission, type Submission } from './applications';

// The public reply never says whether the honeypot tripped.
const publicRecord = <T extends z.ZodObject>(record: T) => record.omit({ status: true, updated_at: true });

const forms = [
  {
    kind: 'volunteer',
    url: '/api/volunteer-applications/',
    input: volunteerApplicationInput,
    output: volunteerApplication,
    summary: 'Apply as a volunteer',
  },
  {
    kind: 'partner',
    url: '/api/partner-applications/',
    input: partnerApplicationInput,
    output: partnerApplication,
    summary: 'Apply to partner with the trust',
  },
  { kind: 'contact', url: '/contact/', input: contactMessageInput, output: contactMessage, summary: 'Send a message to the trust' },
] as const;

export async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = mailSettings(app.config);
  for (const form of forms) {
    app.post(
      form.url,
      {
        config: { rateLimit: publicFormLimit(app), idempotent: true },
        schema: {
          tags: ['public forms'],
          summary: form.summary,
          body: form.input,
          response: { 201: publicRecord(form.output), ...errorReply(400, 403, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const row = await receiveSubmission(app.db, request.log, form.kind, request.body as Submission, mail, request.idempotency);
        return reply.status(201).send(row as never);
      },
    );
  }
}
