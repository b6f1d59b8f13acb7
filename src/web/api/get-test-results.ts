import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { TestResult } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

export const getTestResults = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<TestResult>('/api/test-results/', { sort_by: 'result_date', sort_order: 'descending', page_size: MAX_PAGE_SIZE }, signal);

export const testResultsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['test-results'], queryFn: ({ signal }) => getTestResults(api, signal) });

export const useTestResults = () => useQuery(testResultsQuery(useApi()));
