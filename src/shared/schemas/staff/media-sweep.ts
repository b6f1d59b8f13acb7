// The media sweep as the console's dashboard reads it (admins): stored files no row names yet,
// left for a later sweep (an upload in flight, or a crash's leftover within its grace).
import { z } from 'zod';

export const mediaSweepStatus = z.object({
  /** Unnamed or half-written files the last sweep left for the next; null when this process does not sweep. */
  waiting_for_sweep: z.number().int().nullable(),
  swept_at: z.string().nullable(),
  next_sweep_at: z.string().nullable(),
});
export type MediaSweepStatus = z.infer<typeof mediaSweepStatus>;
