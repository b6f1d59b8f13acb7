import { describe, expect, it } from 'vitest';
import { mediaFiles, pngFile, staffJson, staffMultipart, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin } = staffSuite({ staff: { admin: 'admin' } });

describe('staff events', () => {
  it('creates a featured event with an image that /events/?featured=true shows', async () => {
    const res = await staffMultipart(h, 'POST', '/api/events/', admin, {
      title: 'Annual volunteer meet',
      description: 'Volunteers of past camps plan the next summer.',
      date: '2026-05-10',
      end_date: '2026-05-11',
      venue: 'New Delhi',
      featured: 'true',
      image: await pngFile(800, 500),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Annual volunteer meet', featured: true, venue: 'New Delhi', end_date: '2026-05-11' });
    const featured = await h.inject({ method: 'GET', url: '/events/?featured=true' });
    expect(featured.json().map((e: { id: number }) => e.id)).toContain(res.json().id);
  });

  it('refuses an end date before the date, and a bad date, storing nothing', async () => {
    const before = [await h.count('events'), await mediaFiles(h)];
    expect(
      (await staffMultipart(h, 'POST', '/api/events/', admin, { title: 'x', date: '2026-05-10', end_date: '2026-05-01' })).statusCode,
    ).toBe(400);
    expect((await staffMultipart(h, 'POST', '/api/events/', admin, { title: 'x', date: '10-05-2026' })).statusCode).toBe(400);
    expect([await h.count('events'), await mediaFiles(h)]).toEqual(before);
  });

  it('edits, unfeatures and removes the image, then deletes', async () => {
    const created = (
      await staffMultipart(h, 'POST', '/api/events/', admin, { title: 'Fair', date: '2026-08-01', featured: 'on', image: await pngFile() })
    ).json();
    const edited = await staffJson(h, 'PUT', `/api/events/${created.id}/`, admin, { featured: false, remove_image: true, venue: '' });
    expect(edited.json()).toMatchObject({ title: 'Fair', featured: false, image: null, venue: null });
    expect((await mediaFiles(h)).some((f) => f.endsWith(created.image.split('/media/')[1]))).toBe(false);
    expect((await staffJson(h, 'PUT', `/api/events/${created.id}/`, admin, { end_date: '2026-07-01' })).statusCode).toBe(400);
    expect((await staffJson(h, 'DELETE', `/api/events/${created.id}/`, admin)).statusCode).toBe(204);
    expect((await h.inject({ method: 'GET', url: `/events/${created.id}/` })).statusCode).toBe(404);
  });
});
