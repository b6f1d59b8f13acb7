// A whole list in pages of the API's largest size (camps for a choice), and
// one record found in such a list when the API has no call for a single record.
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

export class NotFound extends Error {}

/** Finds a record by id in a list the API has no single-record call for. */
export async function findInList<T extends { id: number }>(api: ConsoleApi, path: string, id: number): Promise<T> {
  const found = (await fetchAll<T>(api, path, {}, 5000)).find((r) => r.id === id);
  if (!found) throw new NotFound();
  return found;
}
