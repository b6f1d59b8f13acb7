// The state of a console form: text values, chosen files, errors beside fields (from the shared
// schema before sending, from the server after), the submitting state and upload progress.
import { useRef, useState, type FormEvent } from 'react';
import { errorsOf, type FieldErrors } from './validation';

export type FormValues = Record<string, string>;
export type FormFiles = Record<string, File | null>;

/** What a field's control needs of its form. */
export interface FieldBinding {
  values: FormValues;
  files: FormFiles;
  errors: Record<string, string[]>;
  setValue(name: string, value: string): void;
  setFile(name: string, file: File | null): void;
}

export interface FormOptions<R> {
  initial: FormValues;
  /** The field names shown, so that server errors of other fields join the summary. */
  fields: readonly string[];
  /** Checks the values; returns errors, or null to go on and send. */
  validate(values: FormValues, files: FormFiles): FieldErrors | null;
  send(values: FormValues, files: FormFiles, onProgress: (fraction: number) => void): Promise<R>;
  onSuccess?(result: R): void;
}

export function useForm<R>(options: FormOptions<R>) {
  const [values, setValues] = useState<FormValues>(options.initial);
  const [files, setFiles] = useState<FormFiles>({});
  const [failure, setFailure] = useState<FieldErrors | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const setValue = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const setFile = (name: string, file: File | null) => setFiles((f) => ({ ...f, [name]: file }));

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (submitting) return;
    const { validate, send, onSuccess, fields } = latest.current;
    const problems = validate(values, files);
    if (problems) {
      setFailure(problems);
      focusFirstInvalid(event);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    setProgress(null);
    try {
      const result = await send(values, files, setProgress);
      setSubmitting(false);
      onSuccess?.(result);
    } catch (error) {
      setSubmitting(false);
      setFailure(errorsOf(error, fields));
      focusFirstInvalid(event);
    }
  }

  return {
    values,
    files,
    setValue,
    setFile,
    setValues,
    submitting,
    progress,
    error: failure?.error ?? null,
    errors: failure?.errors ?? {},
    submit,
    reset: (next: FormValues = options.initial) => {
      setValues(next);
      setFiles({});
      setFailure(null);
    },
  };
}

export type FormModel = ReturnType<typeof useForm>;

/** After a refusal, focus goes to the first marked field, or the summary (keyboard and screen-reader users land on the problem). */
function focusFirstInvalid(event?: FormEvent) {
  const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
  if (!form) return;
  requestAnimationFrame(() => {
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  });
}
