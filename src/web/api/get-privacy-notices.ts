// The privacy notice each public form shows above its button (decision 0032): staff's texts, versioned.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeForm, NoticesReply, NoticeView } from '../../shared/schemas/privacy';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

export const getPrivacyNotices = (api: ApiClient, signal?: AbortSignal) =>
  api.get<NoticesReply>('/api/privacy/notices/', undefined, signal);

export const privacyNoticesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['privacy-notices'], queryFn: ({ signal }) => getPrivacyNotices(api, signal) });

/** A form's current notice; undefined while it loads or when the API cannot be reached. */
export function usePrivacyNotice(form: NoticeForm): NoticeView | undefined {
  return useQuery(privacyNoticesQuery(useApi())).data?.notices.find((n) => n.form === form);
}

export const usePrivacyNotices = (): NoticeView[] => useQuery(privacyNoticesQuery(useApi())).data?.notices ?? [];
