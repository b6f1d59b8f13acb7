// The console's API client over the one transport (src/shared/http/transport.ts: the address,
// cookies, the CSRF header on the few calls made without a token (login, register) and its retry,
// errors in one shape, the 401 rule, paging), with what only the console does: the staff token on
// every call, or none sent at all; a 401 ends the session, which returns the app to /login; texts
// from the console's catalogue; uploads through XMLHttpRequest, the one browser API that reports
// upload progress.
import { ApiError, errorText } from '../../shared/http/api-error';
import {
  createTransport,
  type ListPage,
  type Method,
  type Query,
  readJson,
  readPage,
  toApiError as refusal,
} from '../../shared/http/transport';
import { en } from '../../shared/messages/en';
import type { SessionStore } from './session-store';

export type { Method, Query };

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

export interface ConsoleApi {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  /** A paged list: the rows and the X-Total-Count total. */
  list<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ListPage<T>>;
  /** A file the API sends as an attachment, with the name it suggests. */
  download(path: string, query?: Query): Promise<{ blob: Blob; filename: string | null }>;
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
export const toApiError = (status: number, bodyText: string): ApiError => refusal(status, bodyText, fallbackMessage(status));

/** `attachment; filename="x.csv"` -> `x.csv`. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]!) : null;
}

function viaXhr(xhr: XMLHttpRequest, url: string, init: RequestInit, onUploadProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      // A reply with no body (204) is made with none: Response refuses a body for it.
      const body =
        xhr.status === 204 || xhr.status === 205 || xhr.status === 304
          ? null
          : typeof xhr.responseText === 'string'
            ? xhr.responseText
            : '';
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

export function createConsoleApi(options: ConsoleApiOptions): ConsoleApi {
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const session = options.session;
  const send = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    readCookies: options.readCookies,
    token: () => session.get().token,
    onUnauthorized: () => session.end('expired'),
  });

  /** Every call but the anonymous ones carries the token: without one, nothing is sent and the session ends. */
  async function call(method: Method, path: string, opts: RequestOptions, accept?: string): Promise<Response> {
    if (!opts.anonymous && !session.get().token) {
      session.end('missing');
      throw new ApiError(401, en.auth.noTokenFound);
    }
    const { body, onUploadProgress: progress } = opts;
    try {
      return await send(path, {
        method,
        query: opts.query,
        signal: opts.signal,
        anonymous: opts.anonymous,
        ...(body instanceof FormData ? { body } : { json: body }),
        ...(accept ? { headers: { Accept: accept } } : {}),
        ...(opts.anonymous && method !== 'GET' ? { csrf: 'retry' } : {}),
        ...(progress ? { fetch: (url: string, init: RequestInit) => viaXhr(createXhr(), url, init, progress) } : {}),
      });
    } catch (error) {
      // A refusal whose body says nothing readable, or no reply at all, in the console's words.
      if (!(error instanceof ApiError) || errorText(error.status, error.body)) throw error;
      throw new ApiError(error.status, fallbackMessage(error.status), error.body, error.retryAfter);
    }
  }

  const api: ConsoleApi = {
    request: async (method, path, opts = {}) => readJson(await call(method, path, opts)),
    get: (path, query, signal) => api.request('GET', path, { query, signal }),
    list: async (path, query, signal) => readPage(await call('GET', path, { query, signal })),
    async download(path: string, query?: Query) {
      const reply = await call('GET', path, { query }, '*/*');
      return { blob: await reply.blob(), filename: attachmentName(reply.headers.get('Content-Disposition')) };
    },
  };
  return api;
}
