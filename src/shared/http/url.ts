// The address of an API call: the configured origin (a trailing slash or not) and a path, with the
// query's filled values (an empty, null or missing value is left out).

export type Query = Record<string, string | number | boolean | null | undefined>;

export function apiUrl(origin: string, path: string, query?: Query): string {
  const baseUrl = origin.replace(/\/+$/, '');
  const full = new URL(path.startsWith('/') ? path : `/${path}`, `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') full.searchParams.set(key, String(value));
  }
  return baseUrl + full.pathname + full.search;
}
