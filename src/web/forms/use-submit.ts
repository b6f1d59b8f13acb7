// The submit cycle of a public form (§8): check the values with the schema the API uses, send
// them, then reset and say so, or say what went wrong (and which fields).
import { useEffect, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { warmCsrf } from '../api/api-client';
import { inPageLanguage, submitErrorMessage } from '../api/submit-error';
import { useApi, useMessages, usePosted } from '../lib/app-context';
import { checkForm, type FormCheck, type FormSchemas } from './form-schemas';
import { useTypedBeforeScripts } from './use-typed-before-scripts';

type Values = Record<string, string>;

export interface SubmitOptions<V extends Values, I> {
  /** The form's name in its plain post (`_form`), and in `?sent=` after one succeeded (0023). */
  kind: string;
  initial: V;
  /** The values after a success (default: `initial`). */
  cleared?: V;
  schema(schemas: FormSchemas): ZodType<I>;
  /** What the schema checks, when it is not the values themselves. */
  toInput?(values: V): unknown;
  mutation: { mutateAsync(input: I): Promise<unknown>; isPending: boolean };
  success: string;
  /** The texts of a refusal without an error of the server's own, and of a failure to send. */
  failed: string;
  failedLater: string;
  withDetail?: boolean;
  /** After a success, `ms` later: `run`, or else the success text clears. */
  afterSuccess?: { ms: number; run?(): void };
}

export function useSubmit<V extends Values, I>(options: SubmitOptions<V, I>) {
  const msgs = useMessages();
  const api = useApi();
  // A page answering this form's plain post shows what was typed and what was wrong (0023).
  const posted = usePosted(options.kind);
  const [values, setValues] = useState(() => (posted ? { ...options.initial, ...posted.values } : options.initial));
  const [invalid, setInvalid] = useState<string[]>(posted?.fields ?? []);
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  const [success, setSuccess] = useState<string | null>(posted?.sent ? options.success : null);
  const { ms, run } = options.afterSuccess ?? {};

  useEffect(() => void warmCsrf(api), [api]);
  useEffect(() => {
    if (!success || ms === undefined) return undefined;
    const timer = setTimeout(run ?? (() => setSuccess(null)), ms);
    return () => clearTimeout(timer);
  }, [success, ms, run]);

  const set = (field: keyof V) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  useTypedBeforeScripts(`form-${options.kind}`, values, (field, value) => set(field)(value));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    let parsed: FormCheck<I>;
    try {
      parsed = await checkForm<I>(options.schema, options.toInput ? options.toInput(values) : values);
    } catch {
      setError(msgs.submit.networkError);
      return;
    }
    if (!parsed.ok) {
      setInvalid(parsed.fields);
      setError(inPageLanguage(parsed.error, msgs));
      return;
    }
    setInvalid([]);
    setError(null);
    try {
      await options.mutation.mutateAsync(parsed.data);
      setValues(options.cleared ?? options.initial);
      setSuccess(options.success);
    } catch (e) {
      setError(inPageLanguage(submitErrorMessage(e, msgs.submit, options.failed, options.failedLater, options.withDetail), msgs));
    }
  };
  /** `aria-invalid` of a field: true when the last check found it at fault. */
  const bad = (field: string) => invalid.includes(field) || undefined;

  return { kind: options.kind, values, set, bad, error, success, pending: options.mutation.isPending, onSubmit };
}
