// The admins' calls that register slot coordinators, camp slots and departments.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  department,
  departmentInput,
  slot,
  slotCoordinatorDetails,
  slotCoordinatorEdit,
  slotCoordinatorInput,
  slotInput,
  signInCode,
  smsStatus,
} from '../../../shared/schemas/staff/slot-coordinators';
import { type Actor, actorOf } from '../../audit/audit';
import type { Db } from '../../db/database';
import type { IdempotentCall } from '../../plugins/idempotency';
import { maskPhone } from '../../../shared/schemas/privacy';
import { logStaffAccess } from '../privacy/public';
import { errorReply, idParams } from '../../lib/openapi';
import { staffSession } from '../../plugins/staff-guard';
import { BASE, forAdmins } from './route-options';
import { giveSignInCode } from './otp-login';
import {
  coordinatorDetails,
  createCoordinator,
  createDepartment,
  createSlot,
  deleteCoordinator,
  deleteOne,
  oneCoordinator,
  updateCoordinator,
  updateDepartment,
  updateSlot,
} from './slot-coordinators';

export async function slotCoordinatorStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BASE}/`,
    forAdmins({
      summary: 'Every slot coordinator with their preferences, phone numbers masked; the access log records the view (admin)',
      response: { 200: z.array(slotCoordinatorDetails), ...errorReply(401, 403) },
    }),
    async (request) => {
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'slot_coordinator', filter: { list: 'all' } });
      return (await coordinatorDetails(app.db.kysely)).map((c) => ({ ...c, phone_number: maskPhone(c.phone_number) }));
    },
  );

  app.get(
    `${BASE}/:id/`,
    forAdmins({
      summary: 'One slot coordinator, whole (the phone number unmasked); the access log records the view (admin)',
      params: idParams,
      response: { 200: slotCoordinatorDetails, ...errorReply(400, 401, 403, 404) },
    }),
    async (request) => {
      const found = await oneCoordinator(app.db.kysely, request.params.id);
      await logStaffAccess(request, app.db.kysely, { action: 'view', kind: 'slot_coordinator', recordId: found.id });
      return found;
    },
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
      const actor = actorOf(await staffSession(request));
      const given = await giveSignInCode(app.db.kysely, actor, request.params.id, app.config.WEB_ORIGIN);
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

  // A slot and a department are added (idempotent, 201 with the new row) and changed the same way.
  const rowRoutes = <B extends z.ZodType>(
    segment: 'slots' | 'departments',
    row: z.ZodType,
    body: B,
    add: { summary: string; run: (db: Db, actor: Actor, input: z.output<B>, idempotent?: IdempotentCall) => Promise<unknown> },
    change: { summary: string; refusals: number[]; run: (db: Db, actor: Actor, id: number, input: z.output<B>) => Promise<unknown> },
  ) => {
    app.post(
      `${BASE}/${segment}/`,
      forAdmins({ summary: add.summary, body, response: { 201: row, ...errorReply(400, 401, 403) } }, { idempotent: true }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await add.run(app.db, actorOf(await staffSession(request)), request.body as z.output<B>, request.idempotency)),
    );
    app.put(
      `${BASE}/${segment}/:id/`,
      forAdmins({
        summary: change.summary,
        params: idParams,
        body,
        response: { 200: row, ...errorReply(400, 401, 403, 404, ...change.refusals) },
      }),
      async (request) => change.run(app.db, actorOf(await staffSession(request)), request.params.id, request.body as z.output<B>),
    );
  };
  rowRoutes(
    'slots',
    slot,
    slotInput,
    { summary: 'Add a camp slot (admin)', run: createSlot },
    {
      summary: 'Change a camp slot; its capacity cannot go below the coordinators allocated to it (admin)',
      refusals: [409],
      run: updateSlot,
    },
  );
  rowRoutes(
    'departments',
    department,
    departmentInput,
    { summary: 'Add a department (admin)', run: createDepartment },
    { summary: 'Change a department (admin)', refusals: [], run: updateDepartment },
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
