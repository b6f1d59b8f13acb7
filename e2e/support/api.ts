// The staff API called from a browser test, as the website and the console call it: with a
// CSRF token (cookie and header) when no staff token is given, else with the token.
import type { RunningSite } from './server';

export type ApiCall = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

/** A caller for the API of the site `site()` returns (read at each call: the site starts in beforeAll). */
export function siteApi(site: () => RunningSite): ApiCall {
  return async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const base = site().api;
    const csrf = (await (await fetch(`${base}/api/csrf/`)).json()) as { csrfToken: string };
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Token ${token}` } : { 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
