// A micro-cache for the public lists: the same URL within `ttlMs` gets the same bytes without a
// query, a validation or a serialisation (see docs/decisions/0004-public-reply-cache.md).
// A route opts in with `config: { replyCache: true }` when its reply depends on the URL alone.
// This plugin fills the store (reply-cache-store.ts) from the replies Fastify sends, with every
// header they carry, and answers hits that reach Fastify (app.inject(), as the website's renderer
// calls the API); hits over the network are answered by the store's front door before Fastify.
// Every write request of this process (POST, PUT, PATCH, DELETE) empties the cache when it starts
// and when it ends, and a list read while a write was under way is not kept; writes by another
// instance on the same database show within `ttlMs`, or at once with REDIS_URL (the cache bus of
// plugins/cluster.ts empties this store when another instance writes; docs/decisions/0019).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { replyCacheKey, ReplyCacheStore, type Waiting } from './reply-cache-store';

export interface ReplyCacheOptions {
  /** The store, shared with the front door of the API's server (app.ts); or else: */
  store?: ReplyCacheStore;
  /** How long a reply is reused, in milliseconds; 0 turns the cache off. */
  ttlMs?: number;
  /** Bound on the bytes held (oldest entries go first). */
  maxBytes?: number;
  /** The time entries expire by; the app's clock by default. */
  clock?: Clock;
}

interface Miss {
  key: string;
  /** The store's generation when the request started: a write since then means the reply is not kept. */
  generation: number;
  /** Set when this request leads the miss for its key (front-door requests wait for it). */
  leads: Waiting | null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const replyCache = fp<ReplyCacheOptions>(
  async (app: FastifyInstance, options) => {
    const { ttlMs = 0, maxBytes } = options;
    const store =
      options.store ??
      (ttlMs > 0 ? new ReplyCacheStore({ ttlMs, clock: options.clock ?? app.clock, ...(maxBytes ? { maxBytes } : {}) }) : null);
    app.decorate('replyCacheStore', store);
    const misses = new WeakMap<FastifyRequest, Miss>();
    if (store && app.hasDecorator('cacheBus')) app.cacheBus.onClear(() => store.clear());

    app.addHook('onRequest', async (request, reply) => {
      if (!READS.has(request.method)) return store?.clear();
      if (store === null || request.method !== 'GET' || request.routeOptions.config.replyCache !== true) return;
      const key = replyCacheKey(request.url, request.headers);
      const entry = store.get(key);
      if (entry) return reply.code(200).headers(entry.headers).send(entry.body);
      const leads = store.lead(key);
      // However the request ends, the requests waiting for it must be answered.
      if (leads) reply.raw.once('close', () => store.settle(key, leads));
      misses.set(request, { key, generation: store.generation, leads });
    });

    // Registered after the security headers' onSend (app.ts), so the reply's headers are complete.
    app.addHook('onSend', async (request, reply, payload) => {
      const miss = misses.get(request);
      if (miss === undefined || store === null) return payload;
      if (miss.generation === store.generation) store.keepSent(miss.key, reply, payload);
      if (miss.leads) store.settle(miss.key, miss.leads);
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      if (!READS.has(request.method)) store?.clear();
    });

    // From the first moment of closing, every request goes to Fastify (which answers 503).
    app.addHook('preClose', async () => {
      if (store) store.closing = true;
    });
  },
  { name: 'reply-cache' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The reply cache's store, when the cache is on (a list lets its front door answer misses: public-routes.ts). */
    replyCacheStore: ReplyCacheStore | null;
  }
  interface FastifyContextConfig {
    /** The reply depends on the URL alone and may be reused for a moment (see reply-cache.ts). */
    replyCache?: boolean;
  }
}
