// The number of rows of the tables that grow without bound (announcements, gallery pictures),
// kept by triggers in `row_counts`, so that the total of an unfiltered list (X-Total-Count) is one
// row read instead of a count over the whole table. PostgreSQL's count(*) visits every row: at
// 100,000 pictures it cost ten times the page itself (npm run bench -- scale).
// SQLite updates the count row by row; PostgreSQL once per statement, from its transition tables.
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';

export const COUNTED_TABLES = ['announcements', 'gallery_items'] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

export async function up(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('row_counts')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();

  if (engine === 'postgres') {
    // `set search_path from current`: the function finds this schema's row_counts whatever the
    // search path of the session that fires it.
    await sql`
      create function row_counts_update() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'INSERT' then
          update row_counts set n = n + (select count(*) from new_rows) where table_name = tg_table_name;
        else
          update row_counts set n = n - (select count(*) from old_rows) where table_name = tg_table_name;
        end if;
        return null;
      end $$`.execute(db);
  }

  for (const table of COUNTED_TABLES) {
    await sql`insert into row_counts (table_name, n) select ${sql.lit(table)}, count(*) from ${sql.table(table)}`.execute(db);
    const inserted = sql.id(`${table}_count_insert`);
    const deleted = sql.id(`${table}_count_delete`);
    if (engine === 'postgres') {
      await sql`create trigger ${inserted} after insert on ${sql.table(table)} referencing new table as new_rows
        for each statement execute function row_counts_update()`.execute(db);
      await sql`create trigger ${deleted} after delete on ${sql.table(table)} referencing old table as old_rows
        for each statement execute function row_counts_update()`.execute(db);
    } else {
      await sql`create trigger ${inserted} after insert on ${sql.table(table)}
        begin update row_counts set n = n + 1 where table_name = ${sql.lit(table)}; end`.execute(db);
      await sql`create trigger ${deleted} after delete on ${sql.table(table)}
        begin update row_counts set n = n - 1 where table_name = ${sql.lit(table)}; end`.execute(db);
    }
  }
}
