import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';
import { pageQuery } from './public-page';

/** §7: the for-students page lists the updates without a camp id, a page at a time. */
export const updatesQuery = (api: ApiClient, page = 1) => pageQuery<Announcement>(api, 'updates', '/api/updates/', page);

export const useUpdates = (page: number) => useQuery(updatesQuery(useApi(), page));
