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

/** Checks a payload with its schema; an error inside a list (`points.2`) shows beside the list's box. */
export function checkPayload(schema: z.ZodType, payload: unknown): FieldErrors | null {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((i) => ({ message: i.message, path: i.path.slice(0, 1) }));
  return summarizeIssues(issues);
}
