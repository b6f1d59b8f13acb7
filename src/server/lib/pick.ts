// A reply view that copies most of a row's columns as they are names those columns once, in a
// list, instead of a `name: row.name` line each (which every view then repeats).

/** The named fields of `row`, as they are. */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = row[key];
  return out;
}
