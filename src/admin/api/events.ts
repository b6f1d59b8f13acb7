// Events: written under /api/events/ (multipart, an optional image); listed and read from the
// public addresses, which show every event.
import type { Event } from '../../shared/schemas/content';
import { type Collection, collection } from './collection';

export const eventsApi: Collection<Event> = {
  ...collection<Event>('/api/events/'),
  list: (api, query, signal) => api.list<Event>('/events/', query, signal),
  get: (api, id) => api.get<Event>(`/events/${id}/`),
};
