// Staff-given content in a language (decision 0021), beyond one text (`localized` in ./lang.ts): a list
// of texts whose Hindi is a parallel list `<field>_hi` (item i translates English item i, "" where
// there is none), and a whole row, with its lists of rows, in one language at once.
import { type Lang, localized } from './lang';

const given = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** The row's list of texts `field` in `lang`: each item from `<field>_hi` where that item is filled, else the English one. */
export function localizedList<T extends object>(row: T, field: keyof T & string, lang: Lang): string[] {
  const english = row[field];
  if (!Array.isArray(english)) return [];
  const translated = lang === 'en' ? undefined : (row as Record<string, unknown>)[`${field}_${lang}`];
  return english.map((item: string, i) => {
    const text = Array.isArray(translated) ? (translated[i] as unknown) : undefined;
    return given(text) ? text : item;
  });
}

/**
 * The value with every text in `lang`, field by field (`localized`, `localizedList`), through its
 * lists of rows too; the English value itself for English. Same shape, so a component reads it as
 * it reads the English one.
 */
export function inLang<T>(value: T, lang: Lang): T {
  if (lang === 'en' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => inLang(item, lang)) as T;
  const row = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(row)) {
    out[key] =
      typeof field === 'string'
        ? localized(row, key, lang)
        : Array.isArray(field) && field.every((item) => typeof item === 'string')
          ? localizedList(row, key, lang)
          : inLang(field, lang);
  }
  return out as T;
}
