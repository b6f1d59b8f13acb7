// The public calls of withdrawal (decision 0032): a one-time code to a phone or an e-mail address, its
// check, the consents it proves, and one withdrawal a call. Limited per address and per
// destination; the code's request answers the same whether or not any record holds it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import { fill } from '../../../shared/messages/fill';
import {
  accessSummary,
  codeRequest,
  codeVerify,
  heldConsent,
  proofInput,
  rightsRequest,
  rightsRequestInput,
  withdrawInput,
} from '../../../shared/schemas/privacy';
import { accessSummary as summaryOf, fileRequest } from './rights';
import { makeLimiter, takeOrRefuse } from '../../auth/attempt-limiter';
import { errorReply } from '../../lib/openapi';
import { enqueueUnverified, mailSettings } from '../../mail/outbox';
import { HttpError } from '../../lib/http-error';
import { destinationHash, e164, issueCode, verifyCode } from './one-time-codes';
import { consentsOfProof, subjectsOf, withdrawConsent } from './withdraw';

const tags = ['privacy'];
const t = en.privacyMail;

export async function withdrawRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const off = config.RATE_LIMIT_DISABLED;
  const link = app.redis;
  const perDestination = makeLimiter(off, config.OTP_MAX_PER_PHONE, config.OTP_WINDOW_SECONDS, { link, name: 'privacy-code-to' });
  const perAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS, config.OTP_WINDOW_SECONDS, { link, name: 'privacy-code-address' });
  const verifyPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS * 3, config.OTP_WINDOW_SECONDS, { link, name: 'privacy-verify' });
  const mail = mailSettings(config);

  app.post(
    '/api/privacy/codes/',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code to a phone number or an e-mail address (the same reply whether or not any record holds it)',
        body: codeRequest,
        response: { 200: z.object({ challenge: z.string(), detail: z.string() }), ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { channel, destination, purpose } = request.body;
      await takeOrRefuse(reply, [perAddress, request.ip], [perDestination, destinationHash(channel, destination)]);
      const issued = await issueCode(app.db.kysely, { channel, destination, purpose });
      // A code goes only where the trust holds records (a stranger's number gets no text).
      // A rights request may come from anyone (a grievance needs no record), a withdrawal from a holder only.
      const held = purpose === 'rights_request' || (await subjectsOf(app.db.kysely, channel, destination)).length > 0;
      if (held && channel === 'email') {
        // Under the cap of mail to an address a visitor typed: the page cannot flood an inbox (the reply is the same).
        await enqueueUnverified(app.db.kysely, mail, 'privacy_code', destination, {
          subject: fill(t.codeSubject, { code: issued.code }),
          text: fill(t.codeText, { code: issued.code }),
          html: `<p>${fill(t.codeText, { code: issued.code })}</p>`,
        });
      } else if (held) {
        const sms = app.smsSender;
        app.smsOutbox.run('sending a privacy code', () => sms.send(e164(destination), fill(t.codeSms, { code: issued.code })));
      }
      return { challenge: issued.challenge, detail: t.codeSent };
    },
  );

  app.post(
    '/api/privacy/codes/verify/',
    {
      schema: {
        tags,
        summary: 'Check a code; a right one proves its phone number or address for 30 minutes',
        body: codeVerify,
        response: { 200: z.object({ verified: z.literal(true) }), ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await takeOrRefuse(reply, [verifyPerAddress, request.ip]);
      const { challenge, purpose, code } = request.body;
      const check = await verifyCode(app.db.kysely, challenge, purpose, code.replace(/\D/g, ''));
      if (check.ok) return { verified: true as const };
      const message = check.reason === 'wrong' ? t.codeWrong : check.reason === 'expired' ? t.codeExpired : t.codeUsedUp;
      throw new HttpError(400, message, { code: [message] });
    },
  );

  app.post(
    '/api/privacy/requests/',
    {
      schema: {
        tags,
        summary:
          'File a rights request (access, correction, erasure, nomination, grievance), proven by a one-time code: a ticket due in 90 days',
        body: rightsRequestInput,
        response: {
          201: rightsRequest.pick({ id: true, kind: true, status: true, due_at: true, target_at: true, created_at: true }),
          ...errorReply(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { kind, details, notice_version, ...proof } = request.body;
      return reply.status(201).send(await fileRequest(app.db, proof, { kind, details: details ?? '', notice_version }));
    },
  );

  app.post(
    '/api/privacy/summary/',
    {
      schema: {
        tags,
        summary:
          'The access summary: every record holding a proven phone number or address, the consents given with it, and the processors',
        body: proofInput,
        response: { 200: accessSummary, ...errorReply(400, 401, 403) },
      },
    },
    async (request) => summaryOf(app.db.kysely, config, request.body),
  );

  app.post(
    '/api/privacy/consents/mine/',
    {
      schema: {
        tags,
        summary: 'The consents given with a proven phone number or address, not withdrawn since',
        body: proofInput,
        response: { 200: z.array(heldConsent), ...errorReply(400, 401, 403) },
      },
    },
    async (request) => consentsOfProof(app.db.kysely, request.body),
  );

  app.post(
    '/api/privacy/consents/withdraw/',
    {
      schema: {
        tags,
        summary: 'Withdraw one consent given with a proven phone number or address (a new consent row; nothing is changed)',
        body: withdrawInput,
        response: { 200: z.object({ withdrawn: z.literal(true) }), ...errorReply(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { subject_type, subject_id, purpose, ...proof } = request.body;
      await withdrawConsent(app.db.kysely, proof, { subject_type, subject_id, purpose });
      return { withdrawn: true as const };
    },
  );
}
