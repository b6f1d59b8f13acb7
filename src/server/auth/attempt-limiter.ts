// Counts attempts per key (a client address, a username, a phone number) in fixed windows, in
// memory. Used where the key is only known after the body is parsed, which @fastify/rate-limit's
// per-route hook cannot see. Per process, like the other rate limits (docs/decisions/0002).
import type { FastifyReply } from 'fastify';
import { en } from '../../shared/messages/en';
import { HttpError } from '../plugins/errors';

interface Window {
  count: number;
  resetAt: number;
}

/** Above this many keys, expired windows are swept before a new key is added. */
const SWEEP_AT = 10_000;

/** Anything that can say how long a key must wait. */
export interface Blocker {
  blockedFor(key: string): number;
}

export class AttemptLimiter implements Blocker {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is under the limit. Does not count. */
  blockedFor(key: string): number {
    const w = this.current(key);
    return w && w.count >= this.max ? Math.max(1, Math.ceil((w.resetAt - this.now()) / 1000)) : 0;
  }

  /** Counts one attempt for `key`. */
  hit(key: string): void {
    const w = this.current(key);
    if (w) {
      w.count += 1;
      return;
    }
    if (this.windows.size >= SWEEP_AT) this.sweep();
    this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  private current(key: string): Window | undefined {
    const w = this.windows.get(key);
    if (w && w.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
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

/** Refuses with 429 and Retry-After when any of the keys is over its limit. */
export function refuseIfBlocked(reply: FastifyReply, ...checks: [Blocker, string][]): void {
  refuseFor(reply, Math.max(0, ...checks.map(([limiter, key]) => limiter.blockedFor(key))));
}

/** Refuses with 429 and Retry-After when `seconds` is above 0. */
export function refuseFor(reply: FastifyReply, seconds: number): void {
  if (seconds > 0) {
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, en.api.rateLimited);
  }
}

export function makeLimiter(disabled: boolean, max: number, windowSeconds: number, now?: () => number): AttemptLimiter {
  return disabled ? new NoLimit() : new AttemptLimiter(max, windowSeconds * 1000, now);
}
