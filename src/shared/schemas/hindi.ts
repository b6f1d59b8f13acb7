// The Hindi versions of the texts staff give (decision 0021, src/shared/lang.ts): a text field `x` has
// an optional `x_hi` beside it, in payloads and replies alike, bounded as the English text is.
// Nothing there means "no Hindi": the website shows the English text, field by field.
import { z } from 'zod';
import { maybeText } from './fields';

/** An optional Hindi version of a text: trimmed, at most `max` characters; missing, null or "" is null. */
export const hindiText = (max: number) => maybeText(max).transform((v) => v || null);

type HindiNames<N extends string> = `${N}_hi`;

/** A payload's Hindi fields, from the English fields' bounds: `{ title: 300 }` gives `{ title_hi: hindiText(300) }`. */
export function hindiFields<const T extends Record<string, number>>(bounds: T) {
  return Object.fromEntries(Object.entries(bounds).map(([name, max]) => [`${name}_hi`, hindiText(max)])) as {
    [K in keyof T & string as HindiNames<K>]: ReturnType<typeof hindiText>;
  };
}

/** A reply's Hindi fields: the text, or null where staff gave none. */
export function hindiViews<const N extends string>(...names: N[]) {
  return Object.fromEntries(names.map((name) => [`${name}_hi`, z.string().nullable()])) as {
    [K in N as HindiNames<K>]: z.ZodNullable<z.ZodString>;
  };
}
