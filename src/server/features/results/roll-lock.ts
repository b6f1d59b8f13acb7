// The lock per roll number (decision 0036): after 5 failed look-ups within an hour, the roll
// answers only the generic failure for an hour from the fifth, the right date of birth included.
// Counted in Redis when REDIS_URL is set (shared by every instance), else in this process, and in
// this process too while Redis is away (as the other limits, decision 0019).
import type { RedisLink } from '../../cluster/redis-link';
import type { Clock } from '../../lib/clock';
import { ExpiringMap } from '../../lib/expiring-map';

export const ROLL_MAX_FAILURES = 5;
export const ROLL_WINDOW_MS = 3600_000;

/** INCR; the window starts with the first failure, and starts again (an hour) at the fifth. */
const FAIL_SCRIPT =
  "local n = redis.call('INCR', KEYS[1]) if n == 1 or n == tonumber(ARGV[1]) or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return n";

export class RollLock {
  private readonly local: ExpiringMap<{ count: number }>;

  constructor(
    private readonly link: RedisLink | null,
    private readonly clock: Clock,
    private readonly disabled = false,
  ) {
    this.local = new ExpiringMap(clock);
  }

  private key(roll: string) {
    return this.link!.key(`results-roll:${roll.toLowerCase()}`);
  }

  private lockedLocally(roll: string) {
    return (this.local.get(roll.toLowerCase())?.count ?? 0) >= ROLL_MAX_FAILURES;
  }

  private failLocally(roll: string) {
    const key = roll.toLowerCase();
    const entry = this.local.get(key) ?? { count: 0 };
    entry.count += 1;
    if (entry.count === 1 || entry.count === ROLL_MAX_FAILURES) this.local.set(key, entry, this.clock() + ROLL_WINDOW_MS);
  }

  async locked(roll: string): Promise<boolean> {
    if (this.disabled) return false;
    if (!this.link) return this.lockedLocally(roll);
    return this.link.run(
      async (redis) => Number((await redis.get(this.key(roll))) ?? 0) >= ROLL_MAX_FAILURES,
      () => this.lockedLocally(roll),
    );
  }

  async fail(roll: string): Promise<void> {
    if (this.disabled) return;
    if (!this.link) return this.failLocally(roll);
    await this.link.run(
      async (redis) => {
        await redis.eval(FAIL_SCRIPT, 1, this.key(roll), ROLL_MAX_FAILURES, ROLL_WINDOW_MS);
      },
      () => this.failLocally(roll),
    );
  }
}
