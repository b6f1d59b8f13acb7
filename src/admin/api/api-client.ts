// The console's one API client: the base URL from configuration, the staff token on every call,
// a CSRF header on the few calls made without one (login, register), every failure turned into
// the API's one error shape, and the 401 rule — the stored token is removed and the session
// store tells the app, which returns to /login. Uploads go through XMLHttpRequest, the one browser
// API that reports upload progress. URL building, the CSRF header and the error class are the core
// both apps share (src/shared/http).
import { ApiError, errorText } from '../../shared/http/api-error';
import { createCsrfSource } from '../../shared/http/csrf';
import { apiUrl, type Query } from '../../shared/http/url';
import { en } from '../../shared/messages/en';
import type { SessionStore } from './session-store';

export type { Query };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Calls open to anyone (login, register): no token, a CSRF header instead. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1; the request then goes through XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export interface ConsoleApi {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  /** A paged list: the rows and the X-Total-Count total. */
  list<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ListPage<T>>;
  /** A file the API sends as an attachment, with the name it suggests. */
  download(path: string, query?: Query): Promise<{ blob: Blob; filename: string | null }>;
}

interface RawResponse {
  status: number;
  header(name: string): string | null;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

interface RawRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | null;
  signal?: AbortSignal | undefined;
  onUploadProgress?: ((fraction: number) => void) | undefined;
}

export interface ConsoleApiOptions {
  baseUrl: string;
  session: SessionStore;
  fetch?: typeof globalThis.fetch;
  createXhr?: () => XMLHttpRequest;
  readCookies?: () => string;
}

const s = en.submit;
const a = en.api;

/** The message of a refusal whose body says nothing readable. */
export function fallbackMessage(status: number): string {
  if (status === 0) return s.networkError;
  if (status >= 500) return s.serverError;
  if (status === 401) return a.unauthenticated;
  if (status === 403) return a.forbidden;
  if (status === 404) return a.notFound;
  if (status === 413) return a.tooLarge;
  if (status === 415) return a.unsupportedType;
  if (status === 429) return a.rateLimited;
  return a.badRequest;
}

/** Reads an error reply into the one error class, with a readable message whatever the body holds. */
export function toApiError(status: number, bodyText: string): ApiError {
  let body: unknown = null;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    body = null;
  }
  // A 5xx never says anything internal, whatever a proxy in front of the API answered.
  return new ApiError(status, errorText(status, body) ?? fallbackMessage(status), body);
}

/** `attachment; filename="x.csv"` -> `x.csv`. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]!) : null;
}

function viaFetch(doFetch: typeof globalThis.fetch, req: RawRequest): Promise<RawResponse> {
  return doFetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: req.signal ?? null,
    credentials: 'include',
  }).then((res) => ({ status: res.status, header: (n) => res.headers.get(n), text: () => res.text(), blob: () => res.blob() }));
}

function viaXhr(createXhr: () => XMLHttpRequest, req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(req.method, req.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) req.onUploadProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      resolve({
        status: xhr.status,
        header: (n) => xhr.getResponseHeader(n),
        text: async () => text,
        blob: async () => new Blob([text]),
      });
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(req.body as XMLHttpRequestBodyInit | null);
  });
}

export function createConsoleApi(options: ConsoleApiOptions): ConsoleApi {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const session = options.session;
  const url = (path: string, query?: Query) => apiUrl(options.baseUrl, path, query);

  async function exchange(req: RawRequest): Promise<RawResponse> {
    try {
      return req.onUploadProgress ? await viaXhr(createXhr, req) : await viaFetch(doFetch, req);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, s.networkError);
    }
  }

  const csrf = createCsrfSource(async (path) => {
    const res = await exchange({ method: 'GET', url: url(path), headers: { Accept: 'application/json' }, body: null });
    if (res.status !== 200) throw toApiError(res.status, await res.text());
    return JSON.parse(await res.text());
  }, options.readCookies);

  /** Sends a request and returns its successful reply; every failure is an ApiError. */
  async function send(method: Method, path: string, opts: RequestOptions, accept = 'application/json'): Promise<RawResponse> {
    const headers: Record<string, string> = { Accept: accept };
    let token: string | null = null;
    if (!opts.anonymous) {
      token = session.get().token;
      if (!token) {
        session.end('missing');
        throw new ApiError(401, en.auth.noTokenFound);
      }
      headers.Authorization = `Token ${token}`;
    }
    let body: BodyInit | null = null;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    const req: RawRequest = {
      method,
      url: url(path, opts.query),
      headers,
      body,
      signal: opts.signal,
      onUploadProgress: opts.onUploadProgress,
    };
    const needsCsrf = opts.anonymous && method !== 'GET';
    const withCsrf = (csrfHeader: Record<string, string>) => ({ ...req, headers: { ...headers, ...csrfHeader } });
    let res = await exchange(needsCsrf ? withCsrf(await csrf.header()) : req);
    if (needsCsrf && res.status === 403) {
      // A stale CSRF cookie: once more with a fresh one.
      res = await exchange(withCsrf(await csrf.freshHeader()));
    }
    if (res.status === 401 && token) session.end('expired');
    if (res.status < 200 || res.status >= 300) throw toApiError(res.status, await res.text());
    return res;
  }

  const api: ConsoleApi = {
    async request<T>(method: Method, path: string, opts: RequestOptions = {}) {
      const res = await send(method, path, opts);
      const text = res.status === 204 ? '' : await res.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
    get: <T>(path: string, query?: Query, signal?: AbortSignal) => api.request<T>('GET', path, { query, signal }),
    async list<T>(path: string, query?: Query, signal?: AbortSignal) {
      const res = await send('GET', path, { query, signal });
      const body = JSON.parse(await res.text()) as unknown;
      const rows = Array.isArray(body) ? (body as T[]) : [];
      const total = Number(res.header('X-Total-Count'));
      return { rows, total: Number.isFinite(total) && res.header('X-Total-Count') !== null ? total : rows.length };
    },
    async download(path: string, query?: Query) {
      const res = await send('GET', path, { query }, '*/*');
      return { blob: await res.blob(), filename: attachmentName(res.header('Content-Disposition')) };
    },
  };
  return api;
}
