// The website's one API client: base URL from configuration, cookies on every call, the CSRF
// header on every change, the staff token when one is stored, errors mapped to one shape (§7, §8).

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;
export type Query = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  constructor(
    /** 0 when the request never got a reply (network error). */
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiClient {
  readonly baseUrl: string;
  url(path: string, query?: Query): string;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  /** A list reply: a JSON array, or `{results: [...]}`; anything else counts as empty (§7). */
  getList<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T[]>;
  post<T>(path: string, body: unknown, options?: { retryCsrf?: boolean }): Promise<T>;
  blob(path: string): Promise<Blob>;
}

export const TOKEN_KEY = 'token';
export const USERNAME_KEY = 'username';
const CSRF_COOKIE = 'csrftoken';

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: Fetcher;
  /** Where the staff token is kept; absent on the server. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'> | null;
  /** The page's cookies; absent on the server. */
  readCookies?: () => string;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: Fetcher = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  let csrfToken: string | null = null;

  const url = (path: string, query?: Query) => {
    const full = new URL(path.startsWith('/') ? path : `/${path}`, `${baseUrl}/`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') full.searchParams.set(key, String(value));
    }
    return baseUrl + full.pathname + full.search;
  };

  const headers = (extra: Record<string, string> = {}) => {
    const token = options.storage?.getItem(TOKEN_KEY);
    return { Accept: 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}), ...extra };
  };

  async function send(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(path, { credentials: 'include', ...init });
    } catch (error) {
      throw new ApiError(0, null, error instanceof Error ? error.message : 'network error');
    }
    if (response.status === 401) options.storage?.removeItem(TOKEN_KEY);
    if (!response.ok) {
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      throw new ApiError(response.status, body, `${init.method ?? 'GET'} ${path}: ${response.status}`);
    }
    return response;
  }

  async function freshCsrfToken(): Promise<string> {
    const response = await send(url('/api/csrf/'), { headers: headers() });
    const body = (await response.json()) as { csrfToken?: string };
    csrfToken = body.csrfToken ?? null;
    return csrfToken ?? '';
  }

  async function currentCsrfToken(): Promise<string> {
    const fromCookie = options.readCookies ? cookieValue(options.readCookies(), CSRF_COOKIE) : null;
    return fromCookie ?? csrfToken ?? freshCsrfToken();
  }

  const client: ApiClient = {
    baseUrl,
    url,
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
    async post<T>(path: string, body: unknown, postOptions: { retryCsrf?: boolean } = {}) {
      const attempt = async (token: string) =>
        send(url(path), {
          method: 'POST',
          headers: headers({ 'Content-Type': 'application/json', 'X-CSRFToken': token }),
          body: JSON.stringify(body),
        });
      let response: Response;
      try {
        response = await attempt(await currentCsrfToken());
      } catch (error) {
        // §7: the contact page retries a failed send once, with a freshly fetched CSRF header.
        if (!postOptions.retryCsrf || !(error instanceof ApiError) || error.status !== 403) throw error;
        response = await attempt(await freshCsrfToken());
      }
      return (await response.json()) as T;
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
