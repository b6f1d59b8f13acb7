// The students' applications after consent and after the test (decision 0041), under
// /api/student-applications/pipeline/: a paper consent, the promotion, the erasure's dry run, reports.
import type { z } from 'zod';
import type { CycleReport, cycleErasures, paperConsentResult, promotionResult } from '../../shared/schemas/student-application-after-test';
import type { ConsoleApi } from './api-client';

const BASE = '/api/student-applications/pipeline/';

export const afterTestApi = {
  paperConsent: (api: ConsoleApi, id: number, form: FormData) =>
    api.request<z.infer<typeof paperConsentResult>>('POST', `${BASE}${id}/paper-consent/`, { body: form }),
  scan: (api: ConsoleApi, id: number) => api.download(`${BASE}${id}/paper-consent/`),
  promote: (api: ConsoleApi, cycleId: number) =>
    api.request<z.infer<typeof promotionResult>>('POST', `${BASE}promote/`, { body: { cycle_id: cycleId } }),
  erasures: (api: ConsoleApi, signal?: AbortSignal) => api.get<z.infer<typeof cycleErasures>>(`${BASE}erasure/`, {}, signal),
  report: (api: ConsoleApi, cycleId: number, signal?: AbortSignal) =>
    api.get<CycleReport>(`${BASE}reports/`, { cycle_id: cycleId }, signal),
  reportCsv: (api: ConsoleApi, cycleId: number) => api.download(`${BASE}reports/export/`, { cycle_id: cycleId }),
};
