// The website's languages (decision 0021) and how a staff-given text is chosen for one of them.
// A text field `x` of a row may have a Hindi version `x_hi` (same name, suffix `_hi`, in the
// database and in the API's JSON); where staff left it empty the English text shows, field by field.

export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'hi';

/** The row's text `field` in `lang`: its `<field>_hi` when the language is Hindi and that is filled. */
export function localized<T extends object>(row: T, field: keyof T & string, lang: Lang): string {
  const english = row[field];
  if (lang !== 'en') {
    const translated = (row as Record<string, unknown>)[`${field}_${lang}`];
    if (typeof translated === 'string' && translated.trim() !== '') return translated;
  }
  return typeof english === 'string' ? english : english == null ? '' : String(english);
}
