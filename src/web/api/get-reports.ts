import { useQuery } from '@tanstack/react-query';
import type { Report } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';
import { pageQuery } from './public-page';

export const reportsQuery = (api: ApiClient, page = 1) => pageQuery<Report>(api, 'reports', '/api/reports/', page);

export const useReports = (page: number) => useQuery(reportsQuery(useApi(), page));
