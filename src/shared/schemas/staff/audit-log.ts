// The audit log as the console reads it.
import { z } from 'zod';

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  actor_id: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
