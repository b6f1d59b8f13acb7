// A list of points as the console edits it (decision 0033): each point's English and, beside it, its
// Hindi; a label ("head") where the list has one; sub-points where the list has them. The form keeps
// the list as the JSON text of its items (form values are strings); these turn the API's lists into
// items and back. The API's shapes do not change: an English list and its Hindi list by position
// ("" where a point has no Hindi), or rows carrying their own `_hi` texts.
import { fill, m } from './messages';
import type { FieldErrors } from './validation';

export interface SubPoint {
  /** Only for React's keys and the focus after a change; never sent. */
  key: number;
  text: string;
  text_hi: string;
}

export interface PointItem extends SubPoint {
  head: string;
  head_hi: string;
  sub: SubPoint[];
}

/** What a list's points have: a label before the text (its field label), sub-points. */
export interface PointsShape {
  head?: string;
  /** The label of the text when the point has a head. */
  text?: string;
  sub?: boolean;
}

let lastKey = 0;
export const newKey = () => ++lastKey;

export const newPoint = (): PointItem => ({ key: newKey(), head: '', head_hi: '', text: '', text_hi: '', sub: [] });
export const newSubPoint = (): SubPoint => ({ key: newKey(), text: '', text_hi: '' });

export const pointsValue = (items: readonly PointItem[]): string => JSON.stringify(items);

/** The form value's items; anything unreadable is no items. */
export function pointsOf(value: string | undefined): PointItem[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as PointItem[]) : [];
  } catch {
    return [];
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

// --- From the API ---

/** An English list with its Hindi list by position. */
export function pointsFromTexts(english: readonly string[] | undefined, hindi?: readonly (string | null)[] | null): string {
  return pointsValue((english ?? []).map((text, i) => ({ ...newPoint(), text, text_hi: str(hindi?.[i]) })));
}

/** Rows of a head and a text, each with its Hindi (`title`/`text`, `label`/`value`). */
export function pointsFromPairs(rows: readonly object[] | undefined, head: string, text: string): string {
  return pointsValue(
    (rows ?? []).map((row) => {
      const r = row as Record<string, unknown>;
      return { ...newPoint(), head: str(r[head]), head_hi: str(r[`${head}_hi`]), text: str(r[text]), text_hi: str(r[`${text}_hi`]) };
    }),
  );
}

export interface Fact {
  label: string;
  text: string;
  sub_points: string[];
  label_hi?: string | null;
  text_hi?: string | null;
  sub_points_hi?: string[];
}

/** A program's facts: a label, a text and sub-points, each with its Hindi. */
export function pointsFromFacts(facts: readonly Fact[] | undefined): string {
  return pointsValue(
    (facts ?? []).map((f) => ({
      ...newPoint(),
      head: f.label,
      head_hi: str(f.label_hi),
      text: f.text,
      text_hi: str(f.text_hi),
      sub: f.sub_points.map((text, i) => ({ ...newSubPoint(), text, text_hi: str(f.sub_points_hi?.[i]) })),
    })),
  );
}

// --- To the API ---

const trimmedSub = (s: SubPoint) => ({ text: s.text.trim(), text_hi: s.text_hi.trim() });
const subsOf = (p: PointItem) => (p.sub ?? []).map(trimmedSub).filter((s) => s.text || s.text_hi);

/** The points typed in, trimmed. */
const trimmed = (value: string | undefined) =>
  pointsOf(value).map((p) => ({
    head: p.head.trim(),
    head_hi: p.head_hi.trim(),
    text: p.text.trim(),
    text_hi: p.text_hi.trim(),
    sub: subsOf(p),
  }));

/** Without the empty ones (nothing in English or Hindi, no sub-point). */
const filled = (value: string | undefined) => trimmed(value).filter((p) => p.head || p.head_hi || p.text || p.text_hi || p.sub.length > 0);

/** A Hindi list by position: "" where a point has none, none at the end. */
function hindiList(texts: string[]): string[] {
  const list = [...texts];
  while (list.length && list[list.length - 1] === '') list.pop();
  return list;
}

export function textsPayload(value: string | undefined): { english: string[]; hindi: string[] } {
  const points = filled(value);
  return { english: points.map((p) => p.text), hindi: hindiList(points.map((p) => p.text_hi)) };
}

export function pairsPayload<H extends string, T extends string>(value: string | undefined, head: H, text: T) {
  return filled(value).map(
    (p) =>
      ({ [head]: p.head, [text]: p.text, [`${head}_hi`]: p.head_hi, [`${text}_hi`]: p.text_hi }) as Record<H | T | `${H | T}_hi`, string>,
  );
}

export function factsPayload(value: string | undefined): Required<Fact>[] {
  return filled(value).map((p) => ({
    label: p.head,
    text: p.text,
    sub_points: p.sub.map((s) => s.text),
    label_hi: p.head_hi,
    text_hi: p.text_hi,
    sub_points_hi: hindiList(p.sub.map((s) => s.text_hi)),
  }));
}

/**
 * A point (or a sub-point) with Hindi and no English: the website would show nothing there in
 * English. Named by its place, shown beside the list.
 */
export function hindiWithoutEnglish(value: string | undefined, field: string, shape: PointsShape = {}): FieldErrors | null {
  const at = trimmed(value).findIndex(
    (p) => (shape.head ? !p.head && (p.head_hi || p.text || p.text_hi) : !p.text && p.text_hi) || p.sub.some((s) => !s.text && s.text_hi),
  );
  if (at < 0) return null;
  const message = fill(m.tasks.points.englishMissing, { n: at + 1 });
  return { error: message, errors: { [field]: [message] } };
}
