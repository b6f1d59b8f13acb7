// The address of an API call: the configured origin (no trailing slash) and a path, with the
// query's filled values (an empty, null or missing value is left out).

export type Query = Record<string, string | number | boolean | null | undefined>;

/** `http://api.test/` -> `http://api.test`. */
export const trimBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

export function apiUrl(baseUrl: string, path: string, query?: Query): string {
  const full = new URL(path.startsWith('/') ? path : `/${path}`, `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') full.searchParams.set(key, String(value));
  }
  return baseUrl + full.pathname + full.search;
}
