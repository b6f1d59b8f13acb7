// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// signed in to an account gets a random token in an httpOnly cookie, kept here only as a hash
// (login_devices, migration 013). At the next login for that account the browser is known, and the
// per-username limit on unknown browsers does not apply to it: an attacker guessing one username
// from many addresses uses up that limit, and the owner's own browser still goes through
// (docs/decisions/0011).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from './tokens';

export const DEVICE_COOKIE = 'hc_device';
/** A known browser is forgotten after this long without a sign-in. */
export const DEVICE_MEMORY_DAYS = 180;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether the request's device cookie is one that signed in to `userId` before. */
export async function isKnownDevice(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number | undefined,
  now = new Date(),
): Promise<boolean> {
  const token = request.cookies[DEVICE_COOKIE];
  if (userId === undefined || !token || !TOKEN_PATTERN.test(token)) return false;
  const since = new Date(now.getTime() - DEVICE_MEMORY_DAYS * 86_400_000).toISOString();
  const row = await db
    .selectFrom('login_devices')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('last_used_at', '>=', since)
    .executeTakeFirst();
  return row?.user_id === userId;
}

/**
 * After a successful sign-in: keeps this browser as known for the account (a new token each time,
 * the old one dropped), and forgets browsers unused for DEVICE_MEMORY_DAYS.
 */
export async function rememberDevice(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
  now = new Date(),
): Promise<void> {
  const old = request.cookies[DEVICE_COOKIE];
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (old && TOKEN_PATTERN.test(old)) await trx.deleteFrom('login_devices').where('token_hash', '=', hashToken(old)).execute();
    await trx
      .insertInto('login_devices')
      .values({ token_hash: hashToken(token), user_id: userId, created_at: at, last_used_at: at })
      .execute();
    await trx
      .deleteFrom('login_devices')
      .where('last_used_at', '<', new Date(now.getTime() - DEVICE_MEMORY_DAYS * 86_400_000).toISOString())
      .execute();
  });
  // Only the login reads it: sent to that one path, never to scripts.
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/login/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_MEMORY_DAYS * 86_400,
  });
}
