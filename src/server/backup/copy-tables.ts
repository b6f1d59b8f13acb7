// Copies every row of every table between two databases of the same schema (the same migrations
// applied), whichever their engines: PostgreSQL into the backup's SQLite file, and that file into
// PostgreSQL on restore. Both engines store the same shapes (text, integers, null; decision 0001),
// so a row read from one is written unchanged to the other, its ids included.
import { type Kysely, sql } from 'kysely';

export type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** A table to copy and the columns that order its rows (its key), for reading it in pages. */
export interface TablePlan {
  name: string;
  orderBy: string[];
}

/** The tables the migrator keeps for itself: each side has its own, made by migrating it. */
export const isMigratorTable = (name: string) => name.startsWith('kysely_migration');

/**
 * The tables of a SQLite database, parents before the tables whose foreign keys name them, and
 * `row_counts` last: the triggers of migration 004 write to it as rows are inserted, so its own
 * rows go in once the others are there.
 */
export async function sqliteTablePlan(db: Loose): Promise<TablePlan[]> {
  const names = (
    await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !isMigratorTable(name));
  const parents = new Map<string, Set<string>>();
  const orderBy = new Map<string, string[]>();
  for (const name of names) {
    const keys = (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db)).rows;
    parents.set(name, new Set(keys.map((k) => k.table).filter((t) => t !== name)));
    const columns = (await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name})`.execute(db)).rows;
    const key = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    orderBy.set(
      name,
      (key.length ? key : columns).map((c) => c.name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    for (const parent of parents.get(name) ?? []) if (names.includes(parent)) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) if (name !== 'row_counts') visit(name, []);
  if (names.includes('row_counts')) ordered.push('row_counts');
  return ordered.map((name) => ({ name, orderBy: orderBy.get(name) ?? [] }));
}

const PAGE_ROWS = 1000;
/** Bound parameters per INSERT, under both engines' limits (SQLite 32,766; PostgreSQL 65,535). */
const MAX_PARAMETERS = 10_000;

/** Empties the tables, children first (the triggers of migration 004 count the deletes: row_counts goes too). */
export async function emptyTables(db: Loose, plan: TablePlan[]): Promise<void> {
  for (const { name } of [...plan].reverse()) await db.deleteFrom(name).execute();
}

/** Copies every row of the planned tables from `from` into `to`, in the plan's order; returns rows per table. */
export async function copyTables(from: Loose, to: Loose, plan: TablePlan[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name, orderBy } of plan) {
    let copied = 0;
    for (;;) {
      let query = from.selectFrom(name).selectAll();
      for (const column of orderBy) query = query.orderBy(column);
      const rows = await query.limit(PAGE_ROWS).offset(copied).execute();
      if (!rows.length) break;
      const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(rows[0] ?? {}).length)));
      for (let i = 0; i < rows.length; i += perInsert)
        await to
          .insertInto(name)
          .values(rows.slice(i, i + perInsert))
          .execute();
      copied += rows.length;
      if (rows.length < PAGE_ROWS) break;
    }
    counts[name] = copied;
  }
  return counts;
}

/** Rows per table. */
export async function countRows(db: Loose, plan: TablePlan[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of plan) {
    const row = await db
      .selectFrom(name)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[name] = Number(row.n);
  }
  return counts;
}

/** The migrations applied to a database, in order (none when it was never migrated). */
export async function appliedMigrations(db: Loose): Promise<string[]> {
  try {
    const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
    return rows.map((r) => String(r.name));
  } catch {
    return [];
  }
}
