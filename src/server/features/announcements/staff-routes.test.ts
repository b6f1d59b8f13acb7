import { describe, expect, it } from 'vitest';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, camps, admin, scoped, unrestricted } = staffSuite({
  camps: { a: 'Dharchula', b: 'Munsiyari' },
  staff: { admin: 'admin', scoped: ['a'], unrestricted: 'coordinator' },
});

// An update as staff write it, and the least one needs.
const screening = {
  title: 'Screening test',
  text: 'Bring your school identity card.',
  venue: 'GIC Dharchula',
  examTime: '10:00 AM - 1:00 PM',
};
const brief = { title: 'T', text: 'X' };

describe('staff updates', () => {
  it('publishes an update that /announcements/ and /api/updates/?camp_id= show', async () => {
    const res = await staffJson(h, 'POST', '/api/add_update/', scoped, { ...screening, time: '2026-04-12T04:30:00Z', camp_id: camps.a });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...screening, time: '2026-04-12T04:30:00.000Z', camp_name: 'Dharchula' });
    const pub = await h.inject({ method: 'GET', url: '/announcements/' });
    expect(pub.json()[0].id).toBe(res.json().id);
    const camp = await h.inject({ method: 'GET', url: `/api/updates/?camp_id=${camps.a}` });
    expect(camp.json().map((a: { id: number }) => a.id)).toContain(res.json().id);
  });

  it('accepts exam_time and camp as other names, and an empty venue as none', async () => {
    const res = await staffJson(h, 'POST', '/api/add_update/', admin, { ...brief, venue: '', exam_time: '9 AM', camp: camps.b });
    expect(res.json()).toMatchObject({ venue: null, examTime: '9 AM', camp_id: camps.b });
  });

  it('keeps a coordinator to their camps; an update for everyone needs the all-camps scope', async () => {
    const before = await h.count('announcements');
    expect((await staffJson(h, 'POST', '/api/add_update/', scoped, { ...brief, camp_id: camps.b })).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', '/api/add_update/', scoped, brief)).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', '/api/add_update/', admin, { title: '', text: 'X' })).statusCode).toBe(400);
    expect((await staffJson(h, 'POST', '/api/add_update/', admin, { ...brief, camp_id: 999999 })).statusCode).toBe(400);
    expect(await h.count('announcements')).toBe(before);
    const everyone = await staffJson(h, 'POST', '/api/add_update/', unrestricted, { title: 'For all', text: 'X' });
    expect(everyone.statusCode).toBe(201);
    expect(everyone.json().camp_id).toBeNull();
  });

  it('edits with PUT ?id= (only the fields sent) and deletes', async () => {
    const created = (await staffJson(h, 'POST', '/api/add_update/', scoped, { title: 'Old', text: 'Text', camp_id: camps.a })).json();
    const edited = await staffJson(h, 'PUT', `/api/add_update/?id=${created.id}`, scoped, { title: 'New' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'New', text: 'Text', camp_id: camps.a });
    expect((await staffJson(h, 'PUT', `/api/add_update/?id=${created.id}`, scoped, { camp_id: camps.b })).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', '/api/add_update/?id=999999', admin, { title: 'x' })).statusCode).toBe(404);
    expect((await staffJson(h, 'PUT', '/api/add_update/', admin, { title: 'x' })).statusCode).toBe(400);
    expect((await staffJson(h, 'DELETE', `/api/updates/${created.id}/`, scoped)).statusCode).toBe(204);
    expect((await h.inject({ method: 'GET', url: `/announcements/${created.id}/` })).statusCode).toBe(404);
  });
});
