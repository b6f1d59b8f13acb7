// The e-mail outbox (admins): whether e-mail is on, the messages by state, and sending a failed one again.
import type { MailStatusReply, OutboxMessage } from '../../shared/schemas/staff/mail';
import type { ConsoleApi, Query } from './api-client';

export const mailApi = {
  status: (api: ConsoleApi, signal?: AbortSignal) => api.get<MailStatusReply>('/api/mail/status/', undefined, signal),
  list: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.list<OutboxMessage>('/api/mail/outbox/', query, signal),
  retry: (api: ConsoleApi, id: number) => api.request<OutboxMessage>('POST', `/api/mail/outbox/${id}/retry/`, { body: {} }),
};
