// Ids are never reused (decision 0030): an old link (/announcement/10) must not show another record.
// PostgreSQL's serial keys never go back. SQLite's `integer primary key` takes the largest id in
// use plus one, so deleting the newest row handed its id to the next: each such table is rebuilt
// with AUTOINCREMENT, whose counter (sqlite_sequence) only grows. The rebuild copies the rows as
// they are, ids included; the counter starts at the largest id the table holds (an id deleted
// before this migration cannot be known). Tables made later take tableWithLastingId.
import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migration-context';

/** The key SQLite's `integer primary key` without AUTOINCREMENT, as Kysely writes it. */
const REUSING_KEY = /"id" integer primary key(?! autoincrement)/i;

export async function up(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine !== 'sqlite') return;
  const tables = (
    await sql<{
      name: string;
      sql: string;
    }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(db)
  ).rows.filter((t) => REUSING_KEY.test(t.sql));
  if (!tables.length) return;
  // Dropping a table with foreign keys on would run its children's ON DELETE actions (cascades);
  // legacy renames leave the other tables' references to the name alone (SQLite's 12-step rebuild).
  // Both pragmas only change outside a transaction; the migrator runs SQLite's without one.
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      for (const table of tables) await rebuild(db, table.name, table.sql);
      const broken = (await sql`pragma foreign_key_check`.execute(db)).rows;
      if (broken.length) throw new Error(`migration 014: ${broken.length} rows break a foreign key after the rebuild`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function rebuild(db: Kysely<unknown>, name: string, createSql: string): Promise<void> {
  const temporary = `${name}__014`;
  // Its indexes and triggers go with the old table: made again on the new one.
  const dependents = (
    await sql<{
      sql: string;
    }>`select sql from sqlite_master where tbl_name = ${name} and type in ('index', 'trigger') and sql is not null`.execute(db)
  ).rows;
  const create = createSql
    .replace(/^create table\s+("[^"]+"|\S+)/i, `create table "${temporary}"`)
    .replace(REUSING_KEY, '"id" integer primary key autoincrement');
  await sql.raw(create).execute(db);
  await sql`insert into ${sql.table(temporary)} select * from ${sql.table(name)}`.execute(db);
  await sql`drop table ${sql.table(name)}`.execute(db);
  await sql`alter table ${sql.table(temporary)} rename to ${sql.table(name)}`.execute(db);
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
}
