import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

/** §7: home fetches the announcements with no arguments (the API's first page, newest first). */
export const getAnnouncements = (api: ApiClient, signal?: AbortSignal) => api.getList<Announcement>('/announcements/', undefined, signal);

export const announcementsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['announcements'], queryFn: ({ signal }) => getAnnouncements(api, signal) });

export const useAnnouncements = () => useQuery(announcementsQuery(useApi()));
