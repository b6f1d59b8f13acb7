// A micro-cache for the public lists: the same URL within `ttlMs` gets the same bytes without a
// query, a validation or a serialisation (see docs/decisions/0004-public-reply-cache.md).
// A route opts in with `config: { replyCache: true }` when its reply depends on the URL alone.
// Every write request of this process (POST, PUT, PATCH, DELETE) empties the cache when it starts
// and when it ends, and a list read while a write was under way is not kept; writes by another
// instance on the same database show within `ttlMs`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ReplyCacheOptions {
  /** How long a reply is reused, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** Bound on the bytes held (oldest entries go first). */
  maxBytes?: number;
}

interface Entry {
  payload: string;
  contentType: string;
  totalCount: string | undefined;
  expires: number;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const replyCache = fp<ReplyCacheOptions>(
  async (app: FastifyInstance, { ttlMs, maxBytes = 8 * 1024 * 1024 }) => {
    const entries = new Map<string, Entry>();
    let bytes = 0;
    let generation = 0;
    /** Requests that missed, with the generation they started in. */
    const misses = new WeakMap<FastifyRequest, number>();

    const clear = () => {
      generation++;
      entries.clear();
      bytes = 0;
    };
    const forget = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      bytes -= entry.payload.length;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!READS.has(request.method)) return clear();
      if (ttlMs <= 0 || request.method !== 'GET' || request.routeOptions.config.replyCache !== true) return;
      const entry = entries.get(request.url);
      if (entry && entry.expires > Date.now()) {
        if (entry.totalCount !== undefined) reply.header('X-Total-Count', entry.totalCount);
        return reply.code(200).type(entry.contentType).send(entry.payload);
      }
      forget(request.url);
      misses.set(request, generation);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const started = misses.get(request);
      if (started === undefined || started !== generation || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (payload.length > maxBytes / 8) return payload;
      forget(request.url);
      const totalCount = reply.getHeader('x-total-count');
      entries.set(request.url, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        totalCount: totalCount === undefined ? undefined : String(totalCount),
        expires: Date.now() + ttlMs,
      });
      bytes += payload.length;
      for (const key of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(key);
      }
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      if (!READS.has(request.method)) clear();
    });
  },
  { name: 'reply-cache' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply depends on the URL alone and may be reused for a moment (see reply-cache.ts). */
    replyCache?: boolean;
  }
}
