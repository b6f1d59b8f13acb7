// Every public list reads its page straight off an index in ORDER BY order, with no table scan
// and no sort step, so that a page costs the same at 100,000 rows as at 20. On SQLite we read the
// query plan; on PostgreSQL we forbid sorts and sequential scans and check that the planner found
// a plan without them. (Filtering the gallery by location or year is the one exception: it sorts
// the pictures of the matching camps, a set bounded by those camps, not by the table.)
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/api-harness';
import { announcementListQueries } from './announcements/announcements';
import { campListQueries } from './camps/camps';
import { brochureListQueries, reportListQueries } from './downloads/downloads';
import { eventListQueries } from './events/events';
import { galleryCampListQueries, galleryListQueries } from './gallery/gallery';
import { testPaperListQueries, testResultListQueries } from './tests/tests';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const page = { page: 3, page_size: 20 };
type Queries = { rows: { compile(): CompiledQuery }; count: { compile(): CompiledQuery } };

const lists: [string, () => Queries][] = [
  ['announcements', () => announcementListQueries(h.db, {}, page)],
  ['announcements of a camp', () => announcementListQueries(h.db, { camp_id: 1 }, page)],
  ['camps', () => campListQueries(h.db, {}, page)],
  ['camps by year', () => campListQueries(h.db, { year: 2024 }, page)],
  ['camps by location', () => campListQueries(h.db, { location: 'Dharchula' }, page)],
  ['gallery', () => galleryListQueries(h.db, {}, page)],
  ['gallery by type', () => galleryListQueries(h.db, { type: 'exams' }, page)],
  ['gallery of a camp', () => galleryListQueries(h.db, { camp_id: 1 }, page)],
  ['gallery of a camp by type', () => galleryListQueries(h.db, { camp_id: 1, type: 'doubts' }, page)],
  ['camps with pictures', () => galleryCampListQueries(h.db, {}, page)],
  ['brochures', () => brochureListQueries(h.db, page)],
  ['reports', () => reportListQueries(h.db, page)],
  ['events', () => eventListQueries(h.db, {}, page)],
  ['featured events', () => eventListQueries(h.db, { featured: true }, page)],
  ['upcoming featured events', () => eventListQueries(h.db, { featured: true, upcoming: true }, page)],
  ...(['desc', 'asc'] as const).flatMap((sort_order): [string, () => Queries][] => [
    ...(['exam_date', 'title', 'created_at'] as const).map((sort_by): [string, () => Queries] => [
      `test papers by ${sort_by} ${sort_order}`,
      () => testPaperListQueries(h.db, { sort_by, sort_order }, page),
    ]),
    ...(['result_date', 'title', 'created_at'] as const).map((sort_by): [string, () => Queries] => [
      `test results by ${sort_by} ${sort_order}`,
      () => testResultListQueries(h.db, { sort_by, sort_order }, page),
    ]),
    [
      `test papers of a camp ${sort_order}`,
      () => testPaperListQueries(h.db, { camp_id: 1, type: 'weekly', sort_by: 'exam_date', sort_order }, page),
    ],
    [`test papers by type ${sort_order}`, () => testPaperListQueries(h.db, { type: 'surprise', sort_by: 'exam_date', sort_order }, page)],
    [
      `test results by type ${sort_order}`,
      () => testResultListQueries(h.db, { type: 'screening', sort_by: 'result_date', sort_order }, page),
    ],
    [`test results of a camp ${sort_order}`, () => testResultListQueries(h.db, { camp_id: 1, sort_by: 'result_date', sort_order }, page)],
  ]),
];

async function plan(query: { compile(): CompiledQuery }): Promise<string> {
  const compiled = query.compile();
  return h.db.kysely.connection().execute(async (conn) => {
    if (h.db.engine === 'sqlite') {
      const result = await conn.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((r) => r.detail).join('\n');
    }
    await sql`set enable_sort = off`.execute(conn);
    await sql`set enable_incremental_sort = off`.execute(conn);
    await sql`set enable_seqscan = off`.execute(conn);
    try {
      const result = await conn.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset all`.execute(conn);
    }
  });
}

describe('query plans of the public lists', () => {
  it.each(lists)('%s: the page comes off an index, in order', async (_name, queries) => {
    const text = await plan(queries().rows);
    if (h.db.engine === 'sqlite') {
      expect(text).not.toMatch(/TEMP B-TREE/);
      expect(text).not.toMatch(/^SCAN \w+$/m);
    } else {
      // With sorts and sequential scans disabled the planner still uses them when it has no other way.
      expect(text).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it.each(lists)('%s: the total is counted from an index', async (_name, queries) => {
    const text = await plan(queries().count);
    if (h.db.engine === 'sqlite') expect(text).not.toMatch(/^SCAN \w+$/m);
    else expect(text).not.toMatch(/Seq Scan/);
  });
});
