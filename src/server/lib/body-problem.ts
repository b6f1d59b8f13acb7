// What is wrong with a request's fields that the payload schemas cannot say; shared by JSON
// bodies (app.ts) and multipart text fields (storage/uploads.ts).
import { en } from '../../shared/messages/en';
import { HttpError } from './http-error';

/** No form of ours nests deeper than this; a deeper body is refused before anything walks it. */
const MAX_JSON_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body that the schemas cannot say: nesting deeper than any
 * payload of ours ('too-deep'), or the path of the first string holding U+0000 (`name`,
 * `items.2`). Iterative, so that no nesting can overflow the stack.
 */
export function bodyProblem(body: unknown): { tooDeep: true } | { nulAt: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { nulAt: path || 'non_field_errors' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { tooDeep: true };
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses a body with 400 when bodyProblem finds something: PostgreSQL text cannot hold U+0000,
 * so it is refused here, naming the field, rather than failing at insert with a 500.
 */
export function refuseBodyProblem(body: unknown): void {
  const problem = bodyProblem(body);
  if (problem && 'tooDeep' in problem) throw new HttpError(400, en.api.badRequest);
  if (problem) throw new HttpError(400, en.api.badRequest, { [problem.nulAt]: [en.api.badRequest] });
}
