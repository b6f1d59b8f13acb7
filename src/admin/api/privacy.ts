// Personal data's console calls (issue 24): the access log, the notices' versions and edits.
import type { AccessLogEntry, NoticeContent, NoticeForm, NoticeView } from '../../shared/schemas/privacy';
import type { ConsoleApi, Query } from './api-client';

export type NoticeVersion = NoticeView & { content: NoticeContent };

export const privacyApi = {
  accessLog: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.list<AccessLogEntry>('/api/privacy/access-log/', query, signal),
  noticeVersions: (api: ConsoleApi, form: NoticeForm, signal?: AbortSignal) =>
    api.get<NoticeVersion[]>(`/api/privacy/notices/${form}/versions/`, undefined, signal),
  saveNotice: (api: ConsoleApi, form: NoticeForm, content: NoticeContent) =>
    api.request<{ created: boolean; notice: NoticeView }>('PUT', `/api/privacy/notices/${form}/`, { body: content }),
};
