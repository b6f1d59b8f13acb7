// The one transport under both apps' API clients (decision 0027): the address, cookies, the staff
// token when there is one, the CSRF header and its one retry, every refusal read into the one error
// class, the 401 rule, and the paging header. The website adds idempotent resends on top
// (web/api/api-client.ts), the console its session and upload progress (admin/api/api-client.ts).
import { ApiError, errorText } from './api-error';
import { createCsrfSource } from './csrf';
import { apiUrl, type Query } from './url';

export type { Query };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** One page of a list, and the total its X-Total-Count gives. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

export interface SendOptions {
  method?: Method;
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (the console's FormData, multipart). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Sent without the staff token (public calls, login). */
  anonymous?: boolean;
  /** With the CSRF header; `'retry'`: once more with a fresh token after a 403. */
  csrf?: boolean | 'retry';
  signal?: AbortSignal | undefined;
  /** How this request is made, when not by the transport's fetch (the console's uploads, which report progress). */
  fetch?: Fetcher | undefined;
}

export interface TransportOptions {
  baseUrl: string;
  fetch?: Fetcher | undefined;
  /** The page's cookies; absent on the server. */
  readCookies?: (() => string) | undefined;
  /** The staff token to send, when there is one. */
  token?: () => string | null;
  /** A 401 answered a request that carried the token: it is no longer good. */
  onUnauthorized?: () => void;
}

export type Send = (path: string, options?: SendOptions) => Promise<Response>;

/** A refusal read into the one error class: its body when it is JSON, its Retry-After, a message. */
export function toApiError(status: number, bodyText: string, message: string, retryAfterHeader: string | null = null): ApiError {
  let body: unknown = null;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    body = null;
  }
  const retryAfter = Number(retryAfterHeader ?? Number.NaN);
  return new ApiError(status, errorText(status, body) ?? message, body, Number.isFinite(retryAfter) ? retryAfter : null);
}

/** A reply's JSON; nothing for an empty body (a 204). */
export async function readJson<T>(reply: Response): Promise<T> {
  const text = await reply.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A page of a list (a JSON array) and its X-Total-Count; without a sound header the total is the page. */
export async function readPage<T>(reply: Response): Promise<ListPage<T>> {
  const body = await readJson<unknown>(reply);
  const rows = Array.isArray(body) ? (body as T[]) : [];
  // No header reads as 0, below any page with rows.
  const total = Number(reply.headers.get('X-Total-Count'));
  return { rows, total: Number.isInteger(total) && total >= rows.length ? total : rows.length };
}

export function createTransport(options: TransportOptions): Send {
  const doFetch: Fetcher = options.fetch ?? ((url, init) => globalThis.fetch(url, init));

  const csrf = createCsrfSource(async (path) => readJson(await send(path, { anonymous: true })), options.readCookies);

  /** Sends a request and returns its successful reply; every failure is an ApiError. */
  async function send(path: string, opts: SendOptions = {}): Promise<Response> {
    const method = opts.method ?? 'GET';
    const token = opts.anonymous ? null : (options.token?.() ?? null);
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (token) headers.Authorization = `Token ${token}`;
    let body = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['Content-Type'] = 'application/json';
    }
    const url = apiUrl(options.baseUrl, path, opts.query);
    const attempt = async (csrfHeader?: Promise<Record<string, string>>) => {
      const init: RequestInit = {
        method,
        headers: { ...headers, ...(await csrfHeader) },
        body,
        signal: opts.signal,
        credentials: 'include',
      };
      try {
        return await (opts.fetch ?? doFetch)(url, init);
      } catch (error) {
        // A request its caller gave up on is not a network failure.
        if (opts.signal?.aborted) throw error;
        throw new ApiError(0, error instanceof Error ? error.message : 'network error');
      }
    };
    let reply = await attempt(opts.csrf ? csrf.header() : undefined);
    // A stale CSRF cookie: once more with a fresh token.
    if (opts.csrf === 'retry' && reply.status === 403) reply = await attempt(csrf.freshHeader());
    if (reply.status === 401 && token) options.onUnauthorized?.();
    if (!reply.ok) {
      throw toApiError(reply.status, await reply.text(), `${method} ${path}: ${reply.status}`, reply.headers.get('Retry-After'));
    }
    return reply;
  }
  return send;
}
