// Announcements (the API's "updates"): listed and deleted under /api/updates/, written through
// /api/add_update/ (an edit names its id in the query), read one by one from the public address.
import type { Announcement } from '../../shared/schemas/content';
import { type Collection, collection } from './collection';

export const announcementsApi: Collection<Announcement> = {
  ...collection<Announcement>('/api/updates/'),
  get: (api, id) => api.get<Announcement>(`/announcements/${id}/`),
  save: (api, id, body) => api.request<Announcement>(id === null ? 'POST' : 'PUT', '/api/add_update/', { query: { id }, body }),
};
