// The reply cache's store, and the "front door": a node:http request listener that answers a GET
// from the store before Fastify sees it (see docs/decisions/0004-public-reply-cache.md).
// One store, two ways in: the front door for requests that come over the network, and the
// reply-cache plugin's onRequest hook for app.inject() (the website's server-side renderer).
// The plugin fills the store from the replies Fastify sends; this module only keeps and serves.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { type Clock, systemClock } from '../lib/clock';

type Headers = Record<string, string | number | string[] | undefined>;

export interface CachedReply {
  /** Every header the reply carried when Fastify sent it, content-length last, as Fastify writes them. */
  headers: Headers;
  body: Buffer;
  expires: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
/** Front-door requests waiting for a leader's reply. */
export type Waiting = [IncomingMessage, ServerResponse][];

/** The timeouts Fastify applies to a server it creates itself (fastify/lib/server.js), defaults filled in. */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** The key of a request in the store, or null when the front door must hand it to Fastify. */
export type ReplyKey = (url: string, headers: IncomingMessage['headers']) => string | null;

export interface ReplyCacheStoreOptions {
  /** How long a reply is reused, in milliseconds. */
  ttlMs: number;
  /** Bound on the bytes of bodies held (oldest entries go first). */
  maxBytes?: number;
  /** The front door's key of a request; the API's lists by default (the website's pages have their own). */
  keyOf?: ReplyKey;
  /** The time entries expire by (a test's clock moves by hand). */
  clock?: Clock;
}

/**
 * The key of a request: its raw URL and the request headers that change the reply's headers
 * (Origin for CORS; X-Forwarded-Proto for Strict-Transport-Security when behind a proxy).
 */
export function replyCacheKey(url: string, headers: IncomingMessage['headers']): string {
  const origin = headers.origin ?? '';
  const proto = headers['x-forwarded-proto'] ?? '';
  return `${url}\n${origin}\n${typeof proto === 'string' ? proto : proto.join(',')}`;
}

/**
 * A public list answering a miss at the front door as its Fastify route would (decision 0039): the
 * query as Fastify's parser gives it; the body and the count, or null when the query is not valid
 * (Fastify then answers, with its validation error).
 */
export type DoorList = (query: Record<string, string | string[] | undefined>) => Promise<{ body: string; total: number } | null>;

/** Bound on the header sets learnt (one per path, origin and proxy scheme; the origin is the client's to choose). */
const TEMPLATES_MAX = 256;

/** What `keepSent` reads of a Fastify reply in an onSend hook. */
interface SentReply {
  statusCode: number;
  hasHeader(name: string): boolean;
  getHeaders(): Headers;
}

/** How long a key that missed is remembered: its next miss within this time is kept. */
const SECOND_ASK_MS = 60_000;
/**
 * Bounds on the keys remembered (the oldest go first). A burst of one-off URLs (a query string of
 * its own on every request, 2,000 a second) otherwise kept a minute of them: about 30,000 keys and
 * 5 MB of V8's heap, most of what the heap still held after the burst (docs/decisions/0039). A key
 * asked for again is noted again at the back, so a reused URL stays however many one-off URLs come.
 */
export const ASKED_MAX_KEYS = 4096;
const ASKED_MAX_CHARS = 256 * 1024;

export class ReplyCacheStore {
  readonly ttlMs: number;
  readonly maxBytes: number;
  /** Bumped by every clear: a reply whose request started in an older generation is not kept. */
  generation = 0;
  /** Set when the app starts closing: the front door then hands everything to Fastify. */
  closing = false;
  private readonly entries = new Map<string, CachedReply>();
  private bytes = 0;
  /** Keys with a miss under way, and the front-door requests waiting for its reply. */
  private readonly pending = new Map<string, Waiting>();
  private handOff: Handler | null = null;
  private readonly keyOf: ReplyKey;
  /** Keys that missed lately, and until when their next miss is kept (see `admits`). */
  private readonly asked = new Map<string, number>();
  private askedChars = 0;
  private readonly clock: Clock;
  /** The lists a miss of which the front door answers itself, by path. */
  private readonly lists = new Map<string, DoorList>();
  /** The headers of a list's last 200 sent by Fastify, by the key of its path (without the query). */
  private readonly templates = new Map<string, Headers>();

  constructor({ ttlMs, maxBytes = 8 * 1024 * 1024, keyOf = replyCacheKey, clock = systemClock }: ReplyCacheStoreOptions) {
    this.clock = clock;
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.keyOf = keyOf;
  }

  /** The fresh entry under `key`, or undefined (a stale one is dropped). */
  get(key: string, now = this.clock()): CachedReply | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires > now) return entry;
    this.forget(key);
    return undefined;
  }

  /**
   * Keeps a reply, unless it is too big to be worth it; the oldest entries go beyond maxBytes.
   * `expires`: when it must go at the latest (a page's own cache window), else ttlMs from now.
   */
  set(key: string, headers: Headers, body: Buffer, expires?: number): void {
    if (body.length > this.maxBytes / 8) return;
    this.forget(key);
    // The oldest entries are at the front: let the expired ones go now, not when the byte bound
    // pushes them out (many distinct URLs would otherwise keep maxBytes of dead replies).
    const now = this.clock();
    for (const [old, entry] of this.entries) {
      if (entry.expires > now) break;
      this.forget(old);
    }
    this.entries.set(key, { headers, body, expires: Math.min(expires ?? Number.POSITIVE_INFINITY, now + this.ttlMs) });
    this.bytes += body.length;
    for (const old of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(old);
    }
  }

  /**
   * Keeps the reply an onSend hook is about to send, as Fastify will write it: every header it
   * carries then, plus the Content-Length Fastify adds after onSend. Only a 200 with a ready body
   * that sets no cookie (a cookie is one visitor's).
   */
  keepSent(key: string, reply: SentReply, payload: unknown, expires?: number): void {
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)) || reply.hasHeader('set-cookie')) return;
    const headers = reply.getHeaders();
    this.learn(key, headers);
    if (!this.admits(key)) return;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (Number(headers['content-length']) !== body.length) headers['content-length'] = String(body.length);
    this.set(key, headers, body, expires);
  }

  /**
   * Whether a miss's reply is worth keeping: when its key missed already in the last minute, or
   * other requests are waiting for this very reply. A URL asked for once (a query string of its
   * own: a tracking parameter, a crawler, a client defeating caches) is then never kept. Kept, it
   * would push out replies that are reused, and its body would be garbage outside V8's heap, given
   * back only at a major collection: a soak with every fifth list request so made held about 50 MB
   * more at its peak. nginx calls this proxy_cache_min_uses 2.
   */
  private admits(key: string): boolean {
    const now = this.clock();
    const until = this.asked.get(key);
    if (until !== undefined) {
      this.asked.delete(key);
      this.askedChars -= key.length;
    }
    // Noted again (at the back: the oldest go first), so a kept reply that expires is kept again at its next miss.
    this.asked.set(key, now + SECOND_ASK_MS);
    this.askedChars += key.length;
    // The oldest are at the front: they go when they are past their minute or over the bound.
    for (const [old, oldUntil] of this.asked) {
      if (oldUntil > now && this.askedChars <= ASKED_MAX_CHARS && this.asked.size <= ASKED_MAX_KEYS) break;
      this.asked.delete(old);
      this.askedChars -= old.length;
    }
    return (until !== undefined && until > now) || (this.pending.get(key)?.length ?? 0) > 0;
  }

  /**
   * Lets the front door answer a miss of the list at `path` itself, once Fastify has sent one 200
   * of that path to a request with the same Origin and X-Forwarded-Proto: the same headers, with
   * the miss's own X-Total-Count and Content-Length. What it skips is Fastify's request cycle; the
   * query, its validation, the list's queries and view and the serialisation are the route's own.
   */
  answerMisses(path: string, list: DoorList): void {
    this.lists.set(path, list);
  }

  /** Notes the headers of a list's 200, for `answerMisses`. */
  private learn(key: string, headers: Headers): void {
    const query = key.indexOf('?');
    const newline = key.indexOf('\n');
    if (!this.lists.has(key.slice(0, query >= 0 && query < newline ? query : newline))) return;
    const pathKey = query >= 0 && query < newline ? key.slice(0, query) + key.slice(newline) : key;
    if (!this.templates.has(pathKey) && this.templates.size >= TEMPLATES_MAX) this.templates.clear();
    this.templates.set(pathKey, headers);
  }

  /** Answers a miss at the front door when its path is a list with learnt headers; false when Fastify must. */
  private answerMiss(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query >= 0 ? url.slice(0, query) : url;
    const list = this.lists.get(path);
    if (list === undefined) return false;
    const template = this.templates.get(replyCacheKey(path, req.headers));
    if (template === undefined) return false;
    const leads = this.lead(key);
    if (leads === null) {
      this.pending.get(key)!.push([req, res]);
      return true;
    }
    const generation = this.generation;
    const toFastify = () => {
      // Fastify answers it: a validation error, a failed query, or closing (its 503).
      this.settle(key, leads);
      if (!res.headersSent) this.handOff!(req, res);
    };
    Promise.resolve(query >= 0 ? url.slice(query + 1) : '')
      .then((search) => list(parseQuery(search)))
      .then((result) => {
        if (result === null || this.closing) return toFastify();
        const headers: Headers = {};
        for (const name in template) headers[name] = name === 'x-total-count' ? String(result.total) : template[name];
        headers['content-length'] = String(Buffer.byteLength(result.body));
        res.writeHead(200, headers);
        // Written as the string: a Buffer of it (outside V8's heap, freed only when collected) is
        // made only for a reply that is kept.
        res.end(result.body);
        if (generation === this.generation && this.admits(key)) this.set(key, headers, Buffer.from(result.body));
        this.settle(key, leads);
      })
      .catch(toFastify);
    return true;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** How many keys that missed are remembered for their second miss (see `admits`). */
  get remembered(): number {
    return this.asked.size;
  }

  /**
   * Marks a miss for `key` as under way, so that front-door requests for the same key wait for
   * its reply instead of each running the same query (with an asynchronous database, all the
   * requests arriving before the first reply would otherwise miss together). Returns whether
   * this request leads (a token), or null; the leader must call `settle(key, token)` once its
   * reply is kept or refused.
   */
  lead(key: string): Waiting | null {
    if (this.pending.has(key)) return null;
    const waiting: Waiting = [];
    this.pending.set(key, waiting);
    return waiting;
  }

  /** How many front-door requests wait for the miss under way for `key`. */
  waiting(key: string): number {
    return this.pending.get(key)?.length ?? 0;
  }

  /** The leader's reply is kept (or not): answer the waiting requests, from the store or by Fastify. */
  settle(key: string, token: Waiting): void {
    const waiting = this.pending.get(key);
    if (waiting !== token) return;
    this.pending.delete(key);
    for (const [req, res] of waiting) this.answer(req, res, key);
  }

  /** The request listener of the API's server: cache hits here, everything else to Fastify. */
  frontDoor(fastify: Handler): Handler {
    this.handOff = fastify;
    return (req, res) => {
      if (req.method !== 'GET' || this.closing) return fastify(req, res);
      const key = this.keyOf(req.url ?? '', req.headers);
      if (key === null) return fastify(req, res);
      const waiting = this.pending.get(key);
      // Another request is fetching this very reply: wait for it (a query's time) rather than repeat it.
      if (waiting !== undefined) waiting.push([req, res]);
      else this.answer(req, res, key);
    };
  }

  /** A node:http server for Fastify's `serverFactory`, set up as Fastify sets up its own. */
  createServer(fastify: Handler, timeouts: ServerTimeouts): http.Server {
    const server = http.createServer(this.frontDoor(fastify));
    if (timeouts.keepAliveTimeout !== undefined) server.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (timeouts.requestTimeout !== undefined) server.requestTimeout = timeouts.requestTimeout;
    if (timeouts.connectionTimeout !== undefined) server.setTimeout(timeouts.connectionTimeout);
    if (timeouts.maxRequestsPerSocket) server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    return server;
  }

  private answer(req: IncomingMessage, res: ServerResponse, key: string): void {
    const entry = this.closing ? undefined : this.get(key);
    if (entry === undefined) {
      if (this.closing || !this.answerMiss(req, res, key)) this.handOff!(req, res);
      return;
    }
    res.writeHead(200, entry.headers);
    res.end(entry.body);
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
