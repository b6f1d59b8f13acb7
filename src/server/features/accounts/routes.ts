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
  profile,
  profileUpdate,
  registerInput,
  registerReply,
} from '../../../shared/schemas/staff/accounts';
import { idParams, errorReply } from '../../lib/openapi';
import { pageQuery, pageWindow, sendPage } from '../../lib/pagination';
import { HttpError } from '../../plugins/errors';
import { publicFormLimit } from '../../plugins/rate-limits';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { commitWithFiles, imageFiles, parseFields, readForm, storeUploadedImage } from '../../storage/uploads';
import { actorOf, recordAudit } from '../../audit/audit';
import { revokeToken, revokeUserTokens } from '../../auth/tokens';
import { accountById, listAccounts, profileOf, register, updateAccount, updateProfile, usernameExists, usernameTaken } from './accounts';
import { login, loginLimiters } from './login';
import { hashPassword, passwordProblems, verifyPassword } from './password';

const s = en.staff;
const message = z.object({ detail: z.string() });

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiters = loginLimiters(app.config);

  app.post(
    '/api/register/',
    {
      config: { rateLimit: publicFormLimit(app) },
      schema: {
        tags: ['staff: accounts'],
        summary: 'Ask for a staff account (inactive until an admin approves it)',
        description: 'Fields that grant rights (role, is_active, approved, staff) are ignored.',
        body: registerInput,
        response: { 201: registerReply, ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const problems = passwordProblems(password, fields);
      if (problems.length) throw new HttpError(400, problems[0]!, { password: problems });
      // Checked before the slow hash; the unique index still decides a race.
      if (await usernameExists(app.db.kysely, fields.username)) throw usernameTaken();
      const user = await register(app.db, fields, await hashPassword(password));
      request.log.info({ userId: user.id }, 'staff registration received');
      return reply.status(201).send({ id: user.id, username: user.username, status: 'pending' as const, detail: s.registered });
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
      return login(app.db, app.config, limiters, reply, request.ip, request.body);
    },
  );

  app.post(
    '/api/logout/',
    {
      ...staffOnly(),
      schema: {
        tags: ['staff: accounts'],
        summary: 'Log out: revokes the token of this request',
        security: tokenSecurity,
        response: { 200: message, ...errorReply(401) },
      },
    },
    async (request) => {
      const session = await staffSession(request);
      await revokeToken(app.db.kysely, session.tokenId);
      return { detail: s.loggedOut };
    },
  );

  app.get(
    '/api/profile/',
    {
      ...staffOnly(),
      schema: {
        tags: ['staff: accounts'],
        summary: 'The profile of the logged-in account',
        security: tokenSecurity,
        response: { 200: profile, ...errorReply(401) },
      },
    },
    async (request) => profileOf(app.db.kysely, app.media, (await staffSession(request)).userId),
  );

  app.put(
    '/api/profile/',
    {
      ...staffOnly(undefined, { multipart: true }),
      schema: {
        tags: ['staff: accounts'],
        summary: 'Edit the profile (multipart: full_name, email, phone, photo, remove_photo; or JSON without the photo)',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: profile, ...errorReply(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const session = await staffSession(request);
      const form = await readForm(request, { photo: 'image' });
      const changes = parseFields(profileUpdate, form.fields);
      const photoFile = form.files.photo;
      const photo = photoFile ? await storeUploadedImage(app.media, 'profiles', photoFile) : null;
      await commitWithFiles(app.media, request.log, photo ? imageFiles(photo) : [], async () => {
        const obsolete = await app.db.kysely
          .transaction()
          .execute((trx) => updateProfile(trx, actorOf(session), session.userId, changes, photo));
        return { value: undefined, obsolete };
      });
      return profileOf(app.db.kysely, app.media, session.userId);
    },
  );

  app.post(
    '/api/profile/password/',
    {
      ...staffOnly(),
      config: { csrf: false, rateLimit: publicFormLimit(app) },
      schema: {
        tags: ['staff: accounts'],
        summary: 'Change the password; every other token of the account is revoked',
        security: tokenSecurity,
        body: passwordChange,
        response: { 200: message, ...errorReply(400, 401, 429) },
      },
    },
    async (request) => {
      const session = await staffSession(request);
      const user = await app.db.kysely.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirstOrThrow();
      const { ok } = await verifyPassword(request.body.current_password, user.password_hash);
      if (!ok) throw new HttpError(400, s.currentPasswordWrong, { current_password: [s.currentPasswordWrong] });
      const problems = passwordProblems(request.body.new_password, { username: user.username, email: user.email });
      if (problems.length) throw new HttpError(400, problems[0]!, { new_password: problems });
      const hash = await hashPassword(request.body.new_password);
      await app.db.kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: new Date().toISOString() })
          .where('id', '=', user.id)
          .execute();
        await revokeUserTokens(trx, user.id, { except: session.tokenId });
        await recordAudit(trx, actorOf(session), { action: 'password', entity: 'user', entityId: user.id });
      });
      return { detail: s.passwordChanged };
    },
  );

  app.get(
    '/api/accounts/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: accounts'],
        summary: 'Every staff account (admin)',
        security: tokenSecurity,
        querystring: pageQuery.extend({
          role: z.enum(ROLES).optional(),
          active: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
        }),
        response: { 200: z.array(account), ...errorReply(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAccounts(app.db.kysely, { ...request.query, ...pageWindow(request.query) });
      return sendPage(reply, rows, total);
    },
  );

  app.put(
    '/api/accounts/:id/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags: ['staff: accounts'],
        summary: 'Change the role, activity or camps of an account (admin); deactivating revokes its tokens',
        security: tokenSecurity,
        params: idParams,
        body: accountUpdate,
        response: { 200: account, ...errorReply(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const session = await staffSession(request);
      await updateAccount(app.db, actorOf(session), request.params.id, request.body);
      return accountById(app.db.kysely, request.params.id);
    },
  );
}
