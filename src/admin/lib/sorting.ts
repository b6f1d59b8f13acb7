// Sorting of console lists: a column and a direction, cycling none -> ascending -> descending -> none
// (the cycle and the sorted copy are the website's too, in src/shared/sorting.ts).
import { nextDirection, sortedBy } from '../../shared/sorting';

export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

export function nextSort(current: SortState | null, key: string): SortState | null {
  const direction = nextDirection(current?.key === key ? current.direction : null, ['asc', 'desc']);
  return direction ? { key, direction } : null;
}

export type SortValue = string | number | boolean | null | undefined;

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** Compares text naturally ("Class 9" before "Class 10") and numbers as numbers; empty values last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** A sorted copy; empty values stay last in both directions. */
export function sortRows<T>(rows: readonly T[], sort: SortState | null, read: (row: T, key: string) => SortValue): T[] {
  if (!sort) return [...rows];
  return sortedBy(
    rows,
    sort.direction === 'desc',
    (row) => {
      const value = read(row, sort.key);
      return isEmpty(value) ? null : value;
    },
    compareValues,
  );
}
