// The check of a site-content payload with its shared schema, each error shown beside its field:
// an error inside a list (`points.2`, `facts.1.label_hi`) beside the list (its Hindi's errors under
// `<list>_hi`, which the list's field shows too).
import type { z } from 'zod';
import { summarizeIssues } from '../../shared/schemas/fields';
import type { FieldErrors } from './validation';

/**
 * Checks a payload with its schema; an error inside a list (`points.2`) shows beside the list's
 * box, one in the Hindi of a list's item (`facts.1.label_hi`) beside the list's Hindi box.
 */
export function checkPayload(schema: z.ZodType, payload: unknown): FieldErrors | null {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return null;
  const box = (path: readonly PropertyKey[]) => {
    const [list, ...inside] = path.map(String);
    const hindi = list !== undefined && !list.endsWith('_hi') && inside.some((p) => p.endsWith('_hi'));
    return list === undefined ? [] : [hindi ? `${list}_hi` : list];
  };
  const issues = parsed.error.issues.map((i) => ({ message: i.message, path: box(i.path) }));
  return summarizeIssues(issues);
}
