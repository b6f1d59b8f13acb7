import { describe, expect, it } from 'vitest';
import { camp } from '../../../shared/schemas/content';
import { insertCamp } from '../../seed/fixtures';
import { expectReply, getList, mediaUrl, publicSuite } from '../../test-support/public-fixtures';

const ids: Record<string, number> = {};

const { h, get } = publicSuite(async () => {
  const camps = [
    { name: 'Gopeshwar 2023', location: 'Gopeshwar, Chamoli', year: 2023 },
    { name: 'Dharchula 2025', location: 'Dharchula, Pithoragarh', year: 2025 },
    { name: 'Munsiyari 2024', location: 'Munsiyari, Pithoragarh', year: 2024 },
    { name: 'Dharchula 2024', location: 'Dharchula, Pithoragarh', year: 2024 },
  ];
  for (const c of camps) {
    const withImage = c.name === 'Dharchula 2025';
    const row = await insertCamp(h.db, {
      ...c,
      image: withImage ? 'camps/aaaaaaaaaaaaaaaaaaaaaaaa.jpg' : null,
      image_variants: withImage
        ? JSON.stringify([{ path: 'camps/aaaaaaaaaaaaaaaaaaaaaaaa-w400.webp', width: 400, height: 267, format: 'webp' }])
        : null,
    });
    ids[c.name] = row.id;
  }
});
const names = (body: { name: string }[]) => body.map((c) => c.name);

describe('GET /api/camp/', () => {
  it('lists camps newest year first, then newest camp first, total in X-Total-Count', async () => {
    const { rows, total } = await getList(h, '/api/camp/', camp);
    expect(total).toBe('4');
    expect(names(rows)).toEqual(['Dharchula 2025', 'Dharchula 2024', 'Munsiyari 2024', 'Gopeshwar 2023']);
  });

  it('gives the image as an absolute URL with its variants, or null and [] without one', async () => {
    const { rows: list } = await getList(h, '/api/camp/', camp);
    expect(list[0]).toEqual({
      id: ids['Dharchula 2025'],
      name: 'Dharchula 2025',
      location: 'Dharchula, Pithoragarh',
      year: 2025,
      image: mediaUrl(h, 'camps/aaaaaaaaaaaaaaaaaaaaaaaa.jpg'),
      image_variants: [{ url: mediaUrl(h, 'camps/aaaaaaaaaaaaaaaaaaaaaaaa-w400.webp'), width: 400, height: 267, format: 'webp' }],
      name_hi: null,
      location_hi: null,
    });
    expect(list[1]).toMatchObject({ image: null, image_variants: [] });
  });

  it('filters by year and by exact location, and both together', async () => {
    expect(names((await get('/api/camp/?year=2024')).json())).toEqual(['Dharchula 2024', 'Munsiyari 2024']);
    const byPlace = await get(`/api/camp/?location=${encodeURIComponent('Dharchula, Pithoragarh')}`);
    expect(names(byPlace.json())).toEqual(['Dharchula 2025', 'Dharchula 2024']);
    expect(byPlace.headers['x-total-count']).toBe('2');
    expect(names((await get(`/api/camp/?location=${encodeURIComponent('Dharchula, Pithoragarh')}&year=2024`)).json())).toEqual([
      'Dharchula 2024',
    ]);
    expect((await get('/api/camp/?location=Nowhere')).json()).toEqual([]);
  });

  it('pages', async () => {
    const res = await get('/api/camp/?page=2&page_size=3');
    expect(names(res.json())).toEqual(['Gopeshwar 2023']);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it.each(['year=abc', 'year=24', 'year=20245', 'page=0', 'page_size=-1', 'location=a%00b', `location=${'x'.repeat(201)}`])(
    'refuses ?%s with 400',
    async (query) => {
      expectReply.refused(await get(`/api/camp/?${query}`));
    },
  );
});

describe('GET /api/camp/{id}/', () => {
  it('answers one camp', async () => {
    const res = await get(`/api/camp/${ids['Munsiyari 2024']}/`);
    expect(res.statusCode).toBe(200);
    expect(camp.parse(res.json())).toMatchObject({ name: 'Munsiyari 2024', location: 'Munsiyari, Pithoragarh', year: 2024 });
  });

  it('answers 404 JSON for a camp that does not exist and 400 for a bad id', async () => {
    expectReply.notFound(await get('/api/camp/424242/'));
    expect(expectReply.refused(await get('/api/camp/abc/')).error).toBe('id must be a positive whole number.');
  });
});
