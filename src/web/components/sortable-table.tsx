import { useState, type ReactNode } from 'react';
import { sortArrow } from '../../shared/sorting';
import { useMessages } from '../lib/app-context';
import { fill } from '../../shared/messages/fill';
import { nextSort, sortRows, unsorted, type SortDirection, type SortKind, type SortState } from './sorting';
import './sortable-table.css';

export interface Column<R, K extends string> {
  key: K;
  label: string;
  /** Omitted for columns that do not sort (e.g. the download button). */
  sort?: { kind: SortKind; first?: SortDirection; value(row: R): string | number | null | undefined };
  cell(row: R): ReactNode;
}

export function SortableTable<R, K extends string>(props: {
  caption: string;
  columns: readonly Column<R, K>[];
  rows: readonly R[];
  rowKey(row: R): string | number;
  /**
   * Sorting on the server: the rows come in `sort`'s order and a click asks `onSort` for the next
   * one. Without them the table sorts its rows itself.
   */
  sort?: SortState<K>;
  onSort?(next: SortState<K>): void;
}) {
  const m = useMessages().web.students;
  const [ownSort, setOwnSort] = useState<SortState<K>>(unsorted);
  const onServer = props.onSort !== undefined;
  const sort = onServer ? (props.sort ?? unsorted<K>()) : ownSort;
  const kinds = Object.fromEntries(props.columns.filter((c) => c.sort).map((c) => [c.key, c.sort!.kind])) as Partial<Record<K, SortKind>>;
  const rows = onServer
    ? props.rows
    : sortRows(props.rows, sort, (row, key) => props.columns.find((c) => c.key === key)?.sort?.value(row), kinds);
  const click = (column: Column<R, K>) => {
    const next = nextSort(sort, column.key, column.sort!.first);
    if (props.onSort) props.onSort(next);
    else setOwnSort(next);
  };
  return (
    <div className="table-scroll">
      <table className="sortable-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => {
              const active = sort.column === column.key ? sort.direction : null;
              return (
                <th key={column.key} scope="col" aria-sort={column.sort ? (active ?? 'none') : undefined}>
                  {column.sort ? (
                    <button
                      type="button"
                      className="sortable-table__sort"
                      aria-label={fill(m.sortBy, { column: column.label })}
                      onClick={() => click(column)}
                    >
                      {column.label}
                      <span aria-hidden="true" className="sortable-table__arrow">
                        {sortArrow(active)}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((column) => (
                <td key={column.key} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
