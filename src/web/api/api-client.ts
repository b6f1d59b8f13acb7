// The website's API client over the one transport (src/shared/http/transport.ts: cookies, the CSRF
// header, the staff token when one is stored, errors in one shape, the 401 rule, paging; §7, §8),
// with what only the website does: a post that got no reply is sent again with its Idempotency-Key.
import { ApiError } from '../../shared/http/api-error';
import { newIdempotencyKey } from '../../shared/http/idempotency-key';
import { TOKEN_KEY } from '../../shared/http/staff-token';
import { createTransport, type Fetcher, type ListPage, type Query, readJson, readPage } from '../../shared/http/transport';

export type { Fetcher, Query };

export interface ApiClient {
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  /** A list reply: a JSON array, or `{results: [...]}`; anything else counts as empty (§7). */
  getList<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T[]>;
  /** One page of a list and the total its X-Total-Count gives (the page's length when absent). */
  getPage<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ListPage<T>>;
  post<T>(path: string, body: unknown, options?: { retryCsrf?: boolean }): Promise<T>;
  blob(path: string): Promise<Blob>;
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
  const send = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    readCookies: options.readCookies,
    token: () => options.storage?.getItem(TOKEN_KEY) ?? null,
    onUnauthorized: () => options.storage?.removeItem(TOKEN_KEY),
  });

  const client: ApiClient = {
    get: async (path, query, signal) => readJson(await send(path, { query, signal })),
    async getList<T>(path: string, query?: Query, signal?: AbortSignal) {
      const body = await client.get<unknown>(path, query, signal);
      if (Array.isArray(body)) return body as T[];
      const results = (body as { results?: unknown } | null)?.results;
      return Array.isArray(results) ? (results as T[]) : [];
    },
    getPage: async (path, query, signal) => readPage(await send(path, { query, signal })),
    async post<T>(path: string, body: unknown, postOptions: { retryCsrf?: boolean } = {}) {
      // One key per submission: every send below is the same submission, which the API stores once.
      const headers = { 'Idempotency-Key': newIdempotencyKey() };
      // §7: the contact page retries a failed send once, with a freshly fetched CSRF header.
      const csrf = postOptions.retryCsrf ? 'retry' : true;
      const delays = options.resendDelaysMs ?? RESEND_DELAYS_MS;
      for (let resend = 0; ; resend++) {
        try {
          return await readJson<T>(await send(path, { method: 'POST', json: body, headers, csrf }));
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 0 || resend >= delays.length) throw error;
          await wait(delays[resend]!);
        }
      }
    },
    blob: async (path) => (await send(path, { headers: { Accept: '*/*' } })).blob(),
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
