import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { Brochure } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

export const getBrochures = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<Brochure>('/api/brochures/', { page_size: MAX_PAGE_SIZE }, signal);

export const brochuresQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['brochures'], queryFn: ({ signal }) => getBrochures(api, signal) });

export const useBrochures = () => useQuery(brochuresQuery(useApi()));
