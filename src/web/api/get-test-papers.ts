import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { TestPaper } from '../../shared/schemas/content';
import { useApi } from '../app/app-context';
import type { ApiClient } from './api-client';

export const getTestPapers = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<TestPaper>('/api/test-papers/', { sort_by: 'exam_date', sort_order: 'descending', page_size: MAX_PAGE_SIZE }, signal);

export const testPapersQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['test-papers'], queryFn: ({ signal }) => getTestPapers(api, signal) });

export const useTestPapers = () => useQuery(testPapersQuery(useApi()));
