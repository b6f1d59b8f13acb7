// The console's Backups screen (decision 0031): GET /api/backups/status/.
import { z } from 'zod';

export const backupRun = z.object({
  started_at: z.string(),
  finished_at: z.string(),
  ok: z.boolean(),
  /** The archive's file name (its folder stays on the server). */
  file_name: z.string().nullable(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof backupRun>;

export const backupStatus = z.object({
  /** The newest run, whether it worked or not; null when none was ever recorded. */
  last: backupRun.nullable(),
  /** The newest run that worked. */
  last_ok: backupRun.nullable(),
  /** No backup has worked for a day (or ever). */
  stale: z.boolean(),
  /** The newest archive is readable by this server, so it can be downloaded. */
  download: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatus>;
