// Login: a token for an approved, active account. An unknown username and a wrong password get
// the same reply after the same work. Attempts are limited per client address, and failures of
// one username from one address back off; both are checked before any password is hashed. No
// count refuses the right password from another address (docs/decisions/0011).
import type { FastifyReply } from 'fastify';
import { en } from '../../../shared/messages/en';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { HttpError } from '../../plugins/errors';
import { makeLimiter, refuseFor, type AttemptLimiter } from '../../auth/attempt-limiter';
import { addressKey } from '../../auth/client-key';
import { FailureBackoff, NoBackoff } from '../../auth/failure-backoff';
import { issueToken, pruneTokens } from '../../auth/tokens';
import { findUserByUsername } from './accounts';
import { hashPassword, verifyPassword } from './password';

const s = en.staff;

/** The first wait once a username's free failures from one address are spent; it doubles after each further failure. */
export const LOGIN_BACKOFF_BASE_SECONDS = 60;
/** A username and address pair is forgotten this long after its last failure. */
export const LOGIN_BACKOFF_MEMORY_SECONDS = 86_400;

export interface LoginLimiters {
  perAddress: AttemptLimiter;
  /** Failures per username and address, keyed by `pairKey`. */
  perUsernameAndAddress: FailureBackoff;
}

export function loginLimiters(config: Config, now: () => number = Date.now): LoginLimiters {
  const off = config.RATE_LIMIT_DISABLED;
  return {
    perAddress: makeLimiter(off, config.LOGIN_MAX_PER_ADDRESS, config.LOGIN_WINDOW_SECONDS, now),
    perUsernameAndAddress: off
      ? new NoBackoff()
      : new FailureBackoff(
          {
            free: config.LOGIN_FREE_FAILURES,
            baseMs: LOGIN_BACKOFF_BASE_SECONDS * 1000,
            maxMs: config.LOGIN_BACKOFF_MAX_SECONDS * 1000,
            memoryMs: LOGIN_BACKOFF_MEMORY_SECONDS * 1000,
          },
          now,
        ),
  };
}

const pairKey = (username: string, address: string) => `${addressKey(address)} ${username}`;

/**
 * Seconds the client must wait before this attempt, or 0 once it is counted: against the address,
 * and as a failure of the username from that address until `loginSucceeded` forgets it (counted
 * before the slow check, so parallel guesses from one address cannot all slip through).
 */
export function admitAttempt(limiters: LoginLimiters, username: string, address: string): number {
  const client = addressKey(address);
  const pair = pairKey(username, address);
  const wait = Math.max(limiters.perAddress.blockedFor(client), limiters.perUsernameAndAddress.blockedFor(pair));
  if (wait > 0) return wait;
  limiters.perAddress.hit(client);
  limiters.perUsernameAndAddress.fail(pair);
  return 0;
}

export function loginSucceeded(limiters: LoginLimiters, username: string, address: string): void {
  limiters.perUsernameAndAddress.reset(pairKey(username, address));
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
  refuseFor(reply, admitAttempt(limiters, username, address));

  const user = await findUserByUsername(db.kysely, username);
  const { ok, rehash } = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok) {
    reply.log.info({ reason: 'bad credentials' }, 'login refused');
    throw new HttpError(400, s.invalidCredentials);
  }
  loginSucceeded(limiters, username, address);
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
