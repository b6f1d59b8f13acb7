// Migration 012 on a database that already runs: its settings row keeps every value and gets the
// trust texts the message catalogue gave until now (English and Hindi), so its pages stay the same.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabasesForFile } from '../../test-support/test-database';
import { migrateToLatest, migrateUpTo } from '../migrate';
import { CATALOGUE_TEXTS, TRUST_TEXT_COLUMNS } from './012-trust-texts';

const emptyDatabase = emptyDatabasesForFile();

describe('migration 012 (the trust texts in the settings)', () => {
  it('gives a settings row in use the texts the catalogue gave, keeping its other values', async () => {
    const db = await emptyDatabase();
    await migrateUpTo(db, '011-hindi-content');
    const now = '2026-01-01T00:00:00.000Z';
    await sql`update site_settings set name = 'Hill Camps', tagline = 'Young minds', tagline_hi = 'युवा मन', updated_at = ${now} where id = 1`.execute(
      db.kysely,
    );
    const before = (await sql<Record<string, unknown>>`select * from site_settings`.execute(db.kysely)).rows;

    expect(await migrateUpTo(db, '012-trust-texts')).toContain('012-trust-texts');

    const after = await db.kysely.selectFrom('site_settings').selectAll().execute();
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual({ ...before[0], ...CATALOGUE_TEXTS });
    expect(after[0]).toMatchObject({ name: 'Hill Camps', tagline_hi: 'युवा मन', updated_at: now });

    // The English texts are not null ('' when emptied), the Hindi ones nullable.
    const columns =
      db.engine === 'sqlite'
        ? (await sql<{ name: string; notnull: number }>`select name, "notnull" from pragma_table_info('site_settings')`.execute(db.kysely))
            .rows
        : (
            await sql<{
              name: string;
              notnull: number;
            }>`select column_name as name, case when is_nullable = 'NO' then 1 else 0 end as notnull
              from information_schema.columns where table_schema = current_schema() and table_name = 'site_settings'`.execute(db.kysely)
          ).rows;
    for (const column of TRUST_TEXT_COLUMNS) {
      expect(columns).toContainEqual({ name: column, notnull: 1 });
      expect(columns).toContainEqual({ name: `${column}_hi`, notnull: 0 });
    }
    await db.kysely.updateTable('site_settings').set({ about_text: '', about_text_hi: null }).execute();
    expect(
      await db.kysely.selectFrom('site_settings').select(['about_text', 'about_text_hi', 'project_text']).executeTakeFirstOrThrow(),
    ).toEqual({
      about_text: '',
      about_text_hi: null,
      project_text: CATALOGUE_TEXTS.project_text,
    });
  });

  it('leaves a database never set up to its first start, the texts already there', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    expect(await db.kysely.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      ...CATALOGUE_TEXTS,
      name: '',
      updated_at: '',
    });
  });
});
