// Building blocks for payload schemas: the §5 rules, with their exact messages.
import { z } from 'zod';
import { api } from '../messages/en-api';
import { validation as m } from '../messages/en-website';

/** The largest id an `integer` column holds on PostgreSQL: no row has a larger one. */
export const MAX_ID = 2_147_483_647;

/** §5: "something, @, something, dot, something". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required, abort: true }).max(max, m.tooLong);

/** A text that may be missing or null: trimmed, at most `max` characters. */
export const maybeText = (max: number) => z.string({ error: m.tooLong }).trim().max(max, m.tooLong).nullish();

/** An optional text: trimmed; missing or null becomes "". */
export const optionalText = (max: number) => maybeText(max).transform((v) => v ?? '');

export const email = () =>
  z.string({ error: m.required }).trim().min(1, { error: m.required, abort: true }).max(254, m.tooLong).regex(EMAIL_PATTERN, m.email);

/** Field errors of a failed parse, and the one message that sums them up (required first, as §5 checks). */
export function summarizeIssues(issues: readonly { message?: string | undefined; path: readonly PropertyKey[] }[]): {
  error: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = errors[field] ?? [];
    errors[field] = list;
    const message = issue.message ?? api.badRequest;
    if (!list.includes(message)) list.push(message);
  }
  const messages = issues.map((i) => i.message ?? api.badRequest);
  const error = messages.includes(m.required) ? m.required : (messages[0] ?? api.badRequest);
  return { error, errors };
}
