// Several instances (docs/decisions/0019). With REDIS_URL: `app.redis`, the link the limits count
// through, and `app.cacheBus`, which empties every instance's caches after a write. Without it,
// `app.redis` is null and the bus only empties this process's caches: the single-instance default.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CacheBus } from '../cluster/cache-bus';
import { RedisLink } from '../cluster/redis-link';

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisLink | null;
    cacheBus: CacheBus;
  }
}

export interface ClusterOptions {
  /** Prefix of every Redis key and of the channel (tests give each run its own). */
  redisPrefix?: string;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const cluster = fp<ClusterOptions>(
  async (app: FastifyInstance, options) => {
    const url = app.config.REDIS_URL;
    const link = url ? new RedisLink({ url, log: app.log, ...(options.redisPrefix ? { prefix: options.redisPrefix } : {}) }) : null;
    const bus = new CacheBus(link, app.log);
    app.decorate('redis', link);
    app.decorate('cacheBus', bus);
    if (link) {
      // A Redis that does not answer at start is an outage, not a wrong setting: start degraded.
      await link.waitUntilReady();
      await bus.start();
      app.addHook('onClose', async () => {
        await bus.close();
        await link.close();
      });
    }
    // A write that succeeded: empty the caches here and on every instance, before the reply goes,
    // so that the writer's next read anywhere sees it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!READS.has(request.method) && reply.statusCode < 400) await bus.written();
      return payload;
    });
  },
  { name: 'cluster', dependencies: ['database'] },
);
