import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { Announcement } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

/** §7: the for-students page lists the updates without a camp id. */
export const getUpdates = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<Announcement>('/api/updates/', { page_size: MAX_PAGE_SIZE }, signal);

export const updatesQuery = (api: ApiClient) => queryOptions({ queryKey: ['updates'], queryFn: ({ signal }) => getUpdates(api, signal) });

export const useUpdates = () => useQuery(updatesQuery(useApi()));
