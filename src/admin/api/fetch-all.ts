// A whole list in pages of the API's largest size (camps for a choice, an inbox box to search).
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { ConsoleApi } from './api-client';

/** Pages through a list until its X-Total-Count is reached (at most `limit` rows). */
export async function fetchAll<T>(
  api: ConsoleApi,
  path: string,
  query: Record<string, string | number | undefined> = {},
  limit = 2000,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.list<T>(path, { ...query, page, page_size: MAX_PAGE_SIZE }, signal);
    rows.push(...result.rows);
    if (result.rows.length < MAX_PAGE_SIZE || rows.length >= result.total || rows.length >= limit) return rows;
  }
}
