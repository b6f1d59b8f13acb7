// The website's own content (decision 0013), under /api/content/: the settings and the About texts (one
// record each, read and changed whole), and five ordered lists (read whole, not paged; an item is
// created, changed, deleted, and the list's order saved with every id).
import type { About, ContentList, PartnershipOption, Program, SiteSettings, Trustee, Voice } from '../../shared/schemas/staff/site-content';
import type { ConsoleApi } from './api-client';
import type { Collection, UploadProgress } from './collection';

export interface OrderedCollection<T> extends Collection<T> {
  /** Saves the order: every id of the list, first to last. */
  reorder(api: ConsoleApi, ids: number[]): Promise<T[]>;
}

function orderedList<T extends { id: number }>(kind: ContentList): OrderedCollection<T> {
  const base = `/api/content/${kind}/`;
  return {
    list: async (api, _query, signal) => {
      const rows = await api.get<T[]>(base, undefined, signal);
      return { rows, total: rows.length };
    },
    get: (api, id) => api.get<T>(`${base}${id}/`),
    save: (api, id, body, onUploadProgress) =>
      api.request<T>(id === null ? 'POST' : 'PUT', id === null ? base : `${base}${id}/`, { body, onUploadProgress }),
    remove: (api, id) => api.request<void>('DELETE', `${base}${id}/`),
    reorder: (api, ids) => api.request<T[]>('PUT', `${base}order/`, { body: { ids } }),
  };
}

export const siteContentApi = {
  settings: {
    get: (api: ConsoleApi, signal?: AbortSignal) => api.get<SiteSettings>('/api/content/settings/', undefined, signal),
    save: (api: ConsoleApi, body: unknown) => api.request<SiteSettings>('PUT', '/api/content/settings/', { body }),
  },
  about: {
    get: (api: ConsoleApi, signal?: AbortSignal) => api.get<About>('/api/content/about/', undefined, signal),
    save: (api: ConsoleApi, body: unknown, onUploadProgress?: UploadProgress) =>
      api.request<About>('PUT', '/api/content/about/', { body, onUploadProgress }),
  },
  programs: orderedList<Program>('programs'),
  testimonials: orderedList<Voice>('testimonials'),
  volunteerExperiences: orderedList<Voice>('volunteer-experiences'),
  trustees: orderedList<Trustee>('trustees'),
  partnershipOptions: orderedList<PartnershipOption>('partnership-options'),
};
