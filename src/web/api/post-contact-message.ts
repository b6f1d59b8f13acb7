import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '../../shared/schemas/applications';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

/** §7: a failed send is retried once on the same path with a fresh CSRF header. */
export const postContactMessage = (api: ApiClient, input: ContactMessageInput) =>
  api.post<{ id: number }>('/contact/', input, { retryCsrf: true });

export const usePostContactMessage = () => {
  const api = useApi();
  return useMutation({ mutationFn: (input: ContactMessageInput) => postContactMessage(api, input) });
};
