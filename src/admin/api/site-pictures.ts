// Pictures of the site itself (decision 0033): read them, upload one with the part to keep, go back to the built-in one.
import type { SitePictureSlot, SitePictures } from '../../shared/schemas/staff/site-pictures';
import type { SiteContent } from '../../shared/schemas/staff/site-content';
import type { ConsoleApi } from './api-client';

const url = (slot: SitePictureSlot) => `/api/site-pictures/${slot}/`;

export const sitePicturesApi = {
  /** From the site content reply, which carries them. */
  list: async (api: ConsoleApi, signal?: AbortSignal) => (await api.get<SiteContent>('/api/site-content/', undefined, signal)).pictures,
  upload: (api: ConsoleApi, slot: SitePictureSlot, body: FormData, onUploadProgress?: (fraction: number) => void) =>
    api.request<SitePictures>('PUT', url(slot), { body, ...(onUploadProgress ? { onUploadProgress } : {}) }),
  reset: (api: ConsoleApi, slot: SitePictureSlot) => api.request<SitePictures>('DELETE', url(slot)),
};
