import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement, insertCamp, insertGalleryItem } from '../seed/fixtures';
import { createHarness, type Harness } from '../test-support/api-harness';
import { COUNTED_TABLES, type CountedTable } from './migrations/004-row-counts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function kept(table: CountedTable): Promise<number> {
  const row = await h.db.kysely.selectFrom('row_counts').select('n').where('table_name', '=', table).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function expectCountsKept() {
  for (const table of COUNTED_TABLES) expect(await kept(table), table).toBe(await h.count(table));
}

const announcement = (title: string) => ({
  camp_id: null,
  title,
  text: 'Text',
  venue: null,
  exam_time: null,
  time: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('row counts', () => {
  it('stay equal to the rows through single and multi-row inserts, deletes, a camp deleted with its pictures, and a rolled-back transaction', async () => {
    await expectCountsKept();
    const camp = await insertCamp(h.db);
    const other = await insertCamp(h.db);
    await insertAnnouncement(h.db);
    await h.db.kysely
      .insertInto('announcements')
      .values([announcement('A'), announcement('B'), announcement('C')])
      .execute();
    for (let i = 0; i < 3; i++) await insertGalleryItem(h.db, { camp_id: camp.id });
    await insertGalleryItem(h.db, { camp_id: other.id });
    await expectCountsKept();
    expect(await kept('announcements')).toBe(4);
    expect(await kept('gallery_items')).toBe(4);

    await h.db.kysely.deleteFrom('announcements').where('title', 'in', ['A', 'B']).execute();
    await h.db.kysely.deleteFrom('camps').where('id', '=', camp.id).execute();
    await expectCountsKept();
    expect(await kept('announcements')).toBe(2);
    expect(await kept('gallery_items')).toBe(1);

    await expect(
      h.db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('announcements').values(announcement('Rolled back')).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectCountsKept();
  });

  it('give the X-Total-Count of the unfiltered lists, and filtered lists still count their rows', async () => {
    const camp = await insertCamp(h.db);
    for (let i = 0; i < 25; i++) await insertAnnouncement(h.db, { camp_id: i < 21 ? camp.id : null });
    for (let i = 0; i < 22; i++) await insertGalleryItem(h.db, { camp_id: camp.id });
    const total = async (url: string) => Number((await h.inject({ method: 'GET', url })).headers['x-total-count']);
    expect(await total('/announcements/')).toBe(await h.count('announcements'));
    expect(await total(`/api/updates/?camp_id=${camp.id}`)).toBe(21);
    expect(await total('/api/gallery/')).toBe(await h.count('gallery_items'));
    expect(await total(`/api/gallery/?camp_id=${camp.id}`)).toBe(22);
  });
});
