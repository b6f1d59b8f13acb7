// What one section of the papers or results tab shows (a test type, its page, its sort), read from
// and written to the query string, and the API query that fetches it: the tables sort on the
// server, so that a sort covers every page (decision 0010). Per section: `weekly_page=2`,
// `weekly_sort=date`, `weekly_order=ascending`.
import type { PaperType } from '../../shared/constants';
import type { SortDirection } from '../../shared/sorting';
import { pageFrom } from './public-page';

export type TestTableKind = 'papers' | 'results';
export type TestColumn = 'title' | 'camp' | 'date' | 'standard';

/** The API's sort_by of each sortable column; the date column is the list's default. */
const SERVER_COLUMNS: Record<TestTableKind, Partial<Record<TestColumn, string>>> = {
  papers: { title: 'title', camp: 'camp', date: 'exam_date' },
  results: { title: 'title', camp: 'camp', standard: 'standard', date: 'result_date' },
};

export interface TestTableView {
  type: PaperType;
  page: number;
  column: TestColumn | null;
  direction: SortDirection | null;
}

export const viewParams = (type: PaperType) => ({ page: `${type}_page`, sort: `${type}_sort`, order: `${type}_order` });

export function readTestTableView(search: URLSearchParams, kind: TestTableKind, type: PaperType): TestTableView {
  const names = viewParams(type);
  const column = search.get(names.sort) as TestColumn | null;
  const direction = search.get(names.order);
  const sorted = column !== null && column in SERVER_COLUMNS[kind] && (direction === 'ascending' || direction === 'descending');
  return {
    type,
    page: pageFrom(search, names.page),
    column: sorted ? column : null,
    direction: sorted ? (direction as SortDirection) : null,
  };
}

/** The query string with a section's new sort: its page goes back to the first. */
export function withSort(search: URLSearchParams, type: PaperType, column: TestColumn | null, direction: SortDirection | null) {
  const names = viewParams(type);
  const next = new URLSearchParams(search);
  next.delete(names.page);
  if (column && direction) {
    next.set(names.sort, column);
    next.set(names.order, direction);
  } else {
    next.delete(names.sort);
    next.delete(names.order);
  }
  return next;
}

/** The API query of a section; unsorted is the list's own order, newest date first (§7). */
export function testTableQuery(kind: TestTableKind, view: TestTableView) {
  const serverColumn = view.column ? SERVER_COLUMNS[kind][view.column] : undefined;
  return {
    type: view.type,
    sort_by: serverColumn ?? SERVER_COLUMNS[kind].date!,
    sort_order: serverColumn ? view.direction! : 'descending',
  };
}
