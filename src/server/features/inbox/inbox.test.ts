import { beforeAll, describe, expect, it } from 'vitest';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';
import { auditEntries } from '../../test-support/api-harness';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: [] } });
beforeAll(async () => {
  // Three volunteers a minute apart, a partner and a contact message, as the public forms store them.
  const at = (minutes: number) => ({
    status: 'new' as const,
    created_at: new Date(Date.UTC(2026, 0, 1, 9, minutes)).toISOString(),
    updated_at: new Date().toISOString(),
  });
  for (const [i, name] of ['First Volunteer', 'Second Volunteer', '=cmd|calc'].entries()) {
    await h.db.kysely
      .insertInto('volunteer_applications')
      .values({ full_name: name, email: 'v@example.org', role: 'teacher', message: 'Maths, "weekends"', ...at(i) })
      .execute();
  }
  await h.db.kysely
    .insertInto('partner_applications')
    .values({
      organization_name: 'Hill Trust',
      contact_person: 'R. Negi',
      email: 'r@example.org',
      phone: '+91 98765 43210',
      organization_type: 'NGO/Non-Profit',
      partnership_interest: 'Sponsor Student Food Cost',
      ...at(5),
    })
    .execute();
  await h.db.kysely
    .insertInto('contact_messages')
    .values({ name: 'Anil Joshi', email: 'a@example.org', subject: 'Visit', message: 'Can we visit the camp?', ...at(6) })
    .execute();
});

describe('inbox', () => {
  it('lists volunteer applications newest first with the status, for admins', async () => {
    const res = await staffJson(h, 'GET', '/api/inbox/volunteer-applications/', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { full_name: string }) => r.full_name)).toEqual(['=cmd|calc', 'Second Volunteer', 'First Volunteer']);
    expect(res.json()[0]).toMatchObject({ status: 'new', role: 'teacher' });
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('changes a status, filters by it, and records who did it', async () => {
    const list = (await staffJson(h, 'GET', '/api/inbox/partner-applications/', admin)).json();
    const res = await staffJson(h, 'PATCH', `/api/inbox/partner-applications/${list[0].id}/`, admin, { status: 'in_review' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: list[0].id, status: 'in_review', organization_name: 'Hill Trust' });
    const filtered = await staffJson(h, 'GET', '/api/inbox/partner-applications/?status=in_review', admin);
    expect(filtered.json().map((r: { id: number }) => r.id)).toEqual([list[0].id]);
    expect((await staffJson(h, 'GET', '/api/inbox/partner-applications/?status=new', admin)).json()).toEqual([]);
    const [entry] = await auditEntries(h, { entity: 'partner_application' });
    expect(entry).toMatchObject({ action: 'status', actor: admin.username, entity_id: list[0].id });
    expect(JSON.parse(entry!.details)).toEqual({ from: 'new', to: 'in_review' });
  });

  it('refuses coordinators every inbox call (the personal data of applicants is for admins), changing nothing', async () => {
    const [msg] = (await staffJson(h, 'GET', '/api/inbox/contact-messages/', admin)).json();
    for (const path of ['volunteer-applications', 'partner-applications', 'contact-messages']) {
      for (const url of [`/api/inbox/${path}/`, `/api/inbox/${path}/export.csv`]) {
        const res = await staffJson(h, 'GET', url, coordinator);
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toEqual({ error: 'You do not have permission to do this.' });
      }
    }
    const patch = await staffJson(h, 'PATCH', `/api/inbox/contact-messages/${msg.id}/`, coordinator, { status: 'done' });
    expect(patch.statusCode).toBe(403);
    const row = await h.db.kysely.selectFrom('contact_messages').select('status').where('id', '=', msg.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('refuses an unknown status or id, and callers without a token, changing nothing', async () => {
    const [msg] = (await staffJson(h, 'GET', '/api/inbox/contact-messages/', admin)).json();
    expect((await staffJson(h, 'PATCH', `/api/inbox/contact-messages/${msg.id}/`, admin, { status: 'archived' })).statusCode).toBe(400);
    expect((await staffJson(h, 'PATCH', '/api/inbox/contact-messages/999999/', admin, { status: 'done' })).statusCode).toBe(404);
    expect((await staffJson(h, 'PATCH', `/api/inbox/contact-messages/${msg.id}/`, null, { status: 'done' })).statusCode).toBe(401);
    expect((await staffJson(h, 'GET', '/api/inbox/contact-messages/', { headers: { authorization: 'Token junk' } })).statusCode).toBe(401);
    expect((await staffJson(h, 'GET', '/api/inbox/contact-messages/export.csv', null)).statusCode).toBe(401);
    const row = await h.db.kysely.selectFrom('contact_messages').select('status').where('id', '=', msg.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('exports CSV with quoting and formulas neutralised, as an attachment', async () => {
    const res = await staffJson(h, 'GET', '/api/inbox/volunteer-applications/export.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="volunteer-applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,created_at,status,full_name,email,role,message');
    expect(lines[1]).toMatch(/^\d+,[^,]+,new,'=cmd\|calc,v@example\.org,teacher,"Maths, ""weekends"""$/);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    const done = await staffJson(h, 'GET', '/api/inbox/volunteer-applications/export.csv?status=done', admin);
    expect(done.body.replace(/^\uFEFF/, '')).toBe('id,created_at,status,full_name,email,role,message\r\n');
    const exports = await auditEntries(h, { action: 'export' });
    expect(exports.length).toBe(2);
  });
});
