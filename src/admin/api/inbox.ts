// The inbox's three boxes (volunteer applications, partner applications, contact messages), each at
// /api/inbox/<box>/: listed, counted, a record's status changed, the box exported as CSV.
import type { InboxStatus } from '../../shared/constants';
import type { ConsoleApi, Query } from './api-client';
import { fetchAll } from './fetch-all';

const boxPath = (box: string) => `/api/inbox/${box}/`;

export const inboxApi = {
  list: <T>(api: ConsoleApi, box: string, query: Query, signal?: AbortSignal) => api.list<T>(boxPath(box), query, signal),
  /** The whole box (the API filters by status only; search and sorting happen here). */
  all: <T>(api: ConsoleApi, box: string, signal?: AbortSignal) => fetchAll<T>(api, boxPath(box), {}, 5000, signal),
  setStatus: <T>(api: ConsoleApi, box: string, id: number, status: InboxStatus) =>
    api.request<T>('PATCH', `${boxPath(box)}${id}/`, { body: { status } }),
  exportCsv: (api: ConsoleApi, box: string, status: string | undefined) => api.download(`${boxPath(box)}export.csv`, { status }),
};
