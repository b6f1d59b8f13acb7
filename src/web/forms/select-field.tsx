// A required choice of a public form (§5): its own module, as only the Get Involved forms use it.
import type { FieldProps } from './text-field';

/** A required choice: a first option that asks to choose, then `options`, each shown by its label in `labels` where there is one. */
export function SelectField(props: FieldProps & { choose: string; options: readonly string[]; labels?: Record<string, string> }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label} *</label>
      <select
        id={props.id}
        name={props.name}
        aria-required="true"
        aria-invalid={props.invalid}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.choose}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}
