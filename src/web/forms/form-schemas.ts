// The shared form schemas (the same ones the API validates with), loaded on demand: zod is a
// quarter of the page budget, and only someone filling in a form needs it.
import type { ZodType } from 'zod';

export type FormSchemas = typeof import('./form-schemas-module');
let pending: Promise<FormSchemas> | null = null;

/** Starts loading the schemas (call on the first focus of a form); resolves when they are here. */
export function loadFormSchemas(): Promise<FormSchemas> {
  // biome-ignore lint/suspicious/noAssignInExpressions: one load, shared by every form; forgotten on failure so a later focus retries
  return (pending ??= import('./form-schemas-module').catch((error: unknown) => {
    pending = null;
    throw error;
  }));
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; error: string; fields: string[] };

/** Parses `values` with a schema; on failure the §5 summary message and the fields at fault. */
export async function checkForm<T>(pick: (schemas: FormSchemas) => ZodType<T>, values: unknown): Promise<FormCheck<T>> {
  const schemas = await loadFormSchemas();
  const parsed = pick(schemas).safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const summary = schemas.summarizeIssues(parsed.error.issues);
  return { ok: false, error: summary.error, fields: Object.keys(summary.errors) };
}
