import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { ImageVariant } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

/** A camp as the gallery lists it (`GET /api/gallery/camps/`); only these fields are relied on. */
export interface GalleryCamp {
  id: number;
  name: string;
  location: string | null;
  year: number | null;
  image?: string | null;
  image_url?: string | null;
  image_variants?: ImageVariant[];
  variants?: ImageVariant[];
  image_count?: number;
}

export const getGalleryCamps = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<GalleryCamp>('/api/gallery/camps/', { page_size: MAX_PAGE_SIZE }, signal);

export const galleryCampsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['gallery-camps'], queryFn: ({ signal }) => getGalleryCamps(api, signal) });

export const useGalleryCamps = () => useQuery(galleryCampsQuery(useApi()));
