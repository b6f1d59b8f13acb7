// Response schemas shared by many routes, so the OpenAPI document describes refusals too.
import { z } from 'zod';

export const errorBody = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export function errorReply(...statuses: number[]): Record<number, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody]));
}

export const idParams = z.object({ id: z.coerce.number().int().positive() });
