// Per kind, how many items still lack their Hindi text (decision 0031).
import type { HindiGap } from '../../shared/schemas/staff/hindi-gaps';
import type { ConsoleApi } from './api-client';

export const hindiGapsApi = {
  list: (api: ConsoleApi, signal?: AbortSignal) => api.get<HindiGap[]>('/api/hindi-gaps/', undefined, signal),
};
