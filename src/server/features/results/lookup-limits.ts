// Failed public look-ups counted by the UTC hour (decision 0036): the console shows the last 24
// hours, and staff are e-mailed once an hour passes the threshold. Counted where the limits count
// (Redis when REDIS_URL is set, else this process), not in the database: a refused look-up writes
// no row.
import type { RedisLink } from '../../cluster/redis-link';
import type { Clock } from '../../lib/clock';

export const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13);

const KEEP_MS = 48 * 3600_000;

export class FailureCounter {
  private readonly local = new Map<string, number>();
  private readonly alerted = new Set<string>();

  constructor(
    private readonly link: RedisLink | null,
    private readonly clock: Clock,
  ) {}

  /** Counts one failure now; returns the hour's count and whether this call is the one to alert for it. */
  async add(threshold: number): Promise<{ hour: string; count: number; alert: boolean }> {
    const hour = hourOf(this.clock());
    const locally = () => {
      const count = (this.local.get(hour) ?? 0) + 1;
      this.local.set(hour, count);
      for (const old of this.local.keys()) if (old < hourOf(this.clock() - KEEP_MS)) this.local.delete(old);
      const alert = count >= threshold && !this.alerted.has(hour);
      if (alert) this.alerted.add(hour);
      return { hour, count, alert };
    };
    if (!this.link) return locally();
    const link = this.link;
    return link.run(async (redis) => {
      const key = link.key(`results-failures:${hour}`);
      const count = await redis.incr(key);
      if (count === 1) await redis.pexpire(key, KEEP_MS);
      // Only the first to set the flag sends: one e-mail an hour, however many instances.
      const alert = count >= threshold && (await redis.set(link.key(`results-alerted:${hour}`), '1', 'PX', KEEP_MS, 'NX')) === 'OK';
      return { hour, count, alert };
    }, locally);
  }

  /** The last 24 hours with failures, newest first. */
  async lastDay(): Promise<{ hour: string; failures: number }[]> {
    const now = this.clock();
    const hours = Array.from({ length: 24 }, (_, i) => hourOf(now - i * 3600_000));
    const locally = () => hours.map((hour) => this.local.get(hour) ?? 0);
    const link = this.link;
    const counts = link
      ? await link.run(
          async (redis) => (await redis.mget(...hours.map((h) => link.key(`results-failures:${h}`)))).map((v) => Number(v ?? 0)),
          locally,
        )
      : locally();
    return hours.map((hour, i) => ({ hour, failures: counts[i] ?? 0 })).filter((x) => x.failures > 0);
  }
}
