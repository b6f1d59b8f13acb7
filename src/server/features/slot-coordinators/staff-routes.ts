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
import { actorOf } from '../../audit/audit';
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
