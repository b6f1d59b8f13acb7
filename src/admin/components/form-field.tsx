// A labelled form control with its hint and its errors (from the shared schema in the browser,
// or from the server's `errors` for that field) announced with it.
import { useId, type ReactNode } from 'react';
import { m } from '../lib/messages';

export interface ControlProps {
  id: string;
  name: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FormFieldProps {
  name: string;
  label: string;
  hint?: string | undefined;
  errors?: readonly string[] | undefined;
  required?: boolean | undefined;
  /** The control, given the id, name and ARIA attributes that tie it to its label, hint and errors. */
  children(control: ControlProps): ReactNode;
  className?: string;
}

export function FormField({ name, label, hint, errors, required, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = !!errors && errors.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', invalid ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {!required && <span className="field__optional"> {m.optional}</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        'aria-describedby': describedBy,
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(required ? { required: true } : {}),
      })}
      {invalid && (
        <ul id={errorId} className="field__errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A checkbox reads better with its label after it. */
export function CheckboxField(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  errors?: readonly string[] | undefined;
}) {
  const id = useId();
  const invalid = !!props.errors?.length;
  return (
    <div className={invalid ? 'field field--check field--invalid' : 'field field--check'}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-invalid={invalid || undefined}
      />
      <label htmlFor={id}>{props.label}</label>
      {invalid && (
        <ul id={`${id}-error`} className="field__errors">
          {props.errors!.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The one summary at the top of a form that failed: read out at once, fields marked below. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="notice notice--error" role="alert" tabIndex={-1}>
      {message}
    </p>
  ) : null;
}
