// Every staff account (admins): the list, role/camps/activity edits, and password resets.
import type { Account, PasswordResetReply } from '../../shared/schemas/staff/accounts';
import type { ConsoleApi, Query } from './api-client';

export const staffAccountsApi = {
  list: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.list<Account>('/api/accounts/', query, signal),
  update: (api: ConsoleApi, id: number, body: unknown) => api.request<Account>('PUT', `/api/accounts/${id}/`, { body }),
  resetPassword: (api: ConsoleApi, id: number) => api.request<PasswordResetReply>('POST', `/api/accounts/${id}/reset-password/`),
};
