// The page size of the website's paged lists: small enough for a cheap phone, the rest a page away.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, Query } from './api-client';

export const PUBLIC_PAGE_SIZE = 20;

/** The query-string names of the pages of the lists that share a screen. */
export const BROCHURES_PAGE = 'brochures_page';
export const REPORTS_PAGE = 'reports_page';

/** The query options of one page of a public list; `key` names the list in the cache. */
export const pageQuery = <T>(api: ApiClient, key: string, path: string, page: number, query: Query = {}) =>
  queryOptions({
    queryKey: [key, page, query],
    queryFn: ({ signal }) => api.getPage<T>(path, { ...query, page, page_size: PUBLIC_PAGE_SIZE }, signal),
    // The list stays on screen (and its open sections open) while the next page or sort loads.
    placeholderData: keepPreviousData,
  });

export type PageQueryOptions<T> = ReturnType<typeof pageQuery<T>>;

/** The page a query string asks for in `param`: a whole number from 1, else 1. */
export function pageFrom(search: URLSearchParams, param = 'page'): number {
  const value = Number(search.get(param));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
