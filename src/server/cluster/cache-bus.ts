// Empties the caches of every instance after a write (docs/decisions/0019). A successful write
// request empties this process's caches at once (the reply cache, the website's page cache) and,
// with REDIS_URL, publishes on a channel before its reply is sent; every other instance empties
// its own caches when the message arrives. While Redis is away each instance only empties its own,
// and the caches' short lifetimes (1 s for lists, 5 s for pages) bound how stale another can be;
// when Redis returns every instance empties its caches once, as it may have missed messages.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisLink } from './redis-link';

export class CacheBus {
  /** This instance's name on the channel: its own messages are not applied twice. */
  readonly instance = randomBytes(8).toString('hex');
  private readonly listeners = new Set<() => void>();
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    private readonly link: RedisLink | null,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = link ? link.key('cache') : '';
    link?.onRecovered(() => this.clearLocal());
  }

  /** Listens on the channel (with REDIS_URL); the subscription is renewed after each reconnection. */
  async start(): Promise<void> {
    if (!this.link) return;
    this.subscriber = this.link.duplicate();
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel && message !== this.instance) this.clearLocal();
    });
    // Queued until the connection is up; a failure here is the outage the link already reports.
    this.subscriber.subscribe(this.channel).catch((err: unknown) => this.log.debug({ err }, 'cache channel not subscribed yet'));
  }

  /** `listener` empties one cache; called on every write here and on every message from another instance. */
  onClear(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** A write succeeded on this instance: empty the caches here, then tell the others. */
  async written(): Promise<void> {
    this.clearLocal();
    if (!this.link) return;
    await this.link.run(
      async (redis) => {
        await redis.publish(this.channel, this.instance);
      },
      () => undefined,
    );
  }

  clearLocal(): void {
    for (const listener of this.listeners) listener();
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
