// Test papers ("previous year questions") and test results: queries and the row -> view mapping
// shared by the public calls and the staff calls. The camp name comes by join, in the same query.
import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { TestPaper as PaperTableRow, TestResult as ResultTableRow } from '../../db/schema';
import { runList, type ListQueries } from '../../lib/listing';
import { pageQuery, pageWindow, type PageQuery } from '../../lib/pagination';
import { optionalChoice, optionalId, sortOrderParam } from '../../lib/query-params';
import type { MediaStore } from '../../storage/media-store';
import { PAPER_TYPES, type PaperType } from '../../../shared/constants';
import type { TestPaper, TestResult } from '../../../shared/schemas/content';

type CampNames = { camp_name: string | null; camp_name_hi: string | null };
export type TestPaperRow = PaperTableRow & CampNames;
export type TestResultRow = ResultTableRow & CampNames;

/** The website's table columns sort on the server, so that a sort covers every page (decision 0010). */
export const PAPER_SORT_COLUMNS = ['exam_date', 'title', 'created_at', 'camp'] as const;
export const RESULT_SORT_COLUMNS = ['result_date', 'title', 'created_at', 'camp', 'standard'] as const;

const sortBy = <const T extends readonly [string, ...string[]]>(columns: T) =>
  optionalChoice('sort_by', columns).transform((v): T[number] => v ?? columns[0]);

export const testPaperListQuery = pageQuery.extend({
  camp_id: optionalId('camp_id'),
  type: optionalChoice('type', PAPER_TYPES),
  sort_by: sortBy(PAPER_SORT_COLUMNS),
  sort_order: sortOrderParam,
});
export const testResultListQuery = pageQuery.extend({
  camp_id: optionalId('camp_id'),
  type: optionalChoice('type', PAPER_TYPES),
  sort_by: sortBy(RESULT_SORT_COLUMNS),
  sort_order: sortOrderParam,
});

export interface TestListFilters<S extends string> {
  camp_id?: number | undefined;
  type?: PaperType | undefined;
  sort_by: S;
  sort_order: 'asc' | 'desc';
}

/** The fields a paper and a result share, in the order of the reply. */
const testFields = (row: TestPaperRow | TestResultRow) => ({
  id: row.id,
  camp_id: row.camp_id,
  camp_name: row.camp_name,
  title: row.title,
  type: row.type as PaperType,
  title_hi: row.title_hi,
  camp_name_hi: row.camp_name_hi,
});

export function toTestPaperView(row: TestPaperRow, media: MediaStore): TestPaper {
  return { ...testFields(row), exam_date: row.exam_date, file_url: media.url(row.file), created_at: row.created_at };
}

export function toTestResultView(row: TestResultRow, media: MediaStore): TestResult {
  return {
    ...testFields(row),
    standard: row.standard,
    result_date: row.result_date,
    file_url: media.url(row.file),
    created_at: row.created_at,
  };
}

/**
 * The ORDER BY keys of a column, each in the list's direction. A date may be missing: it sorts as
 * '' (undated last when newest first) on both engines, through the expression indexes of
 * migration 002. A camp sorts by name, rows without a camp last either way. A standard sorts as §4
 * asks: numbers first, in numeric order (a shorter run of digits is a smaller number), then words.
 */
function sortKeys(db: Db, column: string, dateColumn: string): RawBuilder<unknown>[] {
  if (column === dateColumn) return [sql`coalesce(${sql.ref(`t.${column}`)}, '')`];
  if (column === 'camp') return [sql`lower(c.name)`];
  if (column === 'standard') {
    const numeric = db.engine === 'postgres' ? sql`t.standard ~ '^[0-9]+$'` : sql`(t.standard <> '' and t.standard not glob '*[^0-9]*')`;
    return [
      sql`case when ${numeric} then 0 else 1 end`,
      sql`case when ${numeric} then length(t.standard) else 0 end`,
      sql`lower(t.standard)`,
    ];
  }
  return [sql.ref(`t.${column}`)];
}

/** Either table, typed through test_papers: they share every column queried here but the date. */
const testsFrom = (db: Db, table: 'test_papers' | 'test_results') => db.kysely.selectFrom(`${table} as t` as 'test_papers as t');

function withCampName(query: ReturnType<typeof testsFrom>) {
  return query.leftJoin('camps as c', 'c.id', 't.camp_id').selectAll('t').select(['c.name as camp_name', 'c.name_hi as camp_name_hi']);
}

/**
 * One list query for both tables: they share the columns filtered on (camp_id, type) and differ
 * only in their date column. The callers give each its own row type.
 */
function testListQueries(
  db: Db,
  table: 'test_papers' | 'test_results',
  dateColumn: 'exam_date' | 'result_date',
  filters: TestListFilters<string>,
  page: PageQuery,
) {
  const { limit, offset } = pageWindow(page);
  let base = testsFrom(db, table);
  if (filters.camp_id !== undefined) base = base.where('t.camp_id', '=', filters.camp_id);
  if (filters.type !== undefined) base = base.where('t.type', '=', filters.type);
  let rows = withCampName(base);
  // Rows without a camp stay last in both directions, as on the website's tables.
  if (filters.sort_by === 'camp') rows = rows.orderBy(sql`case when c.name is null then 1 else 0 end`);
  for (const key of sortKeys(db, filters.sort_by, dateColumn)) rows = rows.orderBy(key, filters.sort_order);
  return {
    rows: rows.orderBy('t.id', filters.sort_order).limit(limit).offset(offset),
    count: base.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export function testPaperListQueries(
  db: Db,
  filters: TestListFilters<(typeof PAPER_SORT_COLUMNS)[number]>,
  page: PageQuery,
): ListQueries<TestPaperRow> {
  return testListQueries(db, 'test_papers', 'exam_date', filters, page);
}

export function testResultListQueries(
  db: Db,
  filters: TestListFilters<(typeof RESULT_SORT_COLUMNS)[number]>,
  page: PageQuery,
): ListQueries<TestResultRow> {
  return testListQueries(db, 'test_results', 'result_date', filters, page) as unknown as ListQueries<TestResultRow>;
}

export const listTestPapers = (db: Db, filters: TestListFilters<(typeof PAPER_SORT_COLUMNS)[number]>, page: PageQuery) =>
  runList(testPaperListQueries(db, filters, page), page);
export const listTestResults = (db: Db, filters: TestListFilters<(typeof RESULT_SORT_COLUMNS)[number]>, page: PageQuery) =>
  runList(testResultListQueries(db, filters, page), page);

export function getTestPaper(db: Db, id: number): Promise<TestPaperRow | undefined> {
  return withCampName(testsFrom(db, 'test_papers')).where('t.id', '=', id).executeTakeFirst();
}

export function getTestResult(db: Db, id: number): Promise<TestResultRow | undefined> {
  return withCampName(testsFrom(db, 'test_results')).where('t.id', '=', id).executeTakeFirst() as Promise<TestResultRow | undefined>;
}

export type TestPaperListQuery = z.infer<typeof testPaperListQuery>;
export type TestResultListQuery = z.infer<typeof testResultListQuery>;
