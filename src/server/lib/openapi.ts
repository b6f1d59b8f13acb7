// Response schemas shared by many routes, so the OpenAPI document describes refusals too.
import { z } from 'zod';
import { idValue } from './query-params';

export const errorBody = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export function errorReply(...statuses: number[]): Record<number, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody]));
}

/** Path parameters of a detail call: `/{id}/`. */
export const idParams = z.object({ id: idValue('id') });

/**
 * Route option for big list replies: plain JSON.stringify instead of a zod pass over every row.
 * The rows come from our own typed view functions, the schema still documents the reply, and
 * the tests parse real replies with the shared schemas.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
