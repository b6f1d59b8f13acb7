// A list's filter: a labelled choice beside the others above the table, one of which is "all".
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterSelect(props: { label: string; value: string; options: readonly FilterOption[]; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="field__label">
        {props.label}
      </label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
