// Per-address limits. The store is in memory, each API instance counting on its own
// (docs/decisions/0002-rate-limit-store.md), or, with REDIS_URL, in Redis and shared by every
// instance, falling back to the process's own count while Redis is away (docs/decisions/0019).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { en } from '../../shared/messages/en';
import { addressKey } from '../auth/client-key';
import type { RedisLink } from '../cluster/redis-link';
import type { Clock } from '../lib/clock';
import { WindowCounts } from '../lib/expiring-map';
import { HttpError } from '../lib/http-error';

export const rateLimits = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, en.api.rateLimited),
      ...(app.redis ? { store: sharedRateLimitStore(app.redis, app.clock) } : {}),
    });
  },
  { name: 'rate-limits', dependencies: ['cluster'] },
);

/** One count in a fixed window: INCR, and PEXPIRE when the window starts (or has no expiry). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Count) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in Redis (one count per route and key, like the
 * plugin's own per-route stores), and in this process while Redis does not answer.
 */
function sharedRateLimitStore(link: RedisLink, clock: Clock) {
  return class SharedRateLimitStore {
    private readonly route: string;
    private readonly local = new WindowCounts(clock);

    // The plugin passes its merged options, with `routeInfo` for a route's own store.
    constructor(params: object = {}) {
      const info = (params as RouteParams).routeInfo;
      this.route = info?.url ? `${[info.method].flat().join(',')} ${info.url}` : 'global';
    }

    incr(key: string, done: Done, timeWindow: number): void {
      link
        .run(
          async (redis) => {
            const [current, ttl] = (await redis.eval(HIT_SCRIPT, 1, link.key(`rate:${this.route}:${key}`), timeWindow)) as [number, number];
            return { current, ttl };
          },
          () => this.countLocally(key, timeWindow),
        )
        .then(
          (count) => done(null, count),
          (error: Error) => done(error),
        );
    }

    child(params: object): SharedRateLimitStore {
      return new SharedRateLimitStore(params);
    }

    private countLocally(key: string, windowMs: number): Count {
      const window = this.local.hit(key, windowMs);
      return { current: window.count, ttl: this.local.remaining(window) };
    }
  };
}

/** The route option for a public form: RATE_LIMIT_PUBLIC_FORMS a window per client address. */
export function publicFormLimit(app: FastifyInstance) {
  const { RATE_LIMIT_PUBLIC_FORMS, RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT_DISABLED } = app.config;
  if (RATE_LIMIT_DISABLED) return false as const;
  return { max: RATE_LIMIT_PUBLIC_FORMS, timeWindow: RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

/**
 * The route option for staff registration: REGISTER_MAX_PER_ADDRESS a window per client address
 * (an IPv6 /64 counts as one). Tight, because its "username taken" reply tells whether an account
 * exists (docs/decisions/0011).
 */
export function registerLimit(app: FastifyInstance) {
  const { REGISTER_MAX_PER_ADDRESS, REGISTER_WINDOW_SECONDS, RATE_LIMIT_DISABLED } = app.config;
  if (RATE_LIMIT_DISABLED) return false as const;
  return {
    max: REGISTER_MAX_PER_ADDRESS,
    timeWindow: REGISTER_WINDOW_SECONDS * 1000,
    keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
  };
}
