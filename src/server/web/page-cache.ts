// Keeps each rendered page for a few seconds, so a burst of visitors costs one render; concurrent
// requests for the same URL share one render. Emptied after every write (the API's cache bus:
// this instance's writes, and with REDIS_URL every other instance's; docs/decisions/0019).
export class PageCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** `keep` may refuse a produced value (a fallback): it is then made again on the next request. */
  get(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    // Entries expire in the order they were made (one TTL): the expired ones are at the front. Let
    // go of them now rather than when the cache is full, so that a page stays in memory for its
    // few seconds and not until 500 other addresses have come by (memory: docs/performance.md).
    for (const [k, entry] of this.entries) {
      if (entry.expires > now && this.entries.size < this.maxEntries) break;
      this.entries.delete(k);
    }
    const value = produce();
    this.entries.delete(key); // set again at the back, where the newest are
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.then(
      (made) => {
        if (!keep(made) && this.entries.get(key)?.value === value) this.entries.delete(key);
      },
      () => this.entries.delete(key),
    );
    return value;
  }

  /** When the fresh entry under `key` expires (ms since the epoch), or undefined. */
  expiresAt(key: string, now = Date.now()): number | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > now ? entry.expires : undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
