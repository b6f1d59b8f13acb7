// Login: a token for an approved, active account. An unknown username and a wrong password get
// the same reply after the same work; attempts are limited per client address and failures per
// username, both checked before any password is hashed.
import type { FastifyReply } from 'fastify';
import { en } from '../../../shared/messages/en';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { HttpError } from '../../plugins/errors';
import { makeLimiter, refuseIfBlocked, type AttemptLimiter } from '../../auth/attempt-limiter';
import { issueToken, pruneTokens } from '../../auth/tokens';
import { findUserByUsername } from './accounts';
import { hashPassword, verifyPassword } from './password';

const s = en.staff;

export interface LoginLimiters {
  perAddress: AttemptLimiter;
  perUsername: AttemptLimiter;
}

export function loginLimiters(config: Config): LoginLimiters {
  const off = config.RATE_LIMIT_DISABLED;
  return {
    perAddress: makeLimiter(off, config.LOGIN_MAX_PER_ADDRESS, config.LOGIN_WINDOW_SECONDS),
    perUsername: makeLimiter(off, config.LOGIN_MAX_FAILURES_PER_USERNAME, config.LOGIN_WINDOW_SECONDS),
  };
}

export interface LoginResult {
  token: string;
  username: string;
  role: 'admin' | 'coordinator';
  expires_at: string;
}

export async function login(
  db: Db,
  config: Config,
  limiters: LoginLimiters,
  reply: FastifyReply,
  address: string,
  credentials: { username: string; password: string },
): Promise<LoginResult> {
  const { username, password } = credentials;
  refuseIfBlocked(reply, [limiters.perAddress, address], [limiters.perUsername, username]);
  limiters.perAddress.hit(address);

  const user = await findUserByUsername(db.kysely, username);
  const { ok, rehash } = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok) {
    limiters.perUsername.hit(username);
    reply.log.info({ reason: 'bad credentials' }, 'login refused');
    throw new HttpError(400, s.invalidCredentials);
  }
  limiters.perUsername.reset(username);
  if (user.is_active !== 1) {
    const request = await db.kysely
      .selectFrom('approval_requests')
      .select('status')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    throw new HttpError(403, request?.status === 'pending' ? s.accountPending : s.accountInactive);
  }
  if (rehash) {
    await db.kysely
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), updated_at: isoNow() })
      .where('id', '=', user.id)
      .execute();
  }
  const now = new Date();
  const token = await issueToken(db, user.id, config.TOKEN_TTL_DAYS, now);
  // Logins are rare: a good moment to drop tokens that expired or were revoked a week ago.
  await pruneTokens(db.kysely, 7, now);
  reply.log.info({ userId: user.id }, 'staff login');
  return {
    token,
    username: user.username,
    role: user.role,
    expires_at: new Date(now.getTime() + config.TOKEN_TTL_DAYS * 86_400_000).toISOString(),
  };
}
