// Migration 011 on a database that already holds content: the rows stay as they were, every
// Hindi column reads null (English only), and a Hindi text can then be written.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabasesForFile } from '../../test-support/test-database';
import { migrateToLatest, migrateUpTo } from '../migrate';
import { HINDI_COLUMNS } from './011-hindi-content';

const emptyDatabase = emptyDatabasesForFile();

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
