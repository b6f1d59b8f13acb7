// The calls of a kind of record the API keeps under one address (`/api/<name>/`, `/api/<name>/<id>/`):
// a page of the list with its total, one record, create or change (JSON, or FormData with upload
// progress), delete. A feature's module starts from these and replaces what its API does otherwise.
import type { ListPage } from '../../shared/http/transport';
import type { ConsoleApi, Query } from './api-client';
import { findInList } from './fetch-all';

export type UploadProgress = (fraction: number) => void;

export interface Collection<T> {
  list(api: ConsoleApi, query: Query, signal?: AbortSignal): Promise<ListPage<T>>;
  get(api: ConsoleApi, id: number): Promise<T>;
  /** Creates a record (no id), or changes the one with this id. */
  save(api: ConsoleApi, id: number | null, body: unknown, onUploadProgress?: UploadProgress): Promise<T>;
  remove(api: ConsoleApi, id: number): Promise<void>;
}

/** `singleCall: false`: the API has no call for one record; it is found in the whole list. */
export function collection<T extends { id: number }>(base: string, options: { singleCall?: boolean } = {}): Collection<T> {
  return {
    list: (api, query, signal) => api.list<T>(base, query, signal),
    get: (api, id) => (options.singleCall === false ? findInList<T>(api, base, id) : api.get<T>(`${base}${id}/`)),
    save: (api, id, body, onUploadProgress) =>
      api.request<T>(id === null ? 'POST' : 'PUT', id === null ? base : `${base}${id}/`, { body, onUploadProgress }),
    remove: (api, id) => api.request<void>('DELETE', `${base}${id}/`),
  };
}
