// Tests with marks (decision 0036): the tests, their imports, the roll register's import, failed look-ups.
import type { ImportReport, MarksTest, MarksTestInput } from '../../shared/schemas/staff/results';
import type { ConsoleApi } from './api-client';

const TESTS = '/api/marks-tests/';

export const marksApi = {
  tests: (api: ConsoleApi, signal?: AbortSignal) => api.get<MarksTest[]>(TESTS, undefined, signal),
  create: (api: ConsoleApi, body: MarksTestInput) => api.request<MarksTest>('POST', TESTS, { body }),
  update: (api: ConsoleApi, id: number, body: MarksTestInput) => api.request<MarksTest>('PUT', `${TESTS}${id}/`, { body }),
  remove: (api: ConsoleApi, id: number) => api.request<void>('DELETE', `${TESTS}${id}/`),
  importMarks: (api: ConsoleApi, id: number, form: FormData) => api.request<ImportReport>('POST', `${TESTS}${id}/import/`, { body: form }),
  importRolls: (api: ConsoleApi, form: FormData) => api.request<ImportReport>('POST', '/api/roll-register/import/', { body: form }),
  failures: (api: ConsoleApi, signal?: AbortSignal) =>
    api.get<{ hour: string; failures: number }[]>('/api/marks-lookups/failures/', undefined, signal),
};
