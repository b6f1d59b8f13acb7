// The slot coordinators' own calls: the public sign-in (request-otp, verify-otp), then with their
// session their details, the slots and departments to choose from, and their preferences. The
// admins' calls are in staff-routes.ts and board-routes.ts.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import {
  department,
  preferencesInput,
  requestOtpInput,
  slot,
  slotCoordinatorDetails,
  verifyOtpInput,
} from '../../../shared/schemas/staff/slot-coordinators';
import { OTP_CHALLENGE_COOKIE as CHALLENGE_COOKIE, OTP_TTL_MS } from '../../../shared/slot-sign-in';
import { makeLimiter, takeOrRefuse } from '../../auth/attempt-limiter';
import { errorReply } from '../../lib/openapi';
import { tokenSecurity } from '../../plugins/staff-guard';
import { openSlotSession, padTo, sendOtp } from './otp-login';
import { BASE } from './route-options';
import {
  listDepartments,
  listSlots,
  oneCoordinator,
  requireSlotSession,
  revokeSlotSession,
  savePreferences,
  slotCoordinatorOf,
} from './slot-coordinators';

const s = en.staff;
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tags = ['slot coordinators'];

export async function slotCoordinatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const off = config.RATE_LIMIT_DISABLED;
  const link = app.redis;
  const now = app.clock;
  // Decision 0028: a stranger's requests for a number use up their own share (number and address),
  // never its owner's; the number's total bounds the codes (and so the guesses) a window allows.
  const otpPerPhone = makeLimiter(off, config.OTP_MAX_PER_PHONE, config.OTP_WINDOW_SECONDS, { link, now, name: 'otp-phone-address' });
  const otpPerPhoneTotal = makeLimiter(off, config.OTP_MAX_PER_PHONE_TOTAL, config.OTP_WINDOW_SECONDS, { link, now, name: 'otp-phone' });
  const otpPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS, config.OTP_WINDOW_SECONDS, { link, now, name: 'otp-address' });
  // One code per phone number and address per pause: the website's "Send again" counts it down.
  const pauseOff = off || config.OTP_RESEND_SECONDS === 0;
  const otpPause = makeLimiter(pauseOff, 1, Math.max(1, config.OTP_RESEND_SECONDS), { link, now, name: 'otp-pause' });
  // Guessing is already bounded by 5 tries a code; this bounds the calls themselves.
  const verifyPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS * 3, config.OTP_WINDOW_SECONDS, {
    link,
    now,
    name: 'otp-verify-address',
  });
  const cookieOptions = {
    path: `${BASE}/`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_API_URL.startsWith('https:'),
  };
  const slotSession = requireSlotSession(app.db.kysely);
  const slotOrStaff = requireSlotSession(app.db.kysely, { orStaff: true });
  /** Route options of a coordinator's own call (`orStaff`: staff may read it too). */
  const forCoordinators = <S extends FastifySchema>(guard: typeof slotSession, schema: S) => ({
    onRequest: guard,
    config: { csrf: false },
    schema: { tags, ...schema, security: tokenSecurity },
  });

  // ------------------------------------------------------------ the coordinator's own calls

  app.post(
    `${BASE}/request-otp/`,
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code to a registered slot coordinator phone (the same reply, in the same time, for any number)',
        description:
          'retry_after: seconds before another code may be asked for this number (the pause between codes, or the wait the limits impose).',
        body: requestOtpInput,
        response: { 200: z.object({ detail: z.string(), retry_after: z.number().int() }), ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      try {
        const phone = request.body.phone_number;
        const asked = `${phone} ${request.ip}`;
        await takeOrRefuse(reply, [otpPerAddress, request.ip], [otpPerPhone, asked], [otpPerPhoneTotal, phone], [otpPause, asked]);
        const { challenge, later } = sendOtp(app.db.kysely, app.smsSender, request.log, phone);
        // Once the reply has gone (or the connection closed).
        reply.raw.once('close', () => app.smsOutbox.run('storing or sending a one-time code', later));
        reply.setCookie(CHALLENGE_COOKIE, challenge, { ...cookieOptions, maxAge: OTP_TTL_MS / 1000 });
        reply.header('Cache-Control', 'no-store');
        // The pause just started; the process's own counts add a longer wait when a limit is now
        // full (with Redis the shared counts are not read back, so the pause is the floor).
        const retryAfter = Math.max(
          pauseOff ? 0 : config.OTP_RESEND_SECONDS,
          otpPerPhone.local.blockedFor(asked),
          otpPerPhoneTotal.local.blockedFor(phone),
          otpPerAddress.local.blockedFor(request.ip),
        );
        return { detail: s.otpSent, retry_after: retryAfter };
      } finally {
        await padTo(startedAt);
      }
    },
  );

  app.post(
    `${BASE}/verify-otp/`,
    {
      schema: {
        tags,
        summary: 'Check the code; a session token for the slot coordinator calls',
        description: 'The code is matched to the request-otp call by its cookie, or, without the cookie, by phone_number.',
        body: verifyOtpInput,
        response: {
          200: z.object({ token: z.string(), expires_at: z.string(), coordinator: slotCoordinatorDetails }),
          ...errorReply(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      try {
        reply.header('Cache-Control', 'no-store');
        await takeOrRefuse(reply, [verifyPerAddress, request.ip]);
        const cookie = request.cookies[CHALLENGE_COOKIE];
        const challenge = cookie && CHALLENGE_PATTERN.test(cookie) ? cookie : undefined;
        const { coordinatorId, session } = await openSlotSession(app.db.kysely, config.SLOT_SESSION_HOURS, challenge, request.body);
        reply.clearCookie(CHALLENGE_COOKIE, cookieOptions);
        return { ...session, coordinator: await oneCoordinator(app.db.kysely, coordinatorId) };
      } finally {
        await padTo(startedAt);
      }
    },
  );

  app.post(
    `${BASE}/logout/`,
    forCoordinators(slotSession, {
      summary: "End the slot coordinator's session (its token stops working at once)",
      response: { 204: z.null(), ...errorReply(401, 403) },
    }),
    async (request, reply) => {
      await revokeSlotSession(app.db.kysely, slotCoordinatorOf(request), request.headers.authorization);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}/details/`,
    forCoordinators(slotSession, {
      summary: 'The logged-in slot coordinator and their preferences',
      response: { 200: slotCoordinatorDetails, ...errorReply(401, 403) },
    }),
    async (request) => oneCoordinator(app.db.kysely, slotCoordinatorOf(request)),
  );

  app.get(
    `${BASE}/slots/`,
    forCoordinators(slotOrStaff, { summary: 'Camp slots, by start date', response: { 200: z.array(slot), ...errorReply(401) } }),
    async () => listSlots(app.db.kysely),
  );

  app.get(
    `${BASE}/departments/`,
    forCoordinators(slotOrStaff, { summary: 'Departments, by name', response: { 200: z.array(department), ...errorReply(401) } }),
    async () => listDepartments(app.db.kysely),
  );

  app.post(
    `${BASE}/preferences/`,
    forCoordinators(slotSession, {
      summary: 'Save the slots and departments preferred, in order (replaces earlier preferences)',
      body: preferencesInput,
      response: { 200: slotCoordinatorDetails, ...errorReply(400, 401, 403) },
    }),
    async (request) => {
      const id = slotCoordinatorOf(request);
      await savePreferences(app.db, id, request.body);
      return oneCoordinator(app.db.kysely, id);
    },
  );
}
