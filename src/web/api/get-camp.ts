import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../shared/http/api-error';
import type { Camp } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

/** The largest id the API takes (a 32-bit integer column). */
const MAX_ID = 2_147_483_647;

/** A camp id from a URL: a whole number the API could hold, else null (no request is made for it). */
export function campIdOf(text: string): number | null {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** One camp, or null when it does not exist. */
export async function getCamp(api: ApiClient, id: number, signal?: AbortSignal): Promise<Camp | null> {
  try {
    return await api.get<Camp>(`/api/camp/${id}/`, undefined, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const campKey = (id: number) => ['camp', id] as const;

export const campQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: campKey(id), queryFn: ({ signal }) => getCamp(api, id, signal) });

/** The camp of a URL's id; idle (no request) for an id that cannot be one. */
export function useCamp(id: number | null) {
  return useQuery({ ...campQuery(useApi(), id ?? 0), enabled: id !== null });
}

export type { Camp };
