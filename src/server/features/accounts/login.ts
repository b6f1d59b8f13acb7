// Login: a token for an approved, active account. An unknown username and a wrong password get
// the same reply after the same work. Attempts are limited per client address, and failures of
// one username from one address back off; attempts for one username from browsers without its
// device cookie are limited over every address. All are checked before any password is hashed.
// No count refuses the right password from the owner's known browser at an address that has not
// failed itself (docs/decisions/0011).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { en } from '../../../shared/messages/en';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { makeLimiter, refuseFor, takeOrRefuse, type SharedLimiter } from '../../auth/attempt-limiter';
import { isKnownDevice, rememberDevice } from '../../auth/device-cookie';
import { addressKey } from '../../auth/client-key';
import { FailureBackoff, NoBackoff, SharedBackoff } from '../../auth/failure-backoff';
import type { RedisLink } from '../../cluster/redis-link';
import { issueToken, pruneTokens } from '../../auth/tokens';
import { findUserByUsername } from './accounts';
import { hashPassword, verifyPassword } from './password';

const s = en.staff;

/** The first wait once a username's free failures from one address are spent; it doubles after each further failure. */
export const LOGIN_BACKOFF_BASE_SECONDS = 60;
/** A username and address pair is forgotten this long after its last failure. */
export const LOGIN_BACKOFF_MEMORY_SECONDS = 86_400;

export interface LoginLimiters {
  perAddress: SharedLimiter;
  /** Failures per username and address, keyed by `pairKey`. */
  perUsernameAndAddress: SharedBackoff;
  /** Attempts per username from browsers without its device cookie, over every address. */
  unknownDevice: SharedLimiter;
}

/** The login's limits; shared by every instance through `link` (REDIS_URL), else this process's own. */
export function loginLimiters(config: Config, now: () => number = Date.now, link: RedisLink | null = null): LoginLimiters {
  const off = config.RATE_LIMIT_DISABLED;
  const local = off
    ? new NoBackoff()
    : new FailureBackoff(
        {
          free: config.LOGIN_FREE_FAILURES,
          baseMs: LOGIN_BACKOFF_BASE_SECONDS * 1000,
          maxMs: config.LOGIN_BACKOFF_MAX_SECONDS * 1000,
          memoryMs: LOGIN_BACKOFF_MEMORY_SECONDS * 1000,
        },
        now,
      );
  return {
    perAddress: makeLimiter(off, config.LOGIN_MAX_PER_ADDRESS, config.LOGIN_WINDOW_SECONDS, { now, link, name: 'login-address' }),
    perUsernameAndAddress: new SharedBackoff(local, link, 'login-pair'),
    unknownDevice: makeLimiter(off, config.LOGIN_UNKNOWN_DEVICE_MAX, config.LOGIN_UNKNOWN_DEVICE_WINDOW_SECONDS, {
      now,
      link,
      name: 'login-unknown-device',
    }),
  };
}

const pairKey = (username: string, address: string) => `${addressKey(address)} ${username}`;

/**
 * The login's check and count in Redis, in one step: the address's window (KEYS[1]) and the
 * pair's backoff (KEYS[2] failures, KEYS[3] the wait). Returns the wait in ms, or 0 once counted.
 * ARGV: address max, address window ms, backoff memory ms, free failures, base ms, max ms.
 */
const ADMIT_SCRIPT = `
local wait = 0
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 and count >= tonumber(ARGV[1]) then wait = ttl end
local pending = redis.call('PTTL', KEYS[3])
if pending > wait then wait = pending end
if wait > 0 then return wait end
count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local failures = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
local free = tonumber(ARGV[4])
if failures >= free then
  local backoff = math.min(tonumber(ARGV[6]), tonumber(ARGV[5]) * 2 ^ math.min(30, failures - free))
  if backoff >= 1 then redis.call('SET', KEYS[3], '1', 'PX', math.floor(backoff)) end
end
return 0`;

/**
 * Seconds the client must wait before this attempt, or 0 once it is counted: against the address,
 * and as a failure of the username from that address until `loginSucceeded` forgets it (counted
 * before the slow check, so parallel guesses from one address cannot all slip through).
 */
export async function admitAttempt(limiters: LoginLimiters, username: string, address: string): Promise<number> {
  const client = addressKey(address);
  const pair = pairKey(username, address);
  const { perAddress, perUsernameAndAddress: backoff } = limiters;
  const admitLocally = () => {
    const wait = Math.max(perAddress.local.blockedFor(client), backoff.local.blockedFor(pair));
    if (wait > 0) return wait;
    perAddress.local.hit(client);
    backoff.local.fail(pair);
    return 0;
  };
  const link = perAddress.shared;
  if (!link || backoff.shared !== link) return admitLocally();
  const { memoryMs, free, baseMs, maxMs } = backoff.local.settings;
  const waitMs = await link.run(
    async (redis) =>
      (await redis.eval(
        ADMIT_SCRIPT,
        3,
        perAddress.redisKey(client),
        ...backoff.redisKeys(pair),
        perAddress.local.max,
        perAddress.local.windowMs,
        memoryMs,
        free,
        baseMs,
        maxMs,
      )) as number,
    () => admitLocally() * 1000,
  );
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

export async function loginSucceeded(limiters: LoginLimiters, username: string, address: string): Promise<void> {
  await limiters.perUsernameAndAddress.reset(pairKey(username, address));
}

export interface LoginResult {
  token: string;
  username: string;
  role: 'admin' | 'coordinator';
  expires_at: string;
  must_change_password: boolean;
}

export async function login(
  db: Db,
  config: Config,
  limiters: LoginLimiters,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { username: string; password: string },
): Promise<LoginResult> {
  const { username, password } = credentials;
  const address = request.ip;
  const user = await findUserByUsername(db.kysely, username);
  // A browser that signed in to this account before is not counted with the unknown ones; an
  // unknown username has no known browser, so it is counted like an existing one.
  if (!(await isKnownDevice(db.kysely, request, user?.id))) await takeOrRefuse(reply, [limiters.unknownDevice, username]);
  refuseFor(reply, await admitAttempt(limiters, username, address));

  const { ok, rehash } = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok) {
    reply.log.info({ reason: 'bad credentials' }, 'login refused');
    throw new HttpError(400, s.invalidCredentials);
  }
  await loginSucceeded(limiters, username, address);
  if (user.is_active !== 1) {
    const request = await db.kysely
      .selectFrom('approval_requests')
      .select('status')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    throw new HttpError(403, request?.status === 'pending' ? s.accountPending : s.accountInactive);
  }
  const now = new Date();
  // The sign-in time for the accounts screen; updated_at stays for edits of the account itself.
  await db.kysely
    .updateTable('users')
    .set({
      last_login_at: now.toISOString(),
      ...(rehash ? { password_hash: await hashPassword(password), updated_at: isoNow() } : {}),
    })
    .where('id', '=', user.id)
    .execute();
  const token = await issueToken(db, user.id, config.TOKEN_TTL_DAYS, now);
  await rememberDevice(db.kysely, request, reply, user.id, config.PUBLIC_API_URL.startsWith('https:') || request.protocol === 'https', now);
  // Logins are rare: a good moment to drop tokens that expired or were revoked a week ago.
  await pruneTokens(db.kysely, 7, now);
  reply.log.info({ userId: user.id }, 'staff login');
  return {
    token,
    username: user.username,
    role: user.role,
    expires_at: new Date(now.getTime() + config.TOKEN_TTL_DAYS * 86_400_000).toISOString(),
    must_change_password: user.must_change_password === 1,
  };
}
