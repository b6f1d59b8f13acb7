// The slot coordinators' own calls (request-otp, verify-otp, details, slots, departments,
// preferences) and the admins' calls that register coordinators, slots and departments.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import {
  department,
  departmentInput,
  preferencesInput,
  requestOtpInput,
  slot,
  slotCoordinatorDetails,
  slotCoordinatorEdit,
  slotCoordinatorInput,
  slotInput,
  verifyOtpInput,
} from '../../../shared/schemas/staff/slot-coordinators';
import { errorReply, idParams } from '../../lib/openapi';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { actorOf } from '../../audit/audit';
import { makeLimiter, refuseIfBlocked } from '../../auth/attempt-limiter';
import { OTP_TTL_MS } from './otp';
import { openSlotSession, sendOtp } from './otp-login';
import {
  coordinatorDetails,
  createCoordinator,
  createDepartment,
  createSlot,
  deleteCoordinator,
  deleteOne,
  listDepartments,
  listSlots,
  oneCoordinator,
  requireSlotSession,
  savePreferences,
  slotCoordinatorOf,
  updateCoordinator,
} from './slot-coordinators';

const s = en.staff;
const BASE = '/api/slot-coordinators';
const CHALLENGE_COOKIE = 'slot_otp';
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tags = ['slot coordinators'];
const adminTags = ['staff: slot coordinators'];

/** Route options of an admin's call. */
const forAdmins = <S extends FastifySchema>(schema: S, options: { idempotent?: boolean } = {}) => ({
  ...staffOnly(ADMIN_ONLY, options),
  schema: { tags: adminTags, ...schema, security: tokenSecurity },
});

export async function slotCoordinatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const off = config.RATE_LIMIT_DISABLED;
  const otpPerPhone = makeLimiter(off, config.OTP_MAX_PER_PHONE, config.OTP_WINDOW_SECONDS);
  const otpPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS, config.OTP_WINDOW_SECONDS);
  // Guessing is already bounded by 5 tries a code; this bounds the calls themselves.
  const verifyPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS * 3, config.OTP_WINDOW_SECONDS);
  const cookieOptions = {
    path: `${BASE}/`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_API_URL.startsWith('https:'),
  };
  const slotSession = requireSlotSession(app.db.kysely);
  const slotOrStaff = requireSlotSession(app.db.kysely, { orStaff: true });
  const message = z.object({ detail: z.string() });
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
        summary: 'Send a 6-digit code to a registered slot coordinator phone (the same reply for any number)',
        body: requestOtpInput,
        response: { 200: message, ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const phone = request.body.phone_number;
      refuseIfBlocked(reply, [otpPerAddress, request.ip], [otpPerPhone, phone]);
      otpPerAddress.hit(request.ip);
      otpPerPhone.hit(phone);
      const challenge = await sendOtp(app.db.kysely, app.smsSender, request.log, phone);
      reply.setCookie(CHALLENGE_COOKIE, challenge, { ...cookieOptions, maxAge: OTP_TTL_MS / 1000 });
      reply.header('Cache-Control', 'no-store');
      return { detail: s.otpSent };
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
      refuseIfBlocked(reply, [verifyPerAddress, request.ip]);
      verifyPerAddress.hit(request.ip);
      const cookie = request.cookies[CHALLENGE_COOKIE];
      const challenge = cookie && CHALLENGE_PATTERN.test(cookie) ? cookie : undefined;
      const { coordinatorId, session } = await openSlotSession(app.db.kysely, config.SLOT_SESSION_HOURS, challenge, request.body);
      reply.clearCookie(CHALLENGE_COOKIE, cookieOptions);
      reply.header('Cache-Control', 'no-store');
      return { ...session, coordinator: await oneCoordinator(app.db.kysely, coordinatorId) };
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

  // ------------------------------------------------------------ admins

  app.get(
    `${BASE}/`,
    forAdmins({
      summary: 'Every slot coordinator with their preferences (admin)',
      response: { 200: z.array(slotCoordinatorDetails), ...errorReply(401, 403) },
    }),
    async () => coordinatorDetails(app.db.kysely),
  );

  app.post(
    `${BASE}/`,
    forAdmins(
      {
        summary: 'Register a slot coordinator by phone number (admin)',
        body: slotCoordinatorInput,
        response: { 201: slotCoordinatorDetails, ...errorReply(400, 401, 403) },
      },
      { idempotent: true },
    ),
    async (request, reply) => {
      const id = await createCoordinator(app.db, actorOf(await staffSession(request)), request.body, request.idempotency);
      return reply.status(201).send(await oneCoordinator(app.db.kysely, id));
    },
  );

  app.put(
    `${BASE}/:id/`,
    forAdmins({
      summary: 'Edit a slot coordinator; deactivating ends their sessions (admin)',
      params: idParams,
      body: slotCoordinatorEdit,
      response: { 200: slotCoordinatorDetails, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      await updateCoordinator(app.db, actorOf(await staffSession(request)), request.params.id, request.body);
      return oneCoordinator(app.db.kysely, request.params.id);
    },
  );

  app.delete(
    `${BASE}/:id/`,
    forAdmins({
      summary: 'Remove a slot coordinator (admin)',
      params: idParams,
      response: { 204: z.null(), ...errorReply(401, 403, 404) },
    }),
    async (request, reply) => {
      await deleteCoordinator(app.db, actorOf(await staffSession(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${BASE}/slots/`,
    forAdmins(
      { summary: 'Add a camp slot (admin)', body: slotInput, response: { 201: slot, ...errorReply(400, 401, 403) } },
      { idempotent: true },
    ),
    async (request, reply) =>
      reply.status(201).send(await createSlot(app.db, actorOf(await staffSession(request)), request.body, request.idempotency)),
  );

  app.post(
    `${BASE}/departments/`,
    forAdmins(
      { summary: 'Add a department (admin)', body: departmentInput, response: { 201: department, ...errorReply(400, 401, 403) } },
      { idempotent: true },
    ),
    async (request, reply) =>
      reply.status(201).send(await createDepartment(app.db, actorOf(await staffSession(request)), request.body, request.idempotency)),
  );

  for (const [segment, table] of [
    ['slots', 'slots'],
    ['departments', 'departments'],
  ] as const) {
    app.delete(
      `${BASE}/${segment}/:id/`,
      forAdmins({
        summary: `Remove one of the ${segment} (admin)`,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404) },
      }),
      async (request, reply) => {
        await deleteOne(app.db, actorOf(await staffSession(request)), table, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
}
