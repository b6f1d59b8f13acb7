// The site content's lists as the console's text boxes show them, and back: points one per line,
// pairs as "Title: text" lines, a program's facts as "Label: text" lines with "- " sub-points.
// And the check of a payload with its shared schema, each error shown beside its text box.
import type { z } from 'zod';
import { summarizeIssues } from '../../shared/schemas/fields';
import type { FieldErrors } from './validation';

/** Points, one per line. */
export const linesText = (items: readonly string[] | undefined): string => (items ?? []).join('\n');

/** Each non-empty line, trimmed. */
export function linesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `[{ title, text }]` -> "title: text" lines. */
export function pairsText<K extends string, V extends string>(
  items: readonly Record<K | V, string>[] | undefined,
  key: K,
  value: V,
): string {
  return (items ?? []).map((item) => (item[value] ? `${item[key]}: ${item[value]}` : item[key])).join('\n');
}

/** "title: text" lines -> `[{ title, text }]` (split at the first colon). */
export function pairsOf<K extends string, V extends string>(text: string | undefined, key: K, value: V): Record<K | V, string>[] {
  return linesOf(text).map((line) => {
    const at = line.indexOf(':');
    const head = at < 0 ? line : line.slice(0, at).trim();
    const rest = at < 0 ? '' : line.slice(at + 1).trim();
    return { [key]: head, [value]: rest } as Record<K | V, string>;
  });
}

export interface Fact {
  label: string;
  text: string;
  sub_points: string[];
}

/** A program's facts: "label: text" lines, each followed by its "- sub-point" lines. */
export function factsText(facts: readonly Fact[] | undefined): string {
  return (facts ?? []).flatMap((f) => [f.text ? `${f.label}: ${f.text}` : f.label, ...f.sub_points.map((p) => `- ${p}`)]).join('\n');
}

export function factsOf(text: string | undefined): Fact[] {
  const facts: Fact[] = [];
  for (const line of linesOf(text)) {
    const last = facts[facts.length - 1];
    if (line.startsWith('-') && last) {
      const point = line.slice(1).trim();
      if (point) last.sub_points.push(point);
      continue;
    }
    const [pair] = pairsOf(line, 'label', 'text');
    if (pair) facts.push({ ...pair, sub_points: [] });
  }
  return facts;
}

/**
 * Checks a payload with its schema; an error inside a list (`points.2`) shows beside the list's
 * box, one in the Hindi of a list's item (`facts.1.label_hi`) beside the list's Hindi box.
 */
export function checkPayload(schema: z.ZodType, payload: unknown): FieldErrors | null {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return null;
  const box = (path: readonly PropertyKey[]) => {
    const [list, ...inside] = path.map(String);
    const hindi = list !== undefined && !list.endsWith('_hi') && inside.some((p) => p.endsWith('_hi'));
    return list === undefined ? [] : [hindi ? `${list}_hi` : list];
  };
  const issues = parsed.error.issues.map((i) => ({ message: i.message, path: box(i.path) }));
  return summarizeIssues(issues);
}

// --- Hindi versions (decision 0021): boxes of lines that match the English box line for line ---

/** Hindi points, one per line, a blank line where a point has none. */
export const hindiLinesText = (items: readonly string[] | undefined): string => (items ?? []).join('\n').trimEnd();

/** Each line, trimmed, a blank one kept as "" (the English point shows there); blank lines at the end dropped. */
export function hindiLinesOf(text: string | undefined): string[] {
  const lines = (text ?? '').split('\n').map((line) => line.trim());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A "head: rest" line of the Hindi box: "" for none. */
const hindiLine = (head: string | null | undefined, rest: string | null | undefined) => (rest ? `${head ?? ''}: ${rest}` : (head ?? ''));

/** The Hindi of `[{ title, text, title_hi, text_hi }]` -> "title_hi: text_hi" lines, a blank line where an item has none. */
export function hindiPairsText<K extends string, V extends string>(
  items: readonly Partial<Record<`${K | V}_hi`, string | null>>[] | undefined,
  key: K,
  value: V,
): string {
  return (items ?? [])
    .map((item) => hindiLine(item[`${key}_hi`], item[`${value}_hi`]))
    .join('\n')
    .trimEnd();
}

/** English pairs with the Hindi of the box's line at the same place ("" for none). */
export function withHindiPairs<K extends string, V extends string>(
  pairs: Record<K | V, string>[],
  hindi: string | undefined,
  key: K,
  value: V,
): (Record<K | V, string> & Record<`${K | V}_hi`, string>)[] {
  const lines = hindiLinesOf(hindi);
  return pairs.map((pair, i) => {
    const [h] = pairsOf(lines[i] ?? '', key, value);
    return { ...pair, [`${key}_hi`]: h?.[key] ?? '', [`${value}_hi`]: h?.[value] ?? '' } as Record<K | V, string> &
      Record<`${K | V}_hi`, string>;
  });
}

export interface HindiFact {
  label_hi?: string | null;
  text_hi?: string | null;
  sub_points_hi?: string[];
}

/** A program's facts in Hindi, in the facts' own format; a blank line (or "- ") where one has none. */
export function hindiFactsText(facts: readonly HindiFact[] | undefined): string {
  return (facts ?? [])
    .flatMap((f) => [hindiLine(f.label_hi, f.text_hi), ...(f.sub_points_hi ?? []).map((p) => (p ? `- ${p}` : '-'))])
    .join('\n')
    .trimEnd();
}

/** The Hindi box's facts, each at the place of the English fact it translates. */
export function hindiFactsOf(text: string | undefined): Required<HindiFact>[] {
  const facts: Required<HindiFact>[] = [];
  for (const line of hindiLinesOf(text)) {
    const last = facts[facts.length - 1];
    if (line.startsWith('-') && last) {
      last.sub_points_hi.push(line.slice(1).trim());
      continue;
    }
    const [pair] = pairsOf(line, 'label', 'text');
    facts.push({ label_hi: pair?.label ?? '', text_hi: pair?.text ?? '', sub_points_hi: [] });
  }
  return facts;
}

/** English facts with their Hindi from the box (by place). */
export const withHindiFacts = (facts: Fact[], hindi: string | undefined) => {
  const translated = hindiFactsOf(hindi);
  return facts.map((fact, i) => ({ ...fact, ...(translated[i] ?? { label_hi: '', text_hi: '', sub_points_hi: [] }) }));
};

/** More Hindi lines (or facts) than English ones: each Hindi line must have its English line. */
export function extraHindi(english: number, hindi: number, field: string, message: string): FieldErrors | null {
  return hindi > english ? { error: message, errors: { [field]: [message] } } : null;
}
