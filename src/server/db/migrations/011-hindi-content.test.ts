// Migration 011 on a database that already holds content: the rows stay as they were, every
// Hindi column reads null (English only), and a Hindi text can then be written.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test-support/api-harness';
import { openDatabase, type Db, type DbTarget } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';
import { HINDI_COLUMNS } from './011-hindi-content';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new, empty database of the engine under test. */
async function emptyDatabase(): Promise<Db> {
  let target: DbTarget;
  if (testEngine() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    target = { engine: 'postgres', url, schema, poolSize: 2 };
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    });
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-011-'));
    target = { engine: 'sqlite', file: path.join(dir, 'app.sqlite') };
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  const db = openDatabase(target);
  cleanups.push(() => db.close());
  return db;
}

describe('migration 011 (Hindi versions)', () => {
  it('adds nullable Hindi columns to tables that hold rows, keeping the rows as they were', async () => {
    const db = await emptyDatabase();
    await migrateUpTo(db, '010-mail-outbox');
    const now = '2026-01-01T00:00:00.000Z';
    const camp = await db.kysely
      .insertInto('camps')
      .values({ name: 'Dharchula', location: 'Dharchula', year: 2025, image: null, image_variants: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const update = { camp_id: camp.id, title: 'Screening test', text: 'Bring a pencil.', venue: 'GIC', exam_time: '10 AM', time: null };
    await db.kysely
      .insertInto('announcements')
      .values({ ...update, created_at: now, updated_at: now })
      .execute();
    await db.kysely
      .insertInto('trustees')
      .values({ position: 1, name: 'Dr. Bisht', title: 'Founder', points: '["Founded the trust."]', created_at: now, updated_at: now })
      .execute();
    await sql`update site_settings set name = 'Hill Camps', updated_at = ${now} where id = 1`.execute(db.kysely);

    expect(await migrateToLatest(db)).toContain('011-hindi-content');

    expect(await db.kysely.selectFrom('announcements').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      ...update,
      title_hi: null,
      text_hi: null,
      venue_hi: null,
      exam_time_hi: null,
    });
    expect(await db.kysely.selectFrom('trustees').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      name: 'Dr. Bisht',
      points: '["Founded the trust."]',
      name_hi: null,
      title_hi: null,
      points_hi: null,
      image_alt_hi: null,
    });
    const settings = await db.kysely.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ name: 'Hill Camps', name_hi: null, hero_text_hi: null });

    // Every table named has each of its Hindi columns, nullable.
    for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
      const names =
        db.engine === 'sqlite'
          ? (await sql<{ name: string; notnull: number }>`select name, "notnull" from pragma_table_info(${table})`.execute(db.kysely)).rows
          : (
              await sql<{
                name: string;
                notnull: number;
              }>`select column_name as name, case when is_nullable = 'NO' then 1 else 0 end as notnull
                from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db.kysely)
            ).rows;
      for (const column of columns) expect(names, `${table}.${column}_hi`).toContainEqual({ name: `${column}_hi`, notnull: 0 });
    }

    await db.kysely.updateTable('announcements').set({ title_hi: 'चयन परीक्षा' }).execute();
    expect(await db.kysely.selectFrom('announcements').select(['title', 'title_hi']).executeTakeFirstOrThrow()).toEqual({
      title: 'Screening test',
      title_hi: 'चयन परीक्षा',
    });
  });
});
