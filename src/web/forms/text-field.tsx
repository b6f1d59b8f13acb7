// The labelled controls of the public forms. A required field's label ends in " *" (§5); the
// schema checks it (aria-required), or the browser too (`required="native"`).
export interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  invalid?: true;
}

export function TextField(props: FieldProps & { type?: string; autoComplete?: string; required?: boolean | 'native'; multiline?: true }) {
  const Control = props.multiline ? 'textarea' : 'input';
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      <Control
        id={props.id}
        name={props.name}
        type={props.type}
        required={props.required === 'native' || undefined}
        autoComplete={props.autoComplete}
        aria-required={props.required === true || undefined}
        aria-invalid={props.invalid}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
