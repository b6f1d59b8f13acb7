import { describe, expect, it } from 'vitest';
import { galleryCamp, galleryItem } from '../../../shared/schemas/content';
import { makeLandscapeJpeg } from '../../seed/demo-files';
import { insertCamp, insertGalleryItem, minutesAfter } from '../../seed/fixtures';
import { expectReply, expectTitles, getList, mediaUrl, publicSuite, titles } from '../../test-support/public-fixtures';
import { galleryItemYear } from './gallery';

let dharchula: number;
let munsiyari: number;
let empty: number;
let jpeg: Buffer;
const pic: Record<string, number> = {};

const { h, get } = publicSuite(async () => {
  dharchula = (await insertCamp(h.db, { name: 'Dharchula Summer Camp', location: 'Dharchula', year: 2025 })).id;
  munsiyari = (await insertCamp(h.db, { name: 'Munsiyari Summer Camp', location: 'Munsiyari', year: 2024 })).id;
  empty = (await insertCamp(h.db, { name: 'Gopeshwar Summer Camp', location: 'Gopeshwar', year: 2026 })).id;

  jpeg = await makeLandscapeJpeg(7, 48, 32);
  await h.app.media.write('gallery/a1a1a1a1a1a1a1a1a1a1a1a1.jpg', jpeg);
  const pictures = [
    { key: 'd-class-1', camp_id: dharchula, type: 'regularclasses', minute: 1, date: '2025-06-10' },
    { key: 'm-exam', camp_id: munsiyari, type: 'exams', minute: 2, date: '2024-06-02' },
    { key: 'd-doubt', camp_id: dharchula, type: 'doubts', minute: 3, date: null },
    { key: 'd-class-2', camp_id: dharchula, type: 'regularclasses', minute: 4, date: '2025-06-17' },
    { key: 'm-class', camp_id: munsiyari, type: 'regularclasses', minute: 5, date: '2024-06-09' },
    { key: 'd-exam', camp_id: dharchula, type: 'exams', minute: 6, date: '2025-06-24' },
  ];
  for (const p of pictures) {
    const row = await insertGalleryItem(h.db, {
      camp_id: p.camp_id,
      type: p.type,
      title: p.key,
      description: `Picture ${p.key}`,
      date: p.date,
      created_at: minutesAfter(p.minute),
      ...(p.key === 'd-class-1' ? { image: 'gallery/a1a1a1a1a1a1a1a1a1a1a1a1.jpg', width: 48, height: 32, variants: '[]' } : {}),
    });
    pic[p.key] = row.id;
  }
});

describe('GET /api/gallery/', () => {
  it('lists every picture newest first, with the total in X-Total-Count', async () => {
    await expectTitles(h, '/api/gallery/', galleryItem, ['d-exam', 'm-class', 'd-class-2', 'd-doubt', 'm-exam', 'd-class-1']);
  });

  it('gives each picture its camp name, location and year, the type under both names, and absolute URLs', async () => {
    const { rows: list } = await getList(h, '/api/gallery/', galleryItem);
    const item = list.find((g) => g.id === pic['m-exam'])!;
    expect(item).toEqual({
      id: pic['m-exam'],
      title: 'm-exam',
      description: 'Picture m-exam',
      date: '2024-06-02',
      type: 'exams',
      category: 'exams',
      camp: munsiyari,
      camp_id: munsiyari,
      camp_name: 'Munsiyari Summer Camp',
      location: 'Munsiyari',
      // The camp has no Hindi name or place: the website shows the English ones.
      camp_name_hi: null,
      location_hi: null,
      year: 2024,
      image: mediaUrl(h, 'gallery/0123456789abcdef01234567.jpg'),
      image_url: mediaUrl(h, 'gallery/0123456789abcdef01234567.jpg'),
      width: 1600,
      height: 1067,
      variants: [{ url: mediaUrl(h, 'gallery/0123456789abcdef01234567-w400.webp'), width: 400, height: 267, format: 'webp' }],
      created_at: minutesAfter(2),
      title_hi: null,
      description_hi: null,
    });
    // A picture without a date still has the year of its camp.
    expect(list.find((g) => g.id === pic['d-doubt'])).toMatchObject({ date: null, year: 2025 });
  });

  it('filters by camp_id, type, location and year (the last two those of the camp)', async () => {
    expect(titles((await get(`/api/gallery/?camp_id=${munsiyari}`)).json())).toEqual(['m-class', 'm-exam']);
    expect(titles((await get('/api/gallery/?type=exams')).json())).toEqual(['d-exam', 'm-exam']);
    expect(titles((await get(`/api/gallery/?camp_id=${dharchula}&type=regularclasses`)).json())).toEqual(['d-class-2', 'd-class-1']);
    const byPlace = await get('/api/gallery/?location=Dharchula');
    expect(titles(byPlace.json())).toEqual(['d-exam', 'd-class-2', 'd-doubt', 'd-class-1']);
    expect(byPlace.headers['x-total-count']).toBe('4');
    const byYear = await get('/api/gallery/?year=2024&page_size=1');
    expect(titles(byYear.json())).toEqual(['m-class']);
    expect(byYear.headers['x-total-count']).toBe('2');
    expect((await get('/api/gallery/?location=Dharchula&year=2024')).json()).toEqual([]);
    expect((await get(`/api/gallery/?camp_id=${empty}`)).headers['x-total-count']).toBe('0');
  });

  it('refuses an unknown type naming the three categories', async () => {
    expectReply.refusedField(await get('/api/gallery/?type=sports'), 'type', 'type must be one of: regularclasses, doubts, exams.');
  });

  it.each(['camp_id=abc', 'camp_id=-1', 'year=twenty', 'page=0', 'page_size=500', 'location=%00'])(
    'refuses ?%s with 400',
    async (query) => {
      expectReply.refused(await get(`/api/gallery/?${query}`));
    },
  );
});

describe('item year', () => {
  it('is the camp year, else the year of the date, else null', () => {
    expect(galleryItemYear(2024, '2022-05-01')).toBe(2024);
    expect(galleryItemYear(null, '2022-05-01')).toBe(2022);
    expect(galleryItemYear(null, null)).toBeNull();
  });
});

describe('GET /api/gallery/camps/', () => {
  it('lists only camps with pictures, newest year first, with the count and the newest picture as cover', async () => {
    const { rows: list, total } = await getList(h, '/api/gallery/camps/', galleryCamp);
    expect(total).toBe('2');
    expect(list.map((c) => [c.id, c.image_count, c.cover.id])).toEqual([
      [dharchula, 4, pic['d-exam']],
      [munsiyari, 2, pic['m-class']],
    ]);
    expect(list[0]).toMatchObject({ name: 'Dharchula Summer Camp', location: 'Dharchula', year: 2025, image: null, image_variants: [] });
    expect(list[0]!.cover).toMatchObject({ title: 'd-exam', width: 1600, height: 1067 });
    expect(list[0]!.cover.image).toMatch(/^http.*\/media\/gallery\/.+\.jpg$/);
    expect(list[0]!.cover.variants).toHaveLength(1);
  });

  it('filters by year and pages', async () => {
    const res = await get('/api/gallery/camps/?year=2024');
    expect(res.json().map((c: { id: number }) => c.id)).toEqual([munsiyari]);
    const second = await get('/api/gallery/camps/?page=2&page_size=1');
    expect(second.json().map((c: { id: number }) => c.id)).toEqual([munsiyari]);
    expect(second.headers['x-total-count']).toBe('2');
    expect((await get('/api/gallery/camps/?year=nope')).statusCode).toBe(400);
  });
});

describe('GET /api/gallery/{id}/', () => {
  it('answers one picture', async () => {
    const res = await get(`/api/gallery/${pic['d-doubt']}/`);
    expect(res.statusCode).toBe(200);
    expect(galleryItem.parse(res.json())).toMatchObject({ title: 'd-doubt', type: 'doubts', camp_name: 'Dharchula Summer Camp' });
  });

  it('answers 404 for a missing picture and 400 for a bad id', async () => {
    expectReply.notFound(await get('/api/gallery/999999/'));
    expect((await get('/api/gallery/x/')).statusCode).toBe(400);
  });
});

describe('GET /api/gallery/{id}/download/', () => {
  it('sends the original as an attachment with its type', async () => {
    const res = await get(`/api/gallery/${pic['d-class-1']}/download/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gallery_${pic['d-class-1']}.jpg"`);
    expect(res.headers['content-length']).toBe(String(jpeg.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });

  it('answers 404 when the picture or its file is missing', async () => {
    expectReply.notFound(await get('/api/gallery/999999/download/'));
    expectReply.notFound(await get(`/api/gallery/${pic['d-exam']}/download/`));
  });
});

describe('GET /camps/{id}/gallery/', () => {
  it('lists the pictures of one camp, newest first, optionally of one type', async () => {
    const { rows, total } = await getList(h, `/camps/${dharchula}/gallery/`, galleryItem);
    expect(total).toBe('4');
    expect(titles(rows)).toEqual(['d-exam', 'd-class-2', 'd-doubt', 'd-class-1']);
    expect(titles((await get(`/camps/${dharchula}/gallery/?type=doubts`)).json())).toEqual(['d-doubt']);
  });

  it('answers an empty list for a camp without pictures, past the last page too', async () => {
    const res = await get(`/camps/${empty}/gallery/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await get(`/camps/${dharchula}/gallery/?page=5`)).json()).toEqual([]);
  });

  it('answers 404 when the camp does not exist, 400 for a bad id or type', async () => {
    expectReply.notFound(await get('/camps/999999/gallery/'));
    expect((await get('/camps/abc/gallery/')).statusCode).toBe(400);
    expect((await get(`/camps/${dharchula}/gallery/?type=party`)).statusCode).toBe(400);
  });
});
