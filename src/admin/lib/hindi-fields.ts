// The Hindi versions of the texts staff give (decision 0021): each is a field `<name>_hi` directly under
// its English field, labelled "<label> (Hindi)", typed in with lang="hi". Left empty, the website's
// Hindi pages show the English text. Lists of points have each point's Hindi beside it
// (components/points-field.tsx).
import { fill, m } from './messages';
import type { FieldSpec } from './resource';
import type { FormValues } from './use-form';

export const hindiName = (name: string) => `${name}_hi`;

/** The Hindi field of an English one (never required: the English is what must be there). */
export function hindiSpec(spec: FieldSpec, hint?: string): FieldSpec {
  return {
    name: hindiName(spec.name),
    label: fill(m.form.inHindi, { label: spec.label }),
    kind: spec.kind,
    lang: 'hi',
    ...(hint ? { hint } : {}),
  };
}

/**
 * The fields with a Hindi one directly under each English field named in `texts`. The first Hindi
 * text says once what an empty one does (unless `explained` elsewhere).
 */
export function withHindi(specs: FieldSpec[], texts: readonly string[], explained = false): FieldSpec[] {
  let said = explained;
  return specs.flatMap((spec) => {
    if (!texts.includes(spec.name)) return [spec];
    const hint = said ? undefined : m.form.hindiHint;
    said = true;
    return [spec, hindiSpec(spec, hint)];
  });
}

/** The form values of a row's Hindi texts: the text, or "" where there is none. */
export function hindiValues(row: object | null | undefined, names: readonly string[]): FormValues {
  const source = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    names.map((name) => {
      const value = source[hindiName(name)];
      return [hindiName(name), typeof value === 'string' ? value : ''];
    }),
  );
}

/** The payload's Hindi texts, from the form's values ("" is none: the server stores null). */
export function hindiPayload(values: FormValues, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [hindiName(name), values[hindiName(name)] ?? '']));
}

/** The form values of a row's texts and of their Hindi versions ("" where there is none). */
export function bilingualValues(row: object | null | undefined, names: readonly string[]): FormValues {
  const source = (row ?? {}) as Record<string, unknown>;
  const english = names.map((name) => [name, typeof source[name] === 'string' ? source[name] : '']);
  return { ...Object.fromEntries(english), ...hindiValues(row, names) };
}

/** The payload's texts and their Hindi versions, from the form's values. */
export function bilingualPayload(values: FormValues, names: readonly string[]): Record<string, string> {
  return { ...Object.fromEntries(names.map((name) => [name, values[name] ?? ''])), ...hindiPayload(values, names) };
}
