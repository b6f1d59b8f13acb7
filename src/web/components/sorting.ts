// Column sorting of §4 on the website: the shared cycle (none -> ascending -> descending -> none,
// except columns whose first click is descending: exam date) and sorted copy, with the website's
// values: dates compare as day-month-year, standards numerically where numeric.
import { nextDirection, type SortDirection, sortedBy } from '../../shared/sorting';
import { parseDate } from '../../shared/dates';

export type { SortDirection };
export interface SortState<K extends string> {
  column: K | null;
  direction: SortDirection | null;
}

export const unsorted = <K extends string>(): SortState<K> => ({ column: null, direction: null });

/** The state after a click on `column`. */
export function nextSort<K extends string>(state: SortState<K>, column: K, firstDirection: SortDirection = 'ascending'): SortState<K> {
  const order: [SortDirection, SortDirection] = firstDirection === 'ascending' ? ['ascending', 'descending'] : ['descending', 'ascending'];
  const direction = nextDirection(state.column === column ? state.direction : null, order);
  return direction ? { column, direction } : unsorted();
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

function compare(a: number | string, b: number | string): number {
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
  return sortedBy(rows, state.direction === 'descending', (row) => sortValue(read(row, column), kind), compare);
}
