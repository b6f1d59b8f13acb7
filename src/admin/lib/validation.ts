// Form checks with the same schemas the API parses requests with, and the server's refusals
// turned into the same field-by-field shape.
import type { z } from 'zod';
import { summarizeIssues } from '../../shared/schemas/fields';
import { ApiError } from '../../shared/http/api-error';
import { fieldErrorsOf } from '../../shared/http/field-errors';
import { shared } from './messages';

export interface FieldErrors {
  /** The one sentence at the top of the form. */
  error: string;
  /** Messages by field name. */
  errors: Record<string, string[]>;
}

export type Checked<T> = { ok: true; data: T } | ({ ok: false } & FieldErrors);

export function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, ...summarizeIssues(parsed.error.issues) };
}

/** Any failure of a call as a form's errors; fields the form does not show join the summary. */
export function errorsOf(error: unknown, shownFields: readonly string[] = []): FieldErrors {
  if (!(error instanceof ApiError)) return { error: shared.api.serverError, errors: {} };
  const errors: Record<string, string[]> = {};
  const extra: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrorsOf(error.body))) {
    if (shownFields.includes(field)) errors[field] = messages;
    else for (const message of messages) if (message !== error.message && !extra.includes(message)) extra.push(message);
  }
  return { error: [error.message, ...extra].join(' '), errors };
}
