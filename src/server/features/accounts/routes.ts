// Register, login, logout, profile, password change, and the admins' account list and edits.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import {
  ROLES,
  account,
  accountUpdate,
  loginInput,
  loginReply,
  passwordChange,
  passwordResetReply,
  profile,
  profileUpdate,
  registerInput,
  registerReply,
} from '../../../shared/schemas/staff/accounts';
import { idParams, errorReply } from '../../lib/openapi';
import { pageQuery, pageWindow, sendResult } from '../../lib/pagination';
import { publicFormLimit, registerLimit } from '../../plugins/rate-limits';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity, staffRoute } from '../../plugins/staff-guard';
import { parseFields, readForm } from '../../storage/uploads';
import { actorOf } from '../../audit/audit';
import { revokeToken } from '../../auth/tokens';
import { mailSettings } from '../../mail/outbox';
import {
  accountById,
  changePassword,
  listAccounts,
  profileOf,
  registerAccount,
  resetPassword,
  saveProfile,
  updateAccount,
} from './accounts';
import { login, loginLimiters } from './login';

const s = en.staff;
const message = z.object({ detail: z.string() });

/** A call of the signed-in account about itself, open before a required password change too. */
const ownAccount = <R extends z.ZodType>(summary: string, reply: R) =>
  staffRoute(
    undefined,
    { tags: ['staff: accounts'], summary, response: { 200: reply, ...errorReply(401) } },
    { beforePasswordChange: true },
  );

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiters = loginLimiters(app.config, app.clock, app.redis);

  app.post(
    '/api/register/',
    {
      config: { rateLimit: registerLimit(app) },
      schema: {
        tags: ['staff: accounts'],
        summary: 'Ask for a staff account (inactive until an admin approves it)',
        description: 'Fields that grant rights (role, is_active, approved, staff) are ignored.',
        body: registerInput,
        response: { 201: registerReply, ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { username } = await registerAccount(app.db, request.body, mailSettings(app.config));
      request.log.info('staff registration received');
      return reply.status(201).send({ username, status: 'pending' as const, detail: s.registered });
    },
  );

  app.post(
    '/api/login/',
    {
      schema: {
        tags: ['staff: accounts'],
        summary: 'Log in: a token for an approved, active account',
        body: loginInput,
        response: { 200: loginReply, ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return login(app.db, app.config, limiters, request, reply, request.body);
    },
  );

  app.post('/api/logout/', ownAccount('Log out: revokes the token of this request', message), async (request) => {
    const session = await staffSession(request);
    await revokeToken(app.db.kysely, session.tokenId);
    return { detail: s.loggedOut };
  });

  app.get('/api/profile/', ownAccount('The profile of the logged-in account', profile), async (request) =>
    profileOf(app.db.kysely, app.media, (await staffSession(request)).userId),
  );

  app.put(
    '/api/profile/',
    staffRoute(
      undefined,
      {
        tags: ['staff: accounts'],
        summary: 'Edit the profile (multipart: full_name, email, phone, photo, remove_photo; or JSON without the photo)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: profile, ...errorReply(400, 401, 413, 415) },
      },
      { multipart: true },
    ),
    async (request) => {
      const session = await staffSession(request);
      const form = await readForm(request, { photo: 'image' });
      await saveProfile(app.db, app.media, request.log, session, parseFields(profileUpdate, form.fields), form.files.photo);
      return profileOf(app.db.kysely, app.media, session.userId);
    },
  );

  app.post(
    '/api/profile/password/',
    {
      ...staffOnly(undefined, { beforePasswordChange: true }),
      config: { csrf: false, rateLimit: publicFormLimit(app) },
      schema: {
        tags: ['staff: accounts'],
        summary: 'Change the password; every other token of the account is revoked',
        description: 'After an admin reset the password, this (with GET /api/profile/ and logout) is the only staff call served.',
        security: tokenSecurity,
        body: passwordChange,
        response: { 200: message, ...errorReply(400, 401, 429) },
      },
    },
    async (request) => {
      await changePassword(app.db, await staffSession(request), request.body);
      return { detail: s.passwordChanged };
    },
  );

  app.get(
    '/api/accounts/',
    staffRoute(ADMIN_ONLY, {
      tags: ['staff: accounts'],
      summary: 'Every staff account (admin)',
      querystring: pageQuery.extend({
        role: z.enum(ROLES).optional(),
        active: z
          .enum(['true', 'false'])
          .transform((v) => v === 'true')
          .optional(),
      }),
      response: { 200: z.array(account), ...errorReply(400, 401, 403) },
    }),
    async (request, reply) => {
      return sendResult(reply, await listAccounts(app.db.kysely, { ...request.query, ...pageWindow(request.query) }));
    },
  );

  app.put(
    '/api/accounts/:id/',
    staffRoute(ADMIN_ONLY, {
      tags: ['staff: accounts'],
      summary: 'Change the role, activity or camps of an account (admin); deactivating revokes its tokens at once',
      description:
        'The last active admin cannot be deactivated or made a coordinator (409), nor can an admin do either to their own account.',
      params: idParams,
      body: accountUpdate,
      response: { 200: account, ...errorReply(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const session = await staffSession(request);
      await updateAccount(app.db, actorOf(session), request.params.id, request.body);
      return accountById(app.db.kysely, request.params.id);
    },
  );

  app.post(
    '/api/accounts/:id/reset-password/',
    staffRoute(ADMIN_ONLY, {
      tags: ['staff: accounts'],
      summary: 'Reset the password of another account to a temporary one (admin)',
      description:
        'The temporary password is in this reply only and is stored hashed. Every token of the account is revoked, and until it changes the password (POST /api/profile/password/) its other staff calls are refused with 403.',
      params: idParams,
      response: { 200: passwordResetReply, ...errorReply(401, 403, 404, 409) },
    }),
    async (request) => resetPassword(app.db, actorOf(await staffSession(request)), request.params.id),
  );
}
