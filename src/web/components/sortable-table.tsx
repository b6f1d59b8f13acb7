import { useState, type ReactNode } from 'react';
import { sortArrow } from '../../shared/sorting';
import { useMessages } from '../app/app-context';
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
}) {
  const m = useMessages().web.students;
  const [sort, setSort] = useState<SortState<K>>(unsorted);
  const kinds = Object.fromEntries(props.columns.filter((c) => c.sort).map((c) => [c.key, c.sort!.kind])) as Partial<Record<K, SortKind>>;
  const rows = sortRows(props.rows, sort, (row, key) => props.columns.find((c) => c.key === key)?.sort?.value(row), kinds);
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
                      onClick={() => setSort((s) => nextSort(s, column.key, column.sort!.first))}
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
