import { describe, expect, it } from 'vitest';
import { hostileUploads, mediaFiles, pdfFile, staffJson, staffMultipart, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

describe('staff brochures and reports', () => {
  it('publishes a brochure that /downloads/ lists; coordinators may not', async () => {
    const res = await staffMultipart(h, 'POST', '/api/brochures/', admin, { title: 'Summer camp 2026', year: '2026', file: pdfFile() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Summer camp 2026', year: 2026 });
    const listed = (await h.inject({ method: 'GET', url: '/downloads/' })).json();
    expect(listed.brochures.map((b: { id: number }) => b.id)).toContain(res.json().id);
    expect((await staffMultipart(h, 'POST', '/api/brochures/', coordinator, { title: 'x', file: pdfFile() })).statusCode).toBe(403);
  });

  it('publishes a report with its location; an empty year falls back to the year of creation', async () => {
    const res = await staffMultipart(h, 'POST', '/api/reports/', admin, {
      title: 'Camp report',
      year: '',
      location: 'Munsiyari',
      file: pdfFile(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ location: 'Munsiyari', year: new Date().getUTCFullYear() });
    expect(res.json().fileUrl).toBe(res.json().file_url);
  });

  it('refuses a PNG sent as the PDF and a missing file, storing nothing', async () => {
    const before = [await h.count('reports'), await mediaFiles(h)];
    expect(
      (await staffMultipart(h, 'POST', '/api/reports/', admin, { title: 'x', file: (await hostileUploads())[2]!.file })).statusCode,
    ).toBe(400);
    expect((await staffMultipart(h, 'POST', '/api/reports/', admin, { title: 'x' })).statusCode).toBe(400);
    expect([await h.count('reports'), await mediaFiles(h)]).toEqual(before);
  });

  it('replaces the file on edit and removes it on delete', async () => {
    const created = (await staffMultipart(h, 'POST', '/api/reports/', admin, { title: 'R', file: pdfFile() })).json();
    const old = created.file_url.split('/media/')[1] as string;
    const edited = await staffMultipart(h, 'PUT', `/api/reports/${created.id}/`, admin, { location: 'Chamoli', file: pdfFile('new.pdf') });
    expect(edited.json()).toMatchObject({ location: 'Chamoli', title: 'R' });
    const current = edited.json().file_url.split('/media/')[1] as string;
    expect((await mediaFiles(h)).some((f) => f.endsWith(old))).toBe(false);
    expect((await staffJson(h, 'DELETE', `/api/reports/${created.id}/`, admin)).statusCode).toBe(204);
    expect((await mediaFiles(h)).some((f) => f.endsWith(current))).toBe(false);
    expect((await h.inject({ method: 'GET', url: `/api/reports/${created.id}/download/` })).statusCode).toBe(404);
  });
});
