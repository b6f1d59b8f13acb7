// Column sorting both apps share (§4): one column at a time, a click cycles none -> first
// direction -> the other -> none, and a sorted copy keeps missing values last in both directions.
// Each app keeps its own header markup and its own way to compare two values.

export type SortDirection = 'ascending' | 'descending';

/**
 * The direction after a click on a column: `current` is that column's direction now (null when
 * another column or none sorts), `order` its first and second directions.
 */
export function nextDirection<D extends string>(current: D | null, order: readonly [D, D]): D | null {
  if (current === null) return order[0];
  return current === order[0] ? order[1] : null;
}

/** The header arrow of a column sorted ascending, descending, or not. */
export function sortArrow(direction: SortDirection | null): string {
  return direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
}

/** A stable sorted copy by `read`; null values (missing) stay last in both directions. */
export function sortedBy<R, V>(rows: readonly R[], descending: boolean, read: (row: R) => V | null, compare: (a: V, b: V) => number): R[] {
  const sign = descending ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((x, y) => {
      if (x.value === null || y.value === null) return (x.value === null ? 1 : 0) - (y.value === null ? 1 : 0) || x.index - y.index;
      return sign * compare(x.value, y.value) || x.index - y.index;
    })
    .map((x) => x.row);
}
