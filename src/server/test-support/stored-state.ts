// What a request may have stored: the row count of every table of the test's database (found in
// the database itself, so a table added later is counted too) and the files under the media folder.
import { sql } from 'kysely';
import { type Harness, testEngine } from './api-harness';
import { mediaFiles } from './staff-fixtures';

/** The tables of the harness's database (its own schema on PostgreSQL), migrations' own left out; with `hasColumn`, those with a column it picks. */
export async function tableNames(h: Harness, hasColumn?: (column: string) => boolean): Promise<string[]> {
  const schema =
    testEngine() === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(h.db.kysely)).rows[0]?.s : undefined;
  const tables = await h.db.kysely.introspection.getTables();
  return tables
    .filter((t) => !t.isView && (schema === undefined || t.schema === schema))
    .filter((t) => !hasColumn || t.columns.some((c) => hasColumn(c.name)))
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

export type RowCounts = (h: Harness) => Promise<Record<string, number>>;

/**
 * A counter of every table's rows in one round trip: `{ camps: 3, … }`. PostgreSQL plans a select
 * of some forty counts in about 2 ms, four times what running it takes, and a fuzz run counts tens of
 * thousands of times; so there the select is the body of a PL/pgSQL function in the test's own
 * schema, whose plan each connection keeps. SQLite plans it in microseconds.
 */
export async function rowCounter(h: Harness, tables: readonly string[]): Promise<RowCounts> {
  if (tables.length === 0) throw new Error('rowCounter: no tables to count');
  const asNumbers = (row: Record<string, number | string>) => Object.fromEntries(Object.entries(row).map(([t, n]) => [t, Number(n)]));
  if (testEngine() !== 'postgres') {
    const columns = tables.map((t) => sql`(select count(*) from ${sql.table(t)}) as ${sql.ref(t)}`);
    return async (harness) =>
      asNumbers((await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(harness.db.kysely)).rows[0] ?? {});
  }
  // json_build_object takes at most 100 arguments (50 tables): one object per 50, joined as jsonb.
  const objects = [];
  for (let i = 0; i < tables.length; i += 50) {
    const pairs = tables.slice(i, i + 50).map((t) => sql`${sql.lit(t)}, (select count(*) from ${sql.table(t)})`);
    objects.push(sql`jsonb_build_object(${sql.join(pairs)})`);
  }
  await sql`create or replace function stored_row_counts() returns jsonb language plpgsql stable as $body$
    begin return ${sql.join(objects, sql` || `)}; end $body$`.execute(h.db.kysely);
  return async (harness) =>
    asNumbers((await sql<{ c: Record<string, number> }>`select stored_row_counts() as c`.execute(harness.db.kysely)).rows[0]?.c ?? {});
}

/** Row counts of every table and the media files: equal before and after a refusal. */
export async function storedState(h: Harness, count: RowCounts) {
  return { rows: await count(h), files: await mediaFiles(h) };
}

/** Every row of the named tables, in id order: `{ programs: [...], … }`. */
export async function tableRows(h: Harness, tables: readonly string[]) {
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    rows[table] = await h.db.kysely
      .selectFrom(table as 'programs')
      .selectAll()
      .orderBy('id')
      .execute();
  }
  return rows;
}
