// Sorting of console lists: a column and a direction, cycling none -> ascending -> descending -> none.
export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

export type SortValue = string | number | boolean | null | undefined;

/** Compares text naturally ("Class 9" before "Class 10") and numbers as numbers; empty values last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** A sorted copy; empty values stay last in both directions. */
export function sortRows<T>(rows: readonly T[], sort: SortState | null, valueOf: (row: T, key: string) => SortValue): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      if (emptyX || emptyY) return emptyX === emptyY ? x.index - y.index : emptyX ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((x) => x.row);
}
