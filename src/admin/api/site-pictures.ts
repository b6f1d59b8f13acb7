// Pictures of the site itself (issue 30): read them, upload one with the part to keep, go back to the built-in one.
import type { SitePictureSlot, SitePictures } from '../../shared/schemas/staff/site-pictures';
import type { ConsoleApi } from './api-client';

const url = (slot: SitePictureSlot) => `/api/site-pictures/${slot}/`;

export const sitePicturesApi = {
  list: (api: ConsoleApi, signal?: AbortSignal) => api.get<SitePictures>('/api/site-pictures/', undefined, signal),
  upload: (api: ConsoleApi, slot: SitePictureSlot, body: FormData, onUploadProgress?: (fraction: number) => void) =>
    api.request<SitePictures>('PUT', url(slot), { body, ...(onUploadProgress ? { onUploadProgress } : {}) }),
  reset: (api: ConsoleApi, slot: SitePictureSlot) => api.request<SitePictures>('DELETE', url(slot)),
};
