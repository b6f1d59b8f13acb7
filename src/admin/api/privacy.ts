// Personal data's console calls (decisions 0032 and 0034): the access log, the notices, the rights desk, breaches, retention.
import type {
  AccessLogEntry,
  BreachPeopleView,
  BreachRecordView,
  BreachScope,
  NoticeContent,
  NoticeForm,
  NoticeView,
  RetentionReport,
  RetentionSettingView,
  RightsRequestView,
} from '../../shared/schemas/privacy';
import type { ConsoleApi, Query } from './api-client';

export type NoticeVersion = NoticeView & { content: NoticeContent };

export const privacyApi = {
  accessLog: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.list<AccessLogEntry>('/api/privacy/access-log/', query, signal),
  noticeVersions: (api: ConsoleApi, form: NoticeForm, signal?: AbortSignal) =>
    api.get<NoticeVersion[]>(`/api/privacy/notices/${form}/versions/`, undefined, signal),
  saveNotice: (api: ConsoleApi, form: NoticeForm, content: NoticeContent) =>
    api.request<{ created: boolean; notice: NoticeView }>('PUT', `/api/privacy/notices/${form}/`, { body: content }),
  /** The rights desk's queue (the API gives it whole, by due date). */
  requests: async (api: ConsoleApi, signal?: AbortSignal) => {
    const rows = await api.get<RightsRequestView[]>('/api/privacy/requests/', undefined, signal);
    return { rows, total: rows.length };
  },
  request: (api: ConsoleApi, id: number) => api.get<RightsRequestView>(`/api/privacy/requests/${id}/`),
  changeRequest: (api: ConsoleApi, id: number, body: unknown) =>
    api.request<RightsRequestView>('PATCH', `/api/privacy/requests/${id}/`, { body }),
  breaches: async (api: ConsoleApi, signal?: AbortSignal) => {
    const rows = await api.get<BreachRecordView[]>('/api/privacy/breaches/', undefined, signal);
    return { rows, total: rows.length };
  },
  saveBreach: (api: ConsoleApi, id: number | null, body: unknown) =>
    api.request<BreachRecordView>(id === null ? 'POST' : 'PATCH', id === null ? '/api/privacy/breaches/' : `/api/privacy/breaches/${id}/`, {
      body,
    }),
  retention: (api: ConsoleApi, signal?: AbortSignal) => api.get<RetentionReport>('/api/privacy/retention/', undefined, signal),
  setRetention: (api: ConsoleApi, kind: string, body: { days: number; reason: string; reason_hi: string }) =>
    api.request<RetentionSettingView>('PUT', `/api/privacy/retention/${kind}/`, { body }),
  assignees: async (api: ConsoleApi) => (await api.get<{ staff: { id: number; name: string }[] }>('/api/privacy/assignees/')).staff,
  breachPeople: (api: ConsoleApi, id: number, scope: BreachScope, signal?: AbortSignal) =>
    api.get<BreachPeopleView>(
      `/api/privacy/breaches/${id}/people/`,
      { kinds: scope.kinds.join(','), from: scope.from ?? '', to: scope.to ?? '' },
      signal,
    ),
  notifyBreach: (api: ConsoleApi, id: number, body: BreachScope & { text: string; text_hi: string }) =>
    api.request<{ emails: number; sms: number; skipped: number; breach: BreachRecordView }>('POST', `/api/privacy/breaches/${id}/notify/`, {
      body,
    }),
  runRetention: (api: ConsoleApi) =>
    api.request<{ id: number; counts: { kind: string; rows: number; files: number }[] }>('POST', '/api/privacy/retention/run/'),
};
