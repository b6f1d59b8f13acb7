// The public calls of students' applications (decision 0035): the open cycle, the form's save or send,
// and a draft opened again by its number and date of birth.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readApplicationNumber } from '../../../shared/application-number';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationLookup,
  applicationStatusReply,
  consentCodeRequest,
  parentConsentInput,
  openCycle as openCycleReply,
  savedApplication,
  studentApplicationDraft,
  studentApplicationInput,
} from '../../../shared/schemas/student-applications';
import { z } from 'zod';
import { type StudentApplicationMessages, studentApplications as en } from '../../../shared/messages/en-student-applications';
import { fill } from '../../../shared/messages/fill';
import { studentApplicationsHi as hi } from '../../../shared/messages/hi-student-applications';
import { makeLimiter, takeOrRefuse } from '../../auth/attempt-limiter';
import { errorReply } from '../../lib/openapi';
import { publicFormLimit } from '../../plugins/rate-limits';
import { openCycle, resumeDraft, saveApplication } from './applications';
import { scheduleErasure } from './erasure';
import { confirmConsent, consentCode } from './parent-consent';
import { applicationStatus, withdrawApplication } from './status';

const BASE = '/api/student-applications';
export const LOOKUPS_PER_NUMBER = 10;
const LOOKUP_WINDOW_SECONDS = 900;
const tags = ['student applications'];

export async function studentApplicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(app.clock());
  scheduleErasure(fastify);
  const { config } = app;
  const off = config.RATE_LIMIT_DISABLED;
  const link = app.redis;
  const codesPerNumber = makeLimiter(off, config.OTP_MAX_PER_PHONE, config.OTP_WINDOW_SECONDS, { link, name: 'apply-code-number' });
  const codesPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS, config.OTP_WINDOW_SECONDS, { link, name: 'apply-code-address' });
  // Look-ups by number and date of birth (draft, status, withdrawal): per number from every address,
  // beside the per-address limit of the public forms, so that a date of birth cannot be guessed.
  const lookupsPerNumber = makeLimiter(off, LOOKUPS_PER_NUMBER, LOOKUP_WINDOW_SECONDS, { link, name: 'apply-lookup-number' });
  const perNumber = (reply: FastifyReply, typed: string) =>
    takeOrRefuse(reply, [lookupsPerNumber, readApplicationNumber(typed) ?? typed.trim().toUpperCase()]);
  /** A text to a parent, in the application's language, after the reply has gone. */
  const text = (to: string, language: string, message: (t: StudentApplicationMessages) => string, values: Record<string, string>) => {
    const sms = app.smsSender;
    app.smsOutbox.run('sending an application text', () => sms.send(`+91${to}`, fill(message(language === 'hi' ? hi : en), values)));
  };
  const pageLink = (page: string, language: string, number: string) =>
    `${config.WEB_ORIGIN}${language === 'hi' ? '/hi' : ''}${page}?number=${encodeURIComponent(number)}`;

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
      const { parent, ...saved } = await saveApplication(app.db, request.body, now());
      if (saved.status === 'pending_consent') {
        const link = pageLink('/apply/consent', request.body.language, saved.number);
        text(parent.to, request.body.language, (t) => t.sms.consentRequest, { name: parent.name, number: saved.number, link });
      }
      return reply.status(201).send(saved);
    },
  );

  /** A public look-up by number and date of birth: limits per address and per number, one 404 for every failure. */
  function lookupRoute(
    path: string,
    summary: string,
    response: z.ZodType,
    answer: (number: string, dateOfBirth: string) => Promise<unknown>,
  ) {
    app.post(
      `${BASE}/${path}/`,
      {
        config: { rateLimit: publicFormLimit(app) },
        schema: { tags, summary, body: applicationLookup, response: { 200: response, ...errorReply(400, 403, 404, 413, 415, 429) } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        await perNumber(reply, request.body.number);
        // The reply is checked against `response` by the serializer.
        return (await answer(request.body.number, request.body.date_of_birth)) as never;
      },
    );
  }
  lookupRoute(
    'resume',
    'A saved draft by its application number and date of birth (one 404 for every failure)',
    studentApplicationDraft,
    (n, d) => resumeDraft(app.db.kysely, n, d),
  );
  lookupRoute(
    'status',
    "An application's status by its number and date of birth (one 404 for every failure; limits per address and per number)",
    applicationStatusReply,
    (n, d) => applicationStatus(app.db.kysely, n, d),
  );
  lookupRoute(
    'withdraw',
    'Withdraw an application by its number and date of birth: processing stops, its seat goes to the first waiting, the parent is told; its personal data is erased within 7 days',
    applicationStatusReply,
    (n, d) => withdrawApplication(app.db, n, d, now()),
  );

  app.post(
    `${BASE}/consent/code/`,
    {
      schema: {
        tags,
        summary:
          "Send the code that confirms a child's application to its parent's mobile (the same reply for any number; limits per address and per number)",
        body: consentCodeRequest,
        response: { 200: z.object({ challenge: z.string() }), ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await takeOrRefuse(reply, [codesPerAddress, request.ip], [codesPerNumber, request.body.number.toUpperCase()]);
      const { challenge, send } = await consentCode(app.db, request.body.number, now());
      const row =
        send &&
        (await app.db.kysely.selectFrom('student_applications').select('language').where('number', '=', send.number).executeTakeFirst());
      if (send && row) text(send.to, row.language, (t) => t.sms.consentCode, { number: send.number, code: send.code });
      reply.header('Cache-Control', 'no-store');
      return { challenge };
    },
  );

  app.post(
    `${BASE}/consent/`,
    {
      config: { rateLimit: publicFormLimit(app) },
      schema: {
        tags,
        summary:
          "A parent's consent to a child's application: the code sent to their mobile, their declaration, the optional purposes ticked; the application is then submitted",
        body: parentConsentInput,
        response: { 200: savedApplication, ...errorReply(400, 403, 429) },
      },
    },
    async (request) => {
      const { to, language, ...done } = await confirmConsent(app.db, request.body, now());
      text(to, language, (t) => t.sms.submitted, { number: done.number, link: pageLink('/apply/status', language, done.number) });
      return done;
    },
  );
}
