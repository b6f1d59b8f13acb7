// Failed attempts per key with a growing wait: the first `free` failures cost nothing, then each
// failure makes the key wait `baseMs`, doubling, up to `maxMs`. A key is forgotten `memoryMs`
// after its last failure, or at once on a success. In memory and per process, like the other
// limits (docs/decisions/0002), or shared in Redis with REDIS_URL (SharedBackoff, 0019); the
// login uses it per username and address (docs/decisions/0011).
import { type Clock, systemClock } from '../lib/clock';
import { ExpiringMap } from '../lib/expiring-map';
import { type Blocker, SharedCount } from './attempt-limiter';

interface State {
  failures: number;
  waitUntil: number;
}

export interface BackoffSettings {
  free: number;
  baseMs: number;
  maxMs: number;
  memoryMs: number;
}

export class FailureBackoff implements Blocker {
  private readonly states: ExpiringMap<State>;

  constructor(
    readonly settings: BackoffSettings,
    private readonly now: Clock = systemClock,
  ) {
    // A key is forgotten `memoryMs` after its last failure.
    this.states = new ExpiringMap(now);
  }

  /** The wait in ms after the `failures`-th failure. */
  waitAfter(failures: number): number {
    const { free, baseMs, maxMs } = this.settings;
    if (failures < free) return 0;
    // 2^30 is far above any sensible cap; the bound keeps the shift in range.
    return Math.min(maxMs, baseMs * 2 ** Math.min(30, failures - free));
  }

  /** Seconds until `key` may try again, or 0. */
  blockedFor(key: string): number {
    const state = this.states.get(key);
    return state && state.waitUntil > this.now() ? Math.max(1, Math.ceil((state.waitUntil - this.now()) / 1000)) : 0;
  }

  /** Counts one failure for `key` and starts its wait. */
  fail(key: string): void {
    const now = this.now();
    const state = this.states.get(key) ?? { failures: 0, waitUntil: 0 };
    state.failures += 1;
    state.waitUntil = now + this.waitAfter(state.failures);
    this.states.set(key, state, now + this.settings.memoryMs);
  }

  /** Forgets `key` (a successful login from that address). */
  reset(key: string): void {
    this.states.delete(key);
  }
}

/** A backoff that never makes anyone wait (RATE_LIMIT_DISABLED=true). */
export class NoBackoff extends FailureBackoff {
  constructor() {
    super({ free: Number.MAX_SAFE_INTEGER, baseMs: 0, maxMs: 0, memoryMs: 0 });
  }
  override blockedFor(): number {
    return 0;
  }
  override fail(): void {}
}

/**
 * A FailureBackoff whose failures are kept in Redis (the login counts them there in one script with
 * its address limit, login.ts), or in the process while Redis is away. In Redis the failure count
 * lives `memoryMs` after the last failure, and the wait is a key that expires when the wait ends,
 * so the instances need not agree on the time.
 */
export class SharedBackoff extends SharedCount<FailureBackoff> {
  protected get off() {
    return this.local instanceof NoBackoff;
  }

  async reset(key: string): Promise<void> {
    this.local.reset(key);
    const link = this.shared;
    if (!link) return;
    await link.run(
      async (redis) => {
        await redis.del(...this.redisKeys(key));
      },
      () => undefined,
    );
  }

  /** The failure count's key and the wait's key. */
  redisKeys(key: string): [string, string] {
    return [this.link!.key(`backoff:${this.name}:failures:${key}`), this.link!.key(`backoff:${this.name}:wait:${key}`)];
  }
}
