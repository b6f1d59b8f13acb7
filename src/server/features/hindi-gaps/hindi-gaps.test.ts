// Decision 0031: camps, events, brochures and reports take Hindi versions of their texts
// (migration 015), as the other kinds do since 011; and the console can ask, per kind, how many
// items still lack their Hindi text.
import { describe, expect, it } from 'vitest';
import { camp, downloads, event } from '../../../shared/schemas/content';
import { pdfFile, staffJson, staffMultipart, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

type Gap = { kind: string; total: number; missing: number };
async function gaps(): Promise<Record<string, Gap>> {
  const res = await staffJson(h, 'GET', '/api/hindi-gaps/', admin);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as Gap[]).map((g) => [g.kind, g]));
}

describe('Hindi versions of camps, events, brochures and reports', () => {
  it('are stored with the form, carried by the public replies, and cleared by ""', async () => {
    const created = await staffMultipart(h, 'POST', '/api/camp/', admin, {
      name: 'Dharchula Summer Camp',
      location: 'Dharchula',
      year: '2026',
      name_hi: '  धारचूला ग्रीष्मकालीन शिविर ',
      location_hi: 'धारचूला',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const shown = camp.parse((await h.inject({ method: 'GET', url: `/api/camp/${id}/` })).json());
    expect(shown).toMatchObject({ name_hi: 'धारचूला ग्रीष्मकालीन शिविर', location_hi: 'धारचूला' });
    const cleared = await staffJson(h, 'PUT', `/api/camp/${id}/`, admin, { location_hi: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ name_hi: 'धारचूला ग्रीष्मकालीन शिविर', location_hi: null });

    const meet = await staffMultipart(h, 'POST', '/api/events/', admin, {
      title: 'Volunteer meet',
      description: 'Plan the summer.',
      date: '2026-12-23',
      venue: 'New Delhi',
      title_hi: 'स्वयंसेवक मिलन',
      description_hi: 'गर्मियों की योजना।',
      venue_hi: 'नई दिल्ली',
    });
    expect(meet.statusCode).toBe(201);
    const shownEvent = event.parse((await h.inject({ method: 'GET', url: `/events/${meet.json().id}/` })).json());
    expect(shownEvent).toMatchObject({ title_hi: 'स्वयंसेवक मिलन', description_hi: 'गर्मियों की योजना।', venue_hi: 'नई दिल्ली' });

    const brochure = await staffMultipart(h, 'POST', '/api/brochures/', admin, {
      title: 'Camp brochure',
      title_hi: 'शिविर पुस्तिका',
      file: pdfFile(),
    });
    expect(brochure.statusCode).toBe(201);
    const report = await staffMultipart(h, 'POST', '/api/reports/', admin, {
      title: 'Camp report',
      location: 'Dharchula',
      location_hi: 'धारचूला',
      file: pdfFile('report.pdf'),
    });
    expect(report.statusCode).toBe(201);
    const lists = downloads.parse((await h.inject({ method: 'GET', url: '/downloads/' })).json());
    expect(lists.brochures[0]).toMatchObject({ title: 'Camp brochure', title_hi: 'शिविर पुस्तिका' });
    expect(lists.reports[0]).toMatchObject({ title: 'Camp report', title_hi: null, location_hi: 'धारचूला' });
  });

  it('refuses a Hindi text longer than its English field allows, storing nothing', async () => {
    const before = await h.count('events');
    const res = await staffMultipart(h, 'POST', '/api/events/', admin, {
      title: 'Too long',
      date: '2026-12-23',
      title_hi: 'अ'.repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('title_hi');
    expect(await h.count('events')).toBe(before);
  });
});

describe('GET /api/hindi-gaps/', () => {
  it('counts, per kind, the items with an English text and no Hindi one, for any staff', async () => {
    const before = await gaps();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['announcements', 'camps', 'events', 'brochures', 'reports', 'trustees']));

    // English only: counted. Every text in Hindi: not counted. An empty English text needs no Hindi.
    await staffMultipart(h, 'POST', '/api/events/', admin, { title: 'Open day', date: '2026-12-01' });
    await staffMultipart(h, 'POST', '/api/events/', admin, { title: 'Sports day', date: '2026-12-02', title_hi: 'खेल दिवस' });
    const half = await staffMultipart(h, 'POST', '/api/events/', admin, {
      title: 'Parents meet',
      description: 'For parents.',
      date: '2026-12-03',
      title_hi: 'अभिभावक बैठक',
    });
    const after = await gaps();
    expect(after.events).toEqual({ kind: 'events', total: before.events!.total + 3, missing: before.events!.missing + 2 });

    await staffJson(h, 'PUT', `/api/events/${half.json().id}/`, admin, { description_hi: 'अभिभावकों के लिए।' });
    expect((await gaps()).events!.missing).toBe(before.events!.missing + 1);

    expect((await staffJson(h, 'GET', '/api/hindi-gaps/', coordinator)).statusCode).toBe(200);
    expect((await staffJson(h, 'GET', '/api/hindi-gaps/', null)).statusCode).toBe(401);
  });
});
