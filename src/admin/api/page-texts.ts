// The pages' headings and intro lines (decision 0033): read from the site content reply, changed by admins.
import type { PageTexts, PageTextsEdit } from '../../shared/schemas/staff/page-texts';
import type { SiteContent } from '../../shared/schemas/staff/site-content';
import type { ConsoleApi } from './api-client';

export const pageTextsApi = {
  get: async (api: ConsoleApi, signal?: AbortSignal) => (await api.get<SiteContent>('/api/site-content/', undefined, signal)).page_texts,
  save: (api: ConsoleApi, body: PageTextsEdit) => api.request<PageTexts>('PUT', '/api/page-texts/', { body }),
};
