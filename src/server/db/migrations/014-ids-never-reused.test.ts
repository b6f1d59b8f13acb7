// Migration 014 on a database that already runs: after the newest record is deleted, its id is
// never handed out again, on either engine; the rows, their links to other tables, the indexes and
// the row counts' triggers come through the rebuild unchanged.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabasesForFile } from '../../test-support/test-database';
import type { Db } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';

const emptyDatabase = emptyDatabasesForFile();

const now = '2026-01-01T00:00:00.000Z';
const announce = (db: Db, title: string, campId: number | null) =>
  sql<{ id: number }>`insert into announcements (camp_id, title, text, created_at, updated_at)
    values (${campId}, ${title}, 'text', ${now}, ${now}) returning id`
    .execute(db.kysely)
    .then((r) => r.rows[0]!.id);

describe('migration 014 (ids never reused)', () => {
  it('keeps every row and link, then never gives a deleted newest id again', async () => {
    const db = await emptyDatabase();
    await migrateUpTo(db, '012-trust-texts');
    const camp = (
      await sql<{ id: number }>`insert into camps (name, location, year, created_at, updated_at)
        values ('Dharchula', 'Dharchula', 2026, ${now}, ${now}) returning id`.execute(db.kysely)
    ).rows[0]!.id;
    for (const title of ['one', 'two', 'three']) await announce(db, title, camp);
    const before = (await sql`select * from announcements order by id`.execute(db.kysely)).rows;

    expect(await migrateToLatest(db)).toContain('014-ids-never-reused');

    // The rows as they were, still linked to their camp (a drop with foreign keys on would have
    // set camp_id to null), and the count the triggers keep.
    expect((await sql`select * from announcements order by id`.execute(db.kysely)).rows).toEqual(before);
    const counted = async () =>
      Number((await sql<{ n: number }>`select n from row_counts where table_name = 'announcements'`.execute(db.kysely)).rows[0]!.n);
    expect(await counted()).toBe(3);

    await sql`delete from announcements where id = 3`.execute(db.kysely);
    expect(await announce(db, 'four', camp)).toBe(4);
    await sql`delete from announcements where id = 4`.execute(db.kysely);
    await sql`delete from camps where id = ${camp}`.execute(db.kysely);
    expect(await announce(db, 'five', null)).toBe(5);
    expect(await counted()).toBe(3);
    // The camp's deletion still reaches its announcements (ON DELETE SET NULL survived the rebuild).
    expect(
      (await sql<{ camp_id: number | null }>`select camp_id from announcements where id = 1`.execute(db.kysely)).rows[0]!.camp_id,
    ).toBe(null);
    if (db.engine === 'sqlite') {
      const indexes = (await sql<{ name: string }>`select name from pragma_index_list('announcements')`.execute(db.kysely)).rows.map(
        (r) => r.name,
      );
      expect(indexes).toEqual(expect.arrayContaining(['announcements_created_idx', 'announcements_camp_order_idx']));
      expect((await sql`pragma foreign_keys`.execute(db.kysely)).rows).toEqual([{ foreign_keys: 1 }]);
    }
  });

  it('leaves no SQLite table whose integer key can reuse an id (tables of later migrations included)', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    if (db.engine !== 'sqlite') {
      // PostgreSQL: every id column takes its default from a sequence, which never goes back.
      const ids = (
        await sql<{ table_name: string; column_default: string | null }>`select table_name, column_default from information_schema.columns
          where table_schema = current_schema() and column_name = 'id' and data_type in ('integer', 'bigint')`.execute(db.kysely)
      ).rows;
      expect(ids.length).toBeGreaterThan(10);
      for (const id of ids) expect(id.column_default, id.table_name).toMatch(/^nextval\(/);
      return;
    }
    const tables = (
      await sql<{
        name: string;
        sql: string;
      }>`select name, sql from sqlite_master where type = 'table' and sql like '%"id" integer primary key%'`.execute(db.kysely)
    ).rows;
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) expect(table.sql, table.name).toMatch(/"id" integer primary key autoincrement/i);
  });
});
