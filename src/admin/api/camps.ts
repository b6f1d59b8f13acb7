// The camps' calls, and every camp (few: one a year) for choosing a camp in forms and filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camp } from '../../shared/schemas/content';
import type { CampContent } from '../../shared/schemas/staff/camps';
import { mayTouchCamp, type Permissions } from '../lib/auth';
import { useApi } from '../lib/console-context';
import type { ConsoleApi } from './api-client';
import { collection } from './collection';
import { fetchAll } from './fetch-all';

const CAMPS = '/api/camp/';

/** The camps' own calls (multipart, an optional image). */
export const campsApi = collection<Camp>(CAMPS);

/** What a camp holds: the counts its delete must confirm. */
export const getCampContent = (api: ConsoleApi, id: number) => api.get<CampContent>(`${CAMPS}${id}/content/`);

/** Deletes a camp, confirming what it holds (campDeleteConfirmation; empty for a camp that holds nothing). */
export const removeCamp = (api: ConsoleApi, id: number, confirm: string) =>
  api.request<void>('DELETE', `${CAMPS}${id}/`, confirm ? { query: { confirm } } : {});

export const campsQuery = (api: ConsoleApi) =>
  queryOptions({ queryKey: ['camps', 'all'], queryFn: ({ signal }) => fetchAll<Camp>(api, CAMPS, {}, 2000, signal) });

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
