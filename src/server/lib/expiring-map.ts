// A map whose entries each expire at a time of their own: an expired entry is gone when read, and
// the expired ones are swept out before the map grows past a bound (so that keys seen once, such as
// addresses that tried once, do not pile up). In memory and per process. Under the attempt limits,
// the login's backoff and the rate limits' fallback count (decision 0026).
import { type Clock, systemClock } from './clock';

/** Below this many keys nothing is swept. */
const SWEEP_AT = 10_000;

export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private sweepAt = SWEEP_AT;

  constructor(readonly clock: Clock = systemClock) {}

  /** The live value under `key`, or undefined (an expired one is dropped). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.clock()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Sets `key` to `value` until `expiresAt` (ms since the epoch). */
  set(key: string, value: V, expiresAt: number): void {
    if (!this.entries.has(key) && this.entries.size >= this.sweepAt) this.sweep();
    this.entries.set(key, { value, expiresAt });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops the expired keys; if most are still live, waits until the map has doubled before the next sweep. */
  private sweep(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    this.sweepAt = Math.max(SWEEP_AT, this.entries.size * 2);
  }
}

/** A count in a fixed window. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Counts per key in fixed windows: the first hit opens a window of `windowMs`; the count resets when it ends. */
export class WindowCounts {
  private readonly windows: ExpiringMap<WindowCount>;

  constructor(clock: Clock = systemClock) {
    this.windows = new ExpiringMap(clock);
  }

  /** The open window of `key`, or undefined. */
  peek(key: string): WindowCount | undefined {
    return this.windows.get(key);
  }

  /** Counts one for `key`, opening a window of `windowMs` when none is open; the window after. */
  hit(key: string, windowMs: number): WindowCount {
    const open = this.windows.get(key);
    if (open) {
      open.count += 1;
      return open;
    }
    const window = { count: 1, resetAt: this.windows.clock() + windowMs };
    this.windows.set(key, window, window.resetAt);
    return window;
  }

  /** Milliseconds until the window of `key` ends, from now. */
  remaining(window: WindowCount): number {
    return window.resetAt - this.windows.clock();
  }
}
