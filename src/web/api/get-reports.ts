import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { Report } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

export const getReports = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<Report>('/api/reports/', { page_size: MAX_PAGE_SIZE }, signal);

export const reportsQuery = (api: ApiClient) => queryOptions({ queryKey: ['reports'], queryFn: ({ signal }) => getReports(api, signal) });

export const useReports = () => useQuery(reportsQuery(useApi()));
