// A list of records: sortable column headers (a "Sort by" choice on a phone, where each row is a
// card), a page at a time with Previous/Next, and the loading, empty and error states.
import { useId, type ReactNode } from 'react';
import type { Column } from '../lib/column';
import { fill, m } from '../lib/messages';
import { PAGE_SIZE } from '../lib/list-params';
import { nextSort, type SortState } from '../lib/sorting';
import { errorsOf } from '../lib/validation';
import { Pager } from './pager';
import { sortArrow, type SortDirection } from '../../shared/sorting';
import './data-table.css';

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  total: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  sort: SortState | null;
  onSortChange(sort: SortState | null): void;
  loading?: boolean;
  error?: string | null;
  onRetry?(): void;
  empty?: string;
  actions?(row: T): ReactNode;
}

const longDirection: Record<SortState['direction'], SortDirection> = { asc: 'ascending', desc: 'descending' };

/** The paging and sorting props of a list whose page and sort live in the address (useListParams). */
export function addressParams(list: {
  page: number;
  sort: SortState | null;
  setPage(page: number): void;
  setSort(sort: SortState | null): void;
}) {
  return { page: list.page, pageSize: PAGE_SIZE, onPageChange: list.setPage, sort: list.sort, onSortChange: list.setSort };
}

/** The loading, error and retry props of a table that shows a query. */
export function queryState(query: { isFetching: boolean; error: unknown; refetch(): unknown }) {
  return { loading: query.isFetching, error: query.error ? errorsOf(query.error).error : null, onRetry: () => void query.refetch() };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, sort } = props;
  const sortId = useId();
  const sortable = columns.filter((c) => c.sortable);
  const pages = pageCount(props.total, props.pageSize);
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);

  if (props.error) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{fill(m.table.loadFailed, { error: props.error })}</p>
        {props.onRetry && (
          <button type="button" className="button button--secondary button--small" onClick={props.onRetry}>
            {m.retry}
          </button>
        )}
      </div>
    );
  }
  if (!rows) {
    return (
      <p className="muted" role="status">
        {m.loading}
      </p>
    );
  }

  return (
    <div className="data-table" aria-busy={props.loading || undefined}>
      {sortable.length > 0 && rows.length > 1 && (
        <div className="data-table__phone-sort">
          <label htmlFor={sortId}>{m.table.sortLabel}</label>
          <select
            id={sortId}
            value={sort ? `${sort.key}:${sort.direction}` : ''}
            onChange={(e) => {
              const [key, direction] = e.target.value.split(':');
              props.onSortChange(key ? { key, direction: direction === 'desc' ? 'desc' : 'asc' } : null);
            }}
          >
            <option value="">{m.table.unsorted}</option>
            {sortable.flatMap((c) => [
              <option key={`${c.key}:asc`} value={`${c.key}:asc`}>
                {fill(m.table.sortAscending, { column: c.header })}
              </option>,
              <option key={`${c.key}:desc`} value={`${c.key}:desc`}>
                {fill(m.table.sortDescending, { column: c.header })}
              </option>,
            ])}
          </select>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="data-table__empty">{props.empty ?? m.table.empty}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const direction = sort?.key === c.key ? longDirection[sort.direction] : null;
                return (
                  <th key={c.key} scope="col" aria-sort={direction ?? (c.sortable ? 'none' : undefined)}>
                    {c.sortable ? (
                      <button type="button" className="data-table__sort" onClick={() => props.onSortChange(nextSort(sort, c.key))}>
                        {c.header}
                        <span aria-hidden="true" className="data-table__arrow">
                          {sortArrow(direction)}
                        </span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
              {props.actions && (
                <th scope="col" className="data-table__actions-head">
                  {m.table.actions}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={props.rowKey(row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-label={c.header}
                    className={c.primary ? 'data-table__primary' : c.nowrap ? 'data-table__nowrap' : undefined}
                  >
                    {c.cell(row)}
                  </td>
                ))}
                {props.actions && <td className="data-table__actions">{props.actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.total > 0 && (
        <Pager page={props.page} pages={pages} onPageChange={props.onPageChange}>
          {fill(m.table.pageOf, { page: props.page, pages })}
          <span className="pager__range"> · {fill(m.table.showing, { from, to, total: props.total })}</span>
        </Pager>
      )}
    </div>
  );
}
