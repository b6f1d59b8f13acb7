import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { Camp, GalleryCamp as CampWithPictures } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

/** A camp of the Downloads grid: every camp, with its picture count and cover when it has pictures. */
export type GalleryCamp = Camp & { image_count: number; cover: CampWithPictures['cover'] | null };

/** Every camp (a camp without pictures too: its gallery page says so), newest year first. */
export async function getGalleryCamps(api: ApiClient, signal?: AbortSignal): Promise<GalleryCamp[]> {
  const [camps, withPictures] = await Promise.all([
    api.getList<Camp>('/api/camp/', { page_size: MAX_PAGE_SIZE }, signal),
    api.getList<CampWithPictures>('/api/gallery/camps/', { page_size: MAX_PAGE_SIZE }, signal),
  ]);
  const pictures = new Map(withPictures.map((c) => [c.id, c]));
  return camps.map((camp) => {
    const own = pictures.get(camp.id);
    return { ...camp, image_count: own?.image_count ?? 0, cover: own?.cover ?? null };
  });
}

export const galleryCampsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['gallery-camps'], queryFn: ({ signal }) => getGalleryCamps(api, signal) });

export const useGalleryCamps = () => useQuery(galleryCampsQuery(useApi()));
