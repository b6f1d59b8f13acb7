// The name, value, change handler and fault mark of a field of the Get Involved forms, for a
// TextField or SelectField. (The contact form marks no fields, so this is not part of useSubmit.)
import type { useSubmit } from '../../forms/use-submit';

type Form<V extends Record<string, string>> = Pick<ReturnType<typeof useSubmit<V, unknown>>, 'values' | 'set' | 'bad'>;

export function bindField<V extends Record<string, string>>(form: Form<V>, name: keyof V & string) {
  return { name, value: form.values[name]!, onChange: form.set(name), invalid: form.bad(name) };
}
