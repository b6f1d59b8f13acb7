import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

export interface Profile {
  username: string;
  [field: string]: unknown;
}

export const getProfile = (api: ApiClient, signal?: AbortSignal) => api.get<Profile>('/api/profile/', undefined, signal);

export const profileQuery = (api: ApiClient, token: string | null) =>
  queryOptions({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => getProfile(api, signal),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });

export const useProfile = (token: string | null) => useQuery(profileQuery(useApi(), token));
