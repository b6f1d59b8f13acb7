import { useMutation } from '@tanstack/react-query';
import type { PartnerApplicationInput } from '../../shared/schemas/applications';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

export const postPartnerApplication = (api: ApiClient, input: PartnerApplicationInput) =>
  api.post<{ id: number }>('/api/partner-applications/', input);

export const usePostPartnerApplication = () => {
  const api = useApi();
  return useMutation({ mutationFn: (input: PartnerApplicationInput) => postPartnerApplication(api, input) });
};
