// Migration 015 on a database that already holds camps, events, brochures and reports: the rows
// stay as they were and every new Hindi column reads null (English only).
import { afterAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../../test-support/test-database';
import { migrateToLatest, migrateUpTo } from '../migrate';

const removals: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const remove of removals) await remove();
});

describe('migration 015 (more Hindi versions)', () => {
  it('adds nullable Hindi columns to camps, events, brochures and reports, keeping their rows', async () => {
    const { db, remove } = await emptyTestDatabase();
    removals.push(remove);
    await migrateUpTo(db, '012-trust-texts');
    const now = '2026-01-01T00:00:00.000Z';
    const stamps = { created_at: now, updated_at: now };
    const campRow = { name: 'Dharchula', location: 'Dharchula', year: 2025, image: null, image_variants: null };
    const eventRow = {
      title: 'Meet',
      description: 'Plan.',
      date: '2026-12-23',
      end_date: null,
      venue: 'Delhi',
      featured: 0,
      image: null,
      image_variants: null,
    };
    await db.kysely
      .insertInto('camps')
      .values({ ...campRow, ...stamps })
      .execute();
    await db.kysely
      .insertInto('events')
      .values({ ...eventRow, ...stamps })
      .execute();
    await db.kysely
      .insertInto('brochures')
      .values({ title: 'Brochure', year: 2025, file: 'b.pdf', ...stamps })
      .execute();
    await db.kysely
      .insertInto('reports')
      .values({ title: 'Report', year: 2025, file: 'r.pdf', location: 'Munsiyari', ...stamps })
      .execute();

    expect(await migrateToLatest(db)).toContain('015-hindi-and-backup-runs');

    expect(await db.kysely.selectFrom('camps').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      ...campRow,
      name_hi: null,
      location_hi: null,
    });
    expect(await db.kysely.selectFrom('events').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      ...eventRow,
      title_hi: null,
      description_hi: null,
      venue_hi: null,
    });
    expect(await db.kysely.selectFrom('brochures').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      title: 'Brochure',
      title_hi: null,
    });
    expect(await db.kysely.selectFrom('reports').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      location: 'Munsiyari',
      title_hi: null,
      location_hi: null,
    });
    await db.kysely.updateTable('camps').set({ name_hi: 'धारचूला' }).execute();
    expect((await db.kysely.selectFrom('camps').select('name_hi').executeTakeFirstOrThrow()).name_hi).toBe('धारचूला');
  });
});
