import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { GalleryCamp } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

export const getGalleryCamps = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<GalleryCamp>('/api/gallery/camps/', { page_size: MAX_PAGE_SIZE }, signal);

export const galleryCampsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['gallery-camps'], queryFn: ({ signal }) => getGalleryCamps(api, signal) });

export const useGalleryCamps = () => useQuery(galleryCampsQuery(useApi()));

export type { GalleryCamp };
