import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { GalleryItem } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

export interface GalleryFilter {
  camp_id?: number;
  page_size?: number;
}

export const HOME_GALLERY_SIZE = 10;

export const getGallery = (api: ApiClient, filter: GalleryFilter = {}, signal?: AbortSignal) =>
  api.getList<GalleryItem>('/api/gallery/', { page_size: MAX_PAGE_SIZE, ...filter }, signal);

export const galleryQuery = (api: ApiClient, filter: GalleryFilter = {}) =>
  queryOptions({ queryKey: ['gallery', filter], queryFn: ({ signal }) => getGallery(api, filter, signal) });

export const useGallery = (filter: GalleryFilter = {}) => useQuery(galleryQuery(useApi(), filter));
