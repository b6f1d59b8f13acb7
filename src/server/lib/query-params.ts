// Query-string and path parameters of the list and detail calls. A bad value is a 400 that names
// the parameter in plain words; none can reach the database as something it would choke on
// (an id beyond a 32-bit integer, a NUL character in a text).
import { z } from 'zod';
import { MAX_ID } from '../../shared/schemas/fields';

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** A row id: a whole number from 1 to MAX_ID. */
export function idValue(name: string) {
  const message = `${name} must be a positive whole number.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

/** An optional filter by id; an empty value (`?camp_id=`) counts as absent. */
export function optionalId(name: string) {
  return z.preprocess(blankIsAbsent, idValue(name).optional());
}

/** An optional year filter (`?year=2024`). */
export function optionalYear(name = 'year') {
  const message = `${name} must be a year such as 2024.`;
  return z.preprocess(blankIsAbsent, z.coerce.number({ error: message }).int(message).min(1000, message).max(9999, message).optional());
}

/** An optional exact-match text filter. */
export function optionalText(name: string, max = 200) {
  return z.preprocess(
    blankIsAbsent,
    z
      .string({ error: `${name} must be a single text value.` })
      .max(max, `${name} is too long.`)
      .refine((v) => !v.includes('\u0000'), `${name} contains a character that is not allowed.`)
      .optional(),
  );
}

/** An optional choice among fixed values. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.preprocess(blankIsAbsent, z.enum(values, { error: `${name} must be one of: ${values.join(', ')}.` }).optional());
}

/** An optional true/false flag (`true`, `false`, `1`, `0`). */
export function optionalFlag(name: string) {
  return z.preprocess(
    blankIsAbsent,
    z
      .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false.` })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  );
}

/** `sort_order`: `ascending`/`asc` or `descending`/`desc` (the default). */
export const sortOrderParam = z.preprocess(
  blankIsAbsent,
  z
    .enum(['ascending', 'asc', 'descending', 'desc'], { error: 'sort_order must be ascending or descending.' })
    .default('descending')
    .transform((v): 'asc' | 'desc' => (v.startsWith('asc') ? 'asc' : 'desc')),
);
