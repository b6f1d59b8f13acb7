// Every camp (few: one a year), for choosing a camp in forms and filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { Camp } from '../../shared/schemas/content';
import { mayTouchCamp, type Permissions } from '../app/auth';
import { useApi } from '../app/console-context';
import type { ConsoleApi } from './api-client';

/** Pages through a list until its X-Total-Count is reached (at most `limit` rows). */
export async function fetchAll<T>(api: ConsoleApi, path: string, query: Record<string, string | number | undefined> = {}, limit = 2000, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.list<T>(path, { ...query, page, page_size: MAX_PAGE_SIZE }, signal);
    rows.push(...result.rows);
    if (result.rows.length < MAX_PAGE_SIZE || rows.length >= result.total || rows.length >= limit) return rows;
  }
}

export const campsQuery = (api: ConsoleApi) =>
  queryOptions({ queryKey: ['camps', 'all'], queryFn: ({ signal }) => fetchAll<Camp>(api, '/api/camp/', {}, 2000, signal) });

export const useCamps = () => useQuery(campsQuery(useApi()));

export interface CampOption {
  value: string;
  label: string;
}

export const campLabel = (c: Pick<Camp, 'name' | 'year'>) => `${c.name} (${c.year})`;

/** The camps this account may put content in. */
export function campOptions(camps: readonly Camp[] | undefined, perms: Permissions): CampOption[] {
  return (camps ?? []).filter((c) => mayTouchCamp(perms, c.id)).map((c) => ({ value: String(c.id), label: campLabel(c) }));
}
