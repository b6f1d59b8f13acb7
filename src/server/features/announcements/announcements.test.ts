import { describe, expect, it } from 'vitest';
import { announcement } from '../../../shared/schemas/content';
import { insertAnnouncement, insertCamp, minutesAfter } from '../../seed/fixtures';
import { expectReply, expectTitles, getList, publicSuite } from '../../test-support/public-fixtures';

let campA: number;
let campB: number;
const ids: number[] = [];

const { h, get } = publicSuite(async () => {
  campA = (await insertCamp(h.db, { name: 'Dharchula Summer Camp' })).id;
  campB = (await insertCamp(h.db, { name: 'Munsiyari Summer Camp', location: 'Munsiyari' })).id;
  // Two share a created_at so that the id decides their order.
  const created = [minutesAfter(1), minutesAfter(5), minutesAfter(5), minutesAfter(3)];
  for (const [i, created_at] of created.entries()) {
    const row = await insertAnnouncement(h.db, {
      camp_id: i % 2 === 0 ? campA : campB,
      title: `Announcement ${i}`,
      venue: i === 0 ? 'Camp hall' : null,
      exam_time: i === 0 ? '10:00 AM - 1:00 PM' : null,
      time: i === 0 ? '2025-06-01T04:30:00.000Z' : null,
      created_at,
    });
    ids.push(row.id);
  }
  await insertAnnouncement(h.db, { title: 'Without a camp', created_at: minutesAfter(0) });
});

describe('GET /announcements/', () => {
  it('lists every announcement newest first, by created_at then id, with the total in X-Total-Count', async () => {
    await expectTitles(h, '/announcements/', announcement, [
      'Announcement 2',
      'Announcement 1',
      'Announcement 3',
      'Announcement 0',
      'Without a camp',
    ]);
  });

  it('gives the §3 fields: examTime from exam_time and the camp name by join', async () => {
    const { rows: list } = await getList(h, '/announcements/', announcement);
    const first = list.find((a) => a.id === ids[0]);
    expect(first).toEqual({
      id: ids[0],
      camp_id: campA,
      camp_name: 'Dharchula Summer Camp',
      // The camp has no Hindi name: the website shows the English one.
      camp_name_hi: null,
      title: 'Announcement 0',
      text: 'Text of the announcement.',
      venue: 'Camp hall',
      examTime: '10:00 AM - 1:00 PM',
      time: '2025-06-01T04:30:00.000Z',
      created_at: minutesAfter(1),
      updated_at: minutesAfter(1),
      // No Hindi given (decision 0021): the website shows the English.
      title_hi: null,
      text_hi: null,
      venue_hi: null,
      examTime_hi: null,
    });
    const orphan = list.find((a) => a.title === 'Without a camp');
    expect(orphan).toMatchObject({ camp_id: null, camp_name: null, venue: null, examTime: null, time: null });
  });

  it('pages with page and page_size, the total still counting every row', async () => {
    const res = await get('/announcements/?page=2&page_size=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((a: { title: string }) => a.title)).toEqual(['Announcement 3', 'Announcement 0']);
    const past = await get('/announcements/?page=9&page_size=2');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it.each(['page=0', 'page=abc', 'page_size=0', 'page_size=101', 'camp_id=abc', 'camp_id=0', 'camp_id=1.5', 'camp_id=99999999999'])(
    'refuses ?%s with 400 in the one error shape',
    async (query) => {
      const body = expectReply.refused(await get(`/announcements/?${query}`));
      expect(Object.keys(body).sort()).toEqual(['error', 'errors']);
      expect(body.error).toMatch(/must be/);
    },
  );
});

describe('GET /api/updates/', () => {
  it('answers the same records as /announcements/', async () => {
    const [a, b] = await Promise.all([get('/announcements/'), get('/api/updates/')]);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['x-total-count']).toBe('5');
  });

  it('filters by camp_id, newest first', async () => {
    const res = await get(`/api/updates/?camp_id=${campB}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([ids[1], ids[3]]);
  });

  it('treats an empty camp_id as no filter and an unknown camp as an empty list', async () => {
    expect((await get('/api/updates/?camp_id=')).headers['x-total-count']).toBe('5');
    const none = await get('/api/updates/?camp_id=999999');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('refuses camp_id=abc with a message naming the parameter', async () => {
    expectReply.refusedField(await get('/api/updates/?camp_id=abc'), 'camp_id', 'camp_id must be a positive whole number.');
  });
});

describe('GET /announcements/{id}/', () => {
  it('answers one announcement in the list shape', async () => {
    const res = await get(`/announcements/${ids[1]}/`);
    expect(res.statusCode).toBe(200);
    expect(announcement.parse(res.json())).toMatchObject({ id: ids[1], title: 'Announcement 1', camp_name: 'Munsiyari Summer Camp' });
  });

  it('answers 404 JSON for an id that does not exist', async () => {
    const res = await get('/announcements/999999/');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectReply.notFound(res);
  });

  it('answers 400 for an id that is not a positive whole number, and 404 without the trailing slash', async () => {
    for (const id of ['abc', '0', '-3', '1e99', '4294967296']) {
      expect((await get(`/announcements/${id}/`)).statusCode).toBe(400);
    }
    expect((await get(`/announcements/${ids[0]}`)).statusCode).toBe(404);
  });
});
