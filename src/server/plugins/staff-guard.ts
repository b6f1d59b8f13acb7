// The gate of every staff route: a valid `Authorization: Token <key>` (401 otherwise) of a role
// the route allows (403 otherwise). It runs as the route's onRequest hook, before the body is
// read, so a refused request costs nothing and changes nothing.
//
// Staff routes turn the CSRF check off: they accept no cookie credentials at all, only the token
// header, which a cross-site page cannot attach; a request without a valid token is refused here.
// That also makes a junk token a 401 rather than a CSRF 403.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { en } from '../../shared/messages/en';
import type { Session } from '../auth/tokens';
import { HttpError } from '../lib/http-error';

export type StaffRole = Session['role'];
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];
export const ANY_STAFF: readonly StaffRole[] = ['admin', 'coordinator'];

/**
 * `beforePasswordChange`: the route also serves an account whose password an admin reset (its
 * profile, the password change, logout); every other staff route refuses it with 403 until the
 * password is changed.
 */
export function requireStaff(
  roles: readonly StaffRole[] = ANY_STAFF,
  options: { beforePasswordChange?: boolean | undefined } = {},
): onRequestAsyncHookHandler {
  return async function staffGuard(request: FastifyRequest, reply: FastifyReply) {
    // Staff replies carry personal data: never cached, by the browser or anything in between.
    reply.header('Cache-Control', 'no-store');
    const session = await request.session();
    if (!session) {
      reply.header('WWW-Authenticate', 'Token');
      throw new HttpError(401, en.api.unauthenticated);
    }
    if (!roles.includes(session.role)) throw new HttpError(403, en.api.forbidden);
    if (session.mustChangePassword && !options.beforePasswordChange) throw new HttpError(403, en.staff.passwordChangeRequired);
  };
}

/** Route options of a staff route: the guard, and no CSRF check (see above). */
export function staffOnly(
  roles: readonly StaffRole[] = ANY_STAFF,
  config: { multipart?: boolean; idempotent?: boolean; beforePasswordChange?: boolean } = {},
) {
  const { beforePasswordChange, ...routeConfig } = config;
  return { onRequest: requireStaff(roles, { beforePasswordChange }), config: { csrf: false, ...routeConfig } };
}

/** The session of a request that passed the guard. */
export async function staffSession(request: FastifyRequest): Promise<Session> {
  const session = await request.session();
  if (!session) throw new HttpError(401, en.api.unauthenticated);
  return session;
}

/** OpenAPI: the route needs a token. */
export const tokenSecurity = [{ token: [] as string[] }];
