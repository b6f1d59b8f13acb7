// The slot coordinators' own calls (request-otp, verify-otp, details, slots, departments,
// preferences) and the admins' calls that register coordinators, slots and departments.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import {
  allocationInput,
  boardQuery,
  boardSlot,
  department,
  departmentInput,
  preferencesBoard,
  preferencesInput,
  requestOtpInput,
  signInCode,
  slot,
  slotCoordinatorDetails,
  slotCoordinatorEdit,
  slotCoordinatorInput,
  slotInput,
  smsStatus,
  verifyOtpInput,
} from '../../../shared/schemas/staff/slot-coordinators';
import { errorReply, idParams } from '../../lib/openapi';
import { idValue } from '../../lib/query-params';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { actorOf } from '../../audit/audit';
import { makeLimiter, takeOrRefuse } from '../../auth/attempt-limiter';
import { OTP_TTL_MS } from './otp';
import { giveSignInCode, openSlotSession, padTo, sendOtp } from './otp-login';
import { allocate, boardSlotOf, preferencesBoard as boardOf, preferencesBoardCsv, unallocate } from './allocation';
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
  revokeSlotSession,
  savePreferences,
  slotCoordinatorOf,
  updateCoordinator,
  updateDepartment,
  updateSlot,
} from './slot-coordinators';

const s = en.staff;
const BASE = '/api/slot-coordinators';
export const CHALLENGE_COOKIE = 'slot_otp';
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
  const link = app.redis;
  const otpPerPhone = makeLimiter(off, config.OTP_MAX_PER_PHONE, config.OTP_WINDOW_SECONDS, { link, name: 'otp-phone' });
  const otpPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS, config.OTP_WINDOW_SECONDS, { link, name: 'otp-address' });
  // One code per phone number per pause: the website's "Send again" counts it down.
  const pauseOff = off || config.OTP_RESEND_SECONDS === 0;
  const otpPause = makeLimiter(pauseOff, 1, Math.max(1, config.OTP_RESEND_SECONDS), { link, name: 'otp-pause' });
  // Guessing is already bounded by 5 tries a code; this bounds the calls themselves.
  const verifyPerAddress = makeLimiter(off, config.OTP_MAX_PER_ADDRESS * 3, config.OTP_WINDOW_SECONDS, {
    link,
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
        await takeOrRefuse(reply, [otpPerAddress, request.ip], [otpPerPhone, phone], [otpPause, phone]);
        const { challenge, later } = sendOtp(app.db.kysely, app.smsSender, request.log, phone);
        // Once the reply has gone (or the connection closed).
        reply.raw.once('close', () => app.smsOutbox.run('storing or sending a one-time code', later));
        reply.setCookie(CHALLENGE_COOKIE, challenge, { ...cookieOptions, maxAge: OTP_TTL_MS / 1000 });
        reply.header('Cache-Control', 'no-store');
        // The pause just started; the process's own counts add a longer wait when a limit is now
        // full (with Redis the shared counts are not read back, so the pause is the floor).
        const retryAfter = Math.max(
          pauseOff ? 0 : config.OTP_RESEND_SECONDS,
          otpPerPhone.local.blockedFor(phone),
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

  app.get(
    `${BASE}/sms-status/`,
    forAdmins({
      summary: 'Whether texts (sign-in codes) are sent: false with SMS_PROVIDER=log, which only writes them to the server log (admin)',
      response: { 200: smsStatus, ...errorReply(401, 403) },
    }),
    async () => ({ provider: app.smsSender.name, sending: app.smsSender.name !== 'log' }),
  );

  app.post(
    `${BASE}/:id/sign-in-code/`,
    forAdmins({
      summary:
        'A one-time sign-in code (and a link with it) for a coordinator, to give them by hand: valid 10 minutes, shown in this reply only; the audit log records that it was given (admin)',
      params: idParams,
      response: { 201: signInCode, ...errorReply(401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const given = await giveSignInCode(app.db.kysely, actorOf(await staffSession(request)), request.params.id, config.WEB_ORIGIN);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(given);
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

  app.put(
    `${BASE}/slots/:id/`,
    forAdmins({
      summary: 'Change a camp slot; its capacity cannot go below the coordinators allocated to it (admin)',
      params: idParams,
      body: slotInput,
      response: { 200: slot, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request) => updateSlot(app.db, actorOf(await staffSession(request)), request.params.id, request.body),
  );

  app.put(
    `${BASE}/departments/:id/`,
    forAdmins({
      summary: 'Change a department (admin)',
      params: idParams,
      body: departmentInput,
      response: { 200: department, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => updateDepartment(app.db, actorOf(await staffSession(request)), request.params.id, request.body),
  );

  app.get(
    `${BASE}/board/`,
    forAdmins({
      summary:
        'The preferences board: each slot with who prefers it at which rank (1 = first choice), who is allocated and how full it is; each department with who prefers it. camp_id: that camp’s slots, and its coordinators’ department preferences (admin)',
      querystring: boardQuery,
      response: { 200: preferencesBoard, ...errorReply(400, 401, 403) },
    }),
    async (request) => boardOf(app.db.kysely, request.query.camp_id),
  );

  app.get(
    `${BASE}/board/export.csv`,
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: adminTags,
        summary: 'The preferences board as CSV, one line per preference, with the same camp_id filter (admin)',
        security: tokenSecurity,
        querystring: boardQuery,
        produces: ['text/csv'],
        response: errorReply(400, 401, 403),
      },
    },
    async (request, reply) => {
      const csv = await preferencesBoardCsv(app.db.kysely, actorOf(await staffSession(request)), request.query.camp_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.text as never);
    },
  );

  app.post(
    `${BASE}/slots/:id/allocations/`,
    forAdmins({
      summary: 'Allocate a slot coordinator to a slot; 409 when the slot is full or they are already on it (admin)',
      params: idParams,
      body: allocationInput,
      response: { 201: boardSlot, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      await allocate(app.db, actorOf(await staffSession(request)), request.params.id, request.body.coordinator);
      return reply.status(201).send(await boardSlotOf(app.db.kysely, request.params.id));
    },
  );

  app.delete(
    `${BASE}/slots/:id/allocations/:coordinator_id/`,
    forAdmins({
      summary: 'Take a slot coordinator off a slot (admin)',
      params: idParams.extend({ coordinator_id: idValue('coordinator_id') }),
      response: { 204: z.null(), ...errorReply(401, 403, 404) },
    }),
    async (request, reply) => {
      await unallocate(app.db, actorOf(await staffSession(request)), request.params.id, request.params.coordinator_id);
      return reply.status(204).send(null);
    },
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
