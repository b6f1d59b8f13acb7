// What a request may have stored: the row count of every table of the test's database (found in
// the database itself, so a table added later is counted too) and the files under the media folder.
import { sql } from 'kysely';
import { type Harness, testEngine } from './api-harness';
import { mediaFiles } from './staff-fixtures';

/** The tables of the harness's database (its own schema on PostgreSQL), migrations' own left out. */
export async function tableNames(h: Harness): Promise<string[]> {
  const schema =
    testEngine() === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(h.db.kysely)).rows[0]?.s : undefined;
  const tables = await h.db.kysely.introspection.getTables();
  return tables
    .filter((t) => !t.isView && (schema === undefined || t.schema === schema))
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

/** Counts every table in one round trip: `{ camps: 3, … }`. */
export async function rowCounts(h: Harness, tables: readonly string[]): Promise<Record<string, number>> {
  const columns = tables.map((t) => sql`(select count(*) from ${sql.table(t)}) as ${sql.ref(t)}`);
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(h.db.kysely);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([t, n]) => [t, Number(n)]));
}

/** Row counts of every table and the media files: equal before and after a refusal. */
export async function storedState(h: Harness, tables: readonly string[]) {
  return { rows: await rowCounts(h, tables), files: await mediaFiles(h) };
}
