// Account requests waiting for an admin: listed by status, approved (with camps) or rejected.
import type { ApprovalRequest } from '../../shared/schemas/staff/approvals';
import type { ConsoleApi, Query } from './api-client';

export const approvalsApi = {
  list: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.list<ApprovalRequest>('/api/approval-requests/', query, signal),
  decide: (api: ConsoleApi, id: number, verdict: 'approve' | 'reject', body: unknown) =>
    api.request<ApprovalRequest>('POST', `/api/approval-requests/${id}/${verdict}/`, { body }),
};
