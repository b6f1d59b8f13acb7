// The application cycle open now (decision 0035), or when the next one opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenCycle } from '../../shared/schemas/student-applications';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

export const openCycleQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['student-applications', 'open'],
    queryFn: ({ signal }) => api.get<OpenCycle>('/api/student-applications/open/', undefined, signal),
  });

export const useOpenCycle = (): OpenCycle | undefined => useQuery(openCycleQuery(useApi())).data;
