import { useMutation } from '@tanstack/react-query';
import type { VolunteerApplicationInput } from '../../shared/schemas/applications';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

export const postVolunteerApplication = (api: ApiClient, input: VolunteerApplicationInput) =>
  api.post<{ id: number }>('/api/volunteer-applications/', input);

export const usePostVolunteerApplication = () => {
  const api = useApi();
  return useMutation({ mutationFn: (input: VolunteerApplicationInput) => postVolunteerApplication(api, input) });
};
