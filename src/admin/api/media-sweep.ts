// The media sweep's state (admins): how many unnamed stored files wait for its next run.
import type { MediaSweepStatus } from '../../shared/schemas/staff/media-sweep';
import type { ConsoleApi } from './api-client';

export const mediaSweepApi = {
  status: (api: ConsoleApi, signal?: AbortSignal) => api.get<MediaSweepStatus>('/api/media/sweep/', undefined, signal),
};
