// The Backups screen (admins): the last runs of `npm run backup` and the newest archive.
import type { BackupStatus } from '../../shared/schemas/staff/backups';
import type { ConsoleApi } from './api-client';

export const backupsApi = {
  status: (api: ConsoleApi, signal?: AbortSignal) => api.get<BackupStatus>('/api/backups/status/', undefined, signal),
  download: (api: ConsoleApi) => api.download('/api/backups/latest/download/'),
};
