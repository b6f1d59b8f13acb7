// The link to Redis when REDIS_URL is set (docs/decisions/0019): one connection for commands and
// one for the cache channel. Commands never wait for a connection that is down (no offline queue,
// a short timeout): the caller falls back to its per-process state. The first failure of an outage
// is logged as a warning and the link reports itself degraded (the health check shows it); when
// Redis answers again, that is logged and the link is up again.
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../config';

/** Redis refused the credentials in REDIS_URL: a wrong setting, not an outage. */
const REFUSED = /WRONGPASS|NOAUTH|NOPERM|invalid password|invalid username-password/i;

export interface RedisLinkOptions {
  url: string;
  /** Every key and the channel start with it (tests give each run its own). */
  prefix?: string;
  log: FastifyBaseLogger;
  /** How long a command may take before the caller falls back, in ms. */
  commandTimeoutMs?: number;
}

export class RedisLink {
  readonly client: Redis;
  readonly prefix: string;
  /** False from the first failure of an outage until Redis answers again. */
  up = false;
  private readonly log: FastifyBaseLogger;
  private warned = false;
  private readonly recoveredListeners = new Set<() => void>();

  constructor({ url, prefix = 'camps:', log, commandTimeoutMs = 500 }: RedisLinkOptions) {
    this.prefix = prefix;
    this.log = log;
    this.client = new Redis(url, redisOptions(commandTimeoutMs));
    this.client.on('ready', () => this.recovered());
    // Without a listener ioredis prints every connection error; one warning per outage is enough.
    this.client.on('error', (err: Error) => this.failed(err));
    this.client.on('end', () => {
      this.up = false;
    });
  }

  /** A second connection (for subscribing), with the same options. */
  duplicate(): Redis {
    // Subscriptions wait for the connection and are renewed after each reconnection.
    const copy = this.client.duplicate({ ...redisOptions(1000), enableOfflineQueue: true });
    copy.on('error', (err: Error) => this.failed(err));
    return copy;
  }

  /**
   * Resolves once connected, or after `timeoutMs` (the process then starts degraded). Rejects with
   * a ConfigError naming REDIS_URL when Redis answers but refuses its credentials.
   */
  async waitUntilReady(timeoutMs = 2000): Promise<void> {
    if (this.client.status === 'ready') return;
    let refused: Error | null = null;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        this.client.off('error', onError);
        resolve();
      };
      const onError = (err: Error) => {
        if (!REFUSED.test(err.message)) return;
        refused = err;
        done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.client.on('ready', done);
      this.client.on('error', onError);
    });
    if (refused) {
      this.client.disconnect();
      throw new ConfigError('Invalid environment variable REDIS_URL: Redis refused its user name or password');
    }
    if (!this.up) this.failed(new Error('Redis did not answer at start'));
  }

  /** Runs a command; on any failure logs the outage (once) and returns `fallback()` instead. */
  async run<T>(command: (redis: Redis) => Promise<T>, fallback: () => T): Promise<T> {
    if (this.client.status !== 'ready') {
      this.failed(new Error(`Redis connection is ${this.client.status}`));
      return fallback();
    }
    try {
      const value = await command(this.client);
      if (!this.up) this.recovered();
      return value;
    } catch (err) {
      this.failed(err as Error);
      return fallback();
    }
  }

  /** Whether Redis answers now (the health check). */
  async ping(): Promise<boolean> {
    return this.run(
      async (redis) => (await redis.ping()) === 'PONG',
      () => false,
    );
  }

  /** Called when Redis answers again after an outage (the cache bus then empties the local caches). */
  onRecovered(listener: () => void): void {
    this.recoveredListeners.add(listener);
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  async close(): Promise<void> {
    this.up = false;
    this.client.disconnect();
  }

  private failed(err: Error): void {
    this.up = false;
    if (this.warned) return;
    this.warned = true;
    this.log.warn({ err }, 'Redis unavailable: limits are counted per process and caches emptied locally until it returns');
  }

  private recovered(): void {
    const wasDown = this.warned;
    this.up = true;
    this.warned = false;
    if (wasDown) this.log.info('Redis available again: limits and cache invalidation are shared again');
    for (const listener of this.recoveredListeners) listener();
  }
}

function redisOptions(commandTimeoutMs: number): RedisOptions {
  return {
    connectTimeout: 2000,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying, at most every 2 s, for as long as the process runs.
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
}
