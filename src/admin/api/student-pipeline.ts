// The students' applications' pipeline (decision 0041) under /api/student-applications/pipeline/.
import type { z } from 'zod';
import type { issuedCards, pipelinePage, STAFF_STATUSES } from '../../shared/schemas/student-application-pipeline';
import type { ConsoleApi, Query } from './api-client';

const BASE = '/api/student-applications/pipeline/';

export const pipelineApi = {
  list: (api: ConsoleApi, query: Query, signal?: AbortSignal) => api.get<z.infer<typeof pipelinePage>>(BASE, query, signal),
  move: (api: ConsoleApi, ids: number[], status: (typeof STAFF_STATUSES)[number]) =>
    api.request<{ changed: number; messages: number }>('POST', `${BASE}status/`, { body: { ids, status } }),
  issue: (api: ConsoleApi, ids: number[], pin: boolean) =>
    api.request<z.infer<typeof issuedCards>>('POST', `${BASE}admit-cards/`, { body: { ids, pin } }),
  exportCsv: (api: ConsoleApi, query: Query) => api.download(`${BASE}export/`, query),
};
