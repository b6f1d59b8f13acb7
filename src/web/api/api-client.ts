// The website's one API client: base URL from configuration, cookies on every call, the CSRF
// header on every change, the staff token when one is stored, errors mapped to one shape (§7, §8).
// URL building, the CSRF header and the error class are the core both apps share (src/shared/http).
import { ApiError } from '../../shared/http/api-error';
import { createCsrfSource } from '../../shared/http/csrf';
import { newIdempotencyKey } from '../../shared/http/idempotency-key';
import { TOKEN_KEY } from '../../shared/http/staff-token';
import { apiUrl, type Query } from '../../shared/http/url';

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;
export type { Query };

export interface ApiClient {
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  /** A list reply: a JSON array, or `{results: [...]}`; anything else counts as empty (§7). */
  getList<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T[]>;
  /** One page of a list and the total its X-Total-Count gives (the page's length when absent). */
  getPage<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ListPage<T>>;
  post<T>(path: string, body: unknown, options?: { retryCsrf?: boolean }): Promise<T>;
  blob(path: string): Promise<Blob>;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: Fetcher;
  /** Where the staff token is kept; absent on the server. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'> | null;
  /** The page's cookies; absent on the server. */
  readCookies?: () => string;
  /** The waits before resending a post that got no reply (one resend per entry). */
  resendDelaysMs?: readonly number[];
}

/** A post that got no reply is sent again twice, with its Idempotency-Key, before the visitor sees an error. */
const RESEND_DELAYS_MS = [500, 1500];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: Fetcher = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const url = (path: string, query?: Query) => apiUrl(options.baseUrl, path, query);

  const headers = (extra: Record<string, string> = {}) => {
    const token = options.storage?.getItem(TOKEN_KEY);
    return { Accept: 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}), ...extra };
  };

  async function send(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(path, { credentials: 'include', ...init });
    } catch (error) {
      throw new ApiError(0, error instanceof Error ? error.message : 'network error');
    }
    if (response.status === 401) options.storage?.removeItem(TOKEN_KEY);
    if (!response.ok) {
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
      throw new ApiError(
        response.status,
        `${init.method ?? 'GET'} ${path}: ${response.status}`,
        body,
        Number.isFinite(retryAfter) ? retryAfter : null,
      );
    }
    return response;
  }

  const csrf = createCsrfSource(async (path) => (await send(url(path), { headers: headers() })).json(), options.readCookies);

  const client: ApiClient = {
    async get<T>(path: string, query?: Query, signal?: AbortSignal) {
      const response = await send(url(path, query), { headers: headers(), signal });
      return (await response.json()) as T;
    },
    async getList<T>(path: string, query?: Query, signal?: AbortSignal) {
      const body = await client.get<unknown>(path, query, signal);
      if (Array.isArray(body)) return body as T[];
      const results = (body as { results?: unknown } | null)?.results;
      return Array.isArray(results) ? (results as T[]) : [];
    },
    async getPage<T>(path: string, query?: Query, signal?: AbortSignal) {
      const response = await send(url(path, query), { headers: headers(), signal });
      const body = (await response.json()) as unknown;
      const rows = Array.isArray(body) ? (body as T[]) : [];
      const header = response.headers.get('X-Total-Count');
      const total = header === null ? Number.NaN : Number(header);
      return { rows, total: Number.isInteger(total) && total >= rows.length ? total : rows.length };
    },
    async post<T>(path: string, body: unknown, postOptions: { retryCsrf?: boolean } = {}) {
      // One key per submission: every send below is the same submission, which the API stores once.
      const key = newIdempotencyKey();
      const attempt = async (csrfHeader: Record<string, string>) => {
        return send(url(path), {
          method: 'POST',
          headers: headers({ 'Content-Type': 'application/json', 'Idempotency-Key': key, ...csrfHeader }),
          body: JSON.stringify(body),
        });
      };
      const submit = async () => {
        try {
          return await attempt(await csrf.header());
        } catch (error) {
          // §7: the contact page retries a failed send once, with a freshly fetched CSRF header.
          if (!postOptions.retryCsrf || !(error instanceof ApiError) || error.status !== 403) throw error;
          return attempt(await csrf.freshHeader());
        }
      };
      const delays = options.resendDelaysMs ?? RESEND_DELAYS_MS;
      for (let resend = 0; ; resend++) {
        try {
          return (await (await submit()).json()) as T;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 0 || resend >= delays.length) throw error;
          await wait(delays[resend]!);
        }
      }
    },
    async blob(path: string) {
      const response = await send(url(path), { headers: headers({ Accept: '*/*' }) });
      return response.blob();
    },
  };
  return client;
}

/** Warms the CSRF cookie (§7: "a request to /csrf/ is made on page load" of the form pages). */
export async function warmCsrf(api: ApiClient): Promise<void> {
  try {
    await api.get('/csrf/');
  } catch {
    // The send itself fetches a token when this fails; nothing to show.
  }
}
