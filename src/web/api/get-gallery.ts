import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { GalleryItem } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';
import { pageQuery } from './public-page';
import { GALLERY_CATEGORIES, type GalleryCategory } from '../../shared/constants';

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

/** A page of one camp's pictures, of one category or (null) of all, newest first. */
export const campGalleryQuery = (api: ApiClient, campId: number, category: GalleryCategory | null, page = 1) =>
  pageQuery<GalleryItem>(api, 'camp-gallery', '/api/gallery/', page, category ? { camp_id: campId, type: category } : { camp_id: campId });

export const useCampGallery = (campId: number, category: GalleryCategory | null, page = 1) =>
  useQuery(campGalleryQuery(useApi(), campId, category, page));

/** The query-string name of the category a camp's gallery shows (`?category=doubts`); none: the first. */
export const CATEGORY_PARAM = 'category';

/** The category an address asks for: a known one, else the first. */
export const categoryFrom = (search: URLSearchParams): GalleryCategory => {
  const asked = search.get(CATEGORY_PARAM) ?? '';
  return (GALLERY_CATEGORIES as readonly string[]).includes(asked) ? (asked as GalleryCategory) : GALLERY_CATEGORIES[0];
};

/** The query-string name of a category's page on a camp's gallery. */
export const categoryPageParam = (category: GalleryCategory) => `${category}_page`;
