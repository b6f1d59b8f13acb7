// Every change made through the API, newest first (admins).
import type { z } from 'zod';
import type { auditEntry } from '../../shared/schemas/staff/audit-log';
import type { ConsoleApi, Query } from './api-client';

export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogApi = {
  list: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.list<AuditEntry>('/api/audit-log/', query, signal),
};
