import { describe, expect, it } from 'vitest';
import { event } from '../../../shared/schemas/content';
import { insertEvent } from '../../seed/fixtures';
import { expectReply, expectTitles, getList, publicSuite, titles } from '../../test-support/public-fixtures';

const ids: Record<string, number> = {};

const { h, get } = publicSuite(async () => {
  const events = [
    { title: 'Science fair', date: '2024-09-01', featured: 0 },
    { title: 'Volunteer meet', date: '2026-01-15', featured: 1, venue: 'New Delhi', end_date: '2026-01-16' },
    { title: 'Camp inauguration', date: '2025-05-20', featured: 1 },
    { title: 'Parents day', date: '2025-05-20', featured: 0 },
  ];
  for (const e of events) ids[e.title] = (await insertEvent(h.db, e)).id;
});

describe('GET /events/', () => {
  it('lists events latest date first (newest id first on the same date), total in X-Total-Count', async () => {
    await expectTitles(h, '/events/', event, ['Volunteer meet', 'Parents day', 'Camp inauguration', 'Science fair']);
  });

  it('gives featured as a boolean and the optional fields as null', async () => {
    const { rows: list } = await getList(h, '/events/', event);
    expect(list[0]).toMatchObject({
      id: ids['Volunteer meet'],
      featured: true,
      venue: 'New Delhi',
      date: '2026-01-15',
      end_date: '2026-01-16',
      image: null,
      image_variants: [],
    });
    expect(list[1]).toMatchObject({ featured: false, venue: null, end_date: null });
  });

  it('filters featured=true and featured=false', async () => {
    const featured = await get('/events/?featured=true');
    expect(titles(featured.json())).toEqual(['Volunteer meet', 'Camp inauguration']);
    expect(featured.headers['x-total-count']).toBe('2');
    expect(titles((await get('/events/?featured=false')).json())).toEqual(['Parents day', 'Science fair']);
    expect(titles((await get('/events/?featured=1&page_size=1')).json())).toEqual(['Volunteer meet']);
  });

  it.each(['featured=yes please', 'featured=TRUE1', 'page=0', 'page_size=101'])('refuses ?%s with 400', async (query) => {
    expectReply.refused(await get(`/events/?${query}`));
  });
});

describe('GET /events/{id}/', () => {
  it('answers one event, 404 for a missing one, 400 for a bad id', async () => {
    const res = await get(`/events/${ids['Science fair']}/`);
    expect(res.statusCode).toBe(200);
    expect(event.parse(res.json())).toMatchObject({ title: 'Science fair', featured: false });
    expectReply.notFound(await get('/events/999999/'));
    expect((await get('/events/abc/')).statusCode).toBe(400);
  });
});
