import { useQuery } from '@tanstack/react-query';
import type { Brochure } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';
import { pageQuery } from './public-page';

export const brochuresQuery = (api: ApiClient, page = 1) => pageQuery<Brochure>(api, 'brochures', '/api/brochures/', page);

export const useBrochures = (page: number) => useQuery(brochuresQuery(useApi(), page));
