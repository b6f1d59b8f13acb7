// Counts attempts per key (a client address, a username, a phone number) in fixed windows. Used
// where the key is only known after the body is parsed, which @fastify/rate-limit's per-route hook
// cannot see. In memory and per process (docs/decisions/0002), or, with REDIS_URL, in Redis and
// shared by every instance, falling back to the process's own count while Redis is away (0019).
import type { FastifyReply } from 'fastify';
import { en } from '../../shared/messages/en';
import type { RedisLink } from '../cluster/redis-link';
import { type Clock, systemClock } from '../lib/clock';
import { WindowCounts } from '../lib/expiring-map';
import { HttpError } from '../lib/http-error';

/** Anything that can say how long a key must wait. */
export interface Blocker {
  blockedFor(key: string): number;
}

/**
 * Check and count in one step, so that parallel requests cannot all pass a check before any of
 * them is counted: if any key is at its limit, returns the longest wait in ms and counts nothing;
 * else counts one on every key and returns 0. ARGV: max and windowMs for each key in turn.
 */
export const TAKE_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  local ttl = redis.call('PTTL', key)
  if ttl > 0 and count >= tonumber(ARGV[2 * i - 1]) and ttl > wait then wait = ttl end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return 0`;

/** A count kept in Redis and shared by every instance, or in the process (`local`) while Redis is away or unset. */
export abstract class SharedCount<L> {
  constructor(
    readonly local: L,
    protected readonly link: RedisLink | null,
    protected readonly name: string,
  ) {}

  /** True when `local` never refuses (RATE_LIMIT_DISABLED=true): then nothing is counted in Redis either. */
  protected abstract get off(): boolean;

  /** The link when this is counted in Redis, else null. */
  get shared(): RedisLink | null {
    return this.off ? null : this.link;
  }
}

/** A limit counted in Redis and shared by every instance (`takeOrRefuse`), or in the process while Redis is away or unset. */
export class SharedLimiter extends SharedCount<AttemptLimiter> {
  protected get off() {
    return this.local instanceof NoLimit;
  }

  redisKey(key: string): string {
    return this.link!.key(`limit:${this.name}:${key}`);
  }
}

/**
 * Refuses with 429 and Retry-After when any key is at its limit; otherwise counts one attempt on
 * each. Checked and counted in one step (one Redis script, or one synchronous turn in memory).
 */
export async function takeOrRefuse(reply: FastifyReply, ...checks: [SharedLimiter, string][]): Promise<void> {
  const link = checks[0]?.[0].shared;
  const takeLocally = () => {
    const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.local.blockedFor(key)));
    if (wait === 0) for (const [limiter, key] of checks) limiter.local.hit(key);
    return wait;
  };
  if (!link || checks.some(([limiter]) => limiter.shared !== link)) return refuseFor(reply, takeLocally());
  const waitMs = await link.run(
    async (redis) =>
      (await redis.eval(
        TAKE_SCRIPT,
        checks.length,
        ...checks.map(([limiter, key]) => limiter.redisKey(key)),
        ...checks.flatMap(([limiter]) => [limiter.local.max, limiter.local.windowMs]),
      )) as number,
    () => takeLocally() * 1000,
  );
  refuseFor(reply, waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0);
}

export class AttemptLimiter implements Blocker {
  private readonly windows: WindowCounts;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    now: Clock = systemClock,
  ) {
    this.windows = new WindowCounts(now);
  }

  /** Seconds until `key` may try again, or 0 when it is under the limit. Does not count. */
  blockedFor(key: string): number {
    const w = this.windows.peek(key);
    return w && w.count >= this.max ? Math.max(1, Math.ceil(this.windows.remaining(w) / 1000)) : 0;
  }

  /** Counts one attempt for `key`. */
  hit(key: string): void {
    this.windows.hit(key, this.windowMs);
  }
}

/** A limiter that never blocks (RATE_LIMIT_DISABLED=true). */
export class NoLimit extends AttemptLimiter {
  constructor() {
    super(Number.MAX_SAFE_INTEGER, 1);
  }
  override blockedFor(): number {
    return 0;
  }
  override hit(): void {}
}

/** Refuses with 429 and Retry-After when `seconds` is above 0. */
export function refuseFor(reply: FastifyReply, seconds: number): void {
  if (seconds > 0) {
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, en.api.rateLimited);
  }
}

export interface LimiterOptions {
  now?: Clock;
  /** Redis, when REDIS_URL is set: the count is shared by every instance. */
  link?: RedisLink | null;
  /** The limit's name in Redis keys (`login-address`, `otp-phone`). */
  name?: string;
}

export function makeLimiter(disabled: boolean, max: number, windowSeconds: number, options: LimiterOptions = {}): SharedLimiter {
  const local = disabled ? new NoLimit() : new AttemptLimiter(max, windowSeconds * 1000, options.now);
  return new SharedLimiter(local, options.link ?? null, options.name ?? 'attempts');
}
