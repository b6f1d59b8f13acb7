import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import { ApiError } from '../../shared/http/api-error';
import type { ApiClient } from './api-client';

/** One announcement, or null when it does not exist. */
export async function getAnnouncement(api: ApiClient, id: string, signal?: AbortSignal): Promise<Announcement | null> {
  if (!/^\d+$/.test(id)) return null;
  try {
    return await api.get<Announcement>(`/announcements/${id}/`, undefined, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const announcementKey = (id: string) => ['announcement', id] as const;

export const announcementQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: announcementKey(id), queryFn: ({ signal }) => getAnnouncement(api, id, signal) });

export type { Announcement };

/** `passed` is the announcement handed over in navigation state: shown at once, no request. */
export function useAnnouncement(id: string, passed: Announcement | null) {
  const api = useApi();
  return useQuery({ ...announcementQuery(api, id), ...(passed ? { initialData: passed } : {}) });
}
