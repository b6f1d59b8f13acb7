/** A text in its singular and plural forms, as English needs them ({count} in each). */
export interface CountedText {
  one: string;
  other: string;
}

const englishPlural = new Intl.PluralRules('en');

/** Fills the form of `text` that `count` takes, with `{count}` and any other values. */
export function fillCount(text: CountedText, count: number, values: Record<string, string | number> = {}): string {
  return fill(englishPlural.select(count) === 'one' ? text.one : text.other, { ...values, count });
}

/** Fills the `{name}` placeholders of a catalogue text; an unknown name stays as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
