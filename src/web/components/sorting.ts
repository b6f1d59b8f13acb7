// Column sorting of §4: one column at a time; a click cycles none -> ascending -> descending ->
// none, except columns whose first click is descending (exam date). Dates compare as
// day-month-year, standards numerically where numeric.
import { parseDate } from '../../shared/dates';

export type SortDirection = 'ascending' | 'descending';
export interface SortState<K extends string> {
  column: K | null;
  direction: SortDirection | null;
}

export const unsorted = <K extends string>(): SortState<K> => ({ column: null, direction: null });

/** The state after a click on `column`. */
export function nextSort<K extends string>(state: SortState<K>, column: K, firstDirection: SortDirection = 'ascending'): SortState<K> {
  const second: SortDirection = firstDirection === 'ascending' ? 'descending' : 'ascending';
  if (state.column !== column || !state.direction) return { column, direction: firstDirection };
  if (state.direction === firstDirection) return { column, direction: second };
  return { column: null, direction: null };
}

export type SortKind = 'text' | 'date' | 'standard';

/** A comparable value: dates as time (missing last), standards as numbers when numeric. */
export function sortValue(value: string | number | null | undefined, kind: SortKind): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date') return parseDate(String(value))?.getTime() ?? null;
  if (kind === 'standard') {
    const n = Number(String(value).trim());
    return Number.isFinite(n) ? n : String(value).toLowerCase();
  }
  return String(value).toLowerCase();
}

function compare(a: number | string | null, b: number | string | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1; // numbers before words ("10" before "All")
  if (typeof b === 'number') return 1;
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The rows in the order of `state` (a stable copy; the original order when unsorted). */
export function sortRows<R, K extends string>(
  rows: readonly R[],
  state: SortState<K>,
  read: (row: R, column: K) => string | number | null | undefined,
  kinds: Partial<Record<K, SortKind>>,
): R[] {
  if (!state.column || !state.direction) return [...rows];
  const column = state.column;
  const kind = kinds[column] ?? 'text';
  const sign = state.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(read(row, column), kind) }))
    .sort((x, y) => {
      // Missing values stay last in both directions.
      if (x.value === null || y.value === null) return compare(x.value, y.value) || x.index - y.index;
      return sign * compare(x.value, y.value) || x.index - y.index;
    })
    .map((x) => x.row);
}
