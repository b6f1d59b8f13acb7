// The inbox's three boxes (volunteer applications, partner applications, contact messages), each at
// /api/inbox/<box>/: a page at a time (searched, filtered and sorted by the API) with its total, a
// record's status changed, the rows a search keeps exported as CSV.
import type { InboxStatus } from '../../shared/constants';
import type { ConsoleApi, Query } from './api-client';

const boxPath = (box: string) => `/api/inbox/${box}/`;

export const inboxApi = {
  list: <T>(api: ConsoleApi, box: string, query: Query, signal?: AbortSignal) => api.list<T>(boxPath(box), query, signal),
  /** One record whole (the list masks phone numbers), with its notice and consents; the API logs the opening. */
  one: <T>(api: ConsoleApi, box: string, id: number, signal?: AbortSignal) => api.get<T>(`${boxPath(box)}${id}/`, undefined, signal),
  setStatus: <T>(api: ConsoleApi, box: string, id: number, status: InboxStatus) =>
    api.request<T>('PATCH', `${boxPath(box)}${id}/`, { body: { status } }),
  /** The rows the query's search, status and view keep, in its order. */
  exportCsv: (api: ConsoleApi, box: string, query: Query) => api.download(`${boxPath(box)}export.csv`, query),
};
