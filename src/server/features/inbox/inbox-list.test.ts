import { beforeAll, describe, expect, it } from 'vitest';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin } = staffSuite({ staff: { admin: 'admin' } });

// Twenty-five volunteers a minute apart (Volunteer 01 the oldest), two of them spam, one in
// review; and contact messages whose text holds LIKE's wildcards.
beforeAll(async () => {
  const at = (minutes: number) => ({
    created_at: new Date(Date.UTC(2026, 0, 1, 9, minutes)).toISOString(),
    updated_at: new Date().toISOString(),
  });
  for (let i = 1; i <= 25; i += 1) {
    const n = String(i).padStart(2, '0');
    await h.db.kysely
      .insertInto('volunteer_applications')
      .values({
        full_name: i === 3 ? 'Asha RAWAT' : `Volunteer ${n}`,
        email: `v${n}@example.org`,
        role: i % 2 ? 'teacher' : 'mentor',
        message: i === 3 ? 'Science on weekends' : 'Maths',
        status: i === 7 || i === 8 ? 'spam' : i === 9 ? 'in_review' : 'new',
        ...at(i),
      })
      .execute();
  }
  for (const [i, subject] of ['100% sure', '100 percent', 'under_score', 'underXscore', 'back\\slash'].entries()) {
    await h.db.kysely
      .insertInto('contact_messages')
      .values({ name: `Sender ${i}`, email: 'c@example.org', subject, message: 'Hello', status: 'new', ...at(i) })
      .execute();
  }
});

const names = (rows: { full_name?: string; subject?: string }[]) => rows.map((r) => r.full_name ?? r.subject);

async function list(path: string) {
  const res = await staffJson(h, 'GET', path, admin);
  expect(res.statusCode).toBe(200);
  return { rows: res.json(), total: Number(res.headers['x-total-count']) };
}

describe('inbox lists: search, filters, sort and pages on the server', () => {
  it('answers one page, newest first, with the total of the whole box', async () => {
    const first = await list('/api/inbox/volunteer-applications/?page_size=10');
    expect(first.total).toBe(25);
    expect(names(first.rows)).toEqual([
      'Volunteer 25',
      'Volunteer 24',
      'Volunteer 23',
      'Volunteer 22',
      'Volunteer 21',
      'Volunteer 20',
      'Volunteer 19',
      'Volunteer 18',
      'Volunteer 17',
      'Volunteer 16',
    ]);
    const last = await list('/api/inbox/volunteer-applications/?page_size=10&page=3');
    expect(names(last.rows)).toEqual(['Volunteer 05', 'Volunteer 04', 'Asha RAWAT', 'Volunteer 02', 'Volunteer 01']);
    expect(last.total).toBe(25);
  });

  it('searches every word in any field, in any case, and finds an old row on the first page', async () => {
    const found = await list('/api/inbox/volunteer-applications/?search=asha%20WEEKENDS&page_size=10');
    expect(names(found.rows)).toEqual(['Asha RAWAT']);
    expect(found.total).toBe(1);
    expect((await list('/api/inbox/volunteer-applications/?search=V03%40EXAMPLE')).rows).toHaveLength(1);
    expect((await list('/api/inbox/volunteer-applications/?search=asha%20maths')).total).toBe(0);
    expect((await list('/api/inbox/volunteer-applications/?search=mentor')).total).toBe(12);
  });

  it('takes % _ and \\ in a search literally', async () => {
    expect(names((await list('/api/inbox/contact-messages/?search=100%25')).rows)).toEqual(['100% sure']);
    expect(names((await list('/api/inbox/contact-messages/?search=under_score')).rows)).toEqual(['under_score']);
    expect(names((await list('/api/inbox/contact-messages/?search=k%5Cs')).rows)).toEqual(['back\\slash']);
  });

  it('filters by status and by the inbox or spam view', async () => {
    const review = await list('/api/inbox/volunteer-applications/?status=in_review');
    expect(names(review.rows)).toEqual(['Volunteer 09']);
    const spam = await list('/api/inbox/volunteer-applications/?view=spam');
    expect(names(spam.rows)).toEqual(['Volunteer 08', 'Volunteer 07']);
    expect(spam.total).toBe(2);
    const inbox = await list('/api/inbox/volunteer-applications/?view=inbox&page_size=100');
    expect(inbox.total).toBe(23);
    expect(names(inbox.rows)).not.toContain('Volunteer 07');
    expect((await list('/api/inbox/volunteer-applications/?view=inbox&status=spam')).total).toBe(0);
    expect((await list('/api/inbox/volunteer-applications/?view=inbox&status=new&search=mentor')).total).toBe(11);
  });

  it('sorts by a whitelisted column either way, ignoring case, across pages', async () => {
    const asc = await list('/api/inbox/volunteer-applications/?sort_by=full_name&sort_order=ascending&page_size=2');
    expect(names(asc.rows)).toEqual(['Asha RAWAT', 'Volunteer 01']);
    const desc = await list('/api/inbox/volunteer-applications/?sort_by=full_name&sort_order=desc&page_size=2&page=13');
    expect(names(desc.rows)).toEqual(['Asha RAWAT']);
    const byStatus = await list('/api/inbox/volunteer-applications/?sort_by=status&sort_order=asc&page_size=1');
    expect(byStatus.rows[0].status).toBe('in_review');
    const oldest = await list('/api/inbox/contact-messages/?sort_by=created_at&sort_order=asc&page_size=1');
    expect(names(oldest.rows)).toEqual(['100% sure']);
  });

  it('applies the same search, filters and order to the CSV export', async () => {
    const res = await staffJson(
      h,
      'GET',
      '/api/inbox/volunteer-applications/export.csv?view=inbox&search=mentor&sort_by=email&sort_order=asc',
      admin,
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toContain(',v02@example.org,');
    expect(lines[11]).toContain(',v24@example.org,');
  });

  it.each([
    ['sort_by=message', 'sort_by'],
    ['sort_by=id;drop', 'sort_by'],
    ['sort_by=subject', 'sort_by'],
    ['sort_order=sideways', 'sort_order'],
    ['view=archive', 'view'],
    ['status=archived', 'status'],
    ['page=0', 'page'],
    ['page_size=1000', 'page_size'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['search=a%00b', 'search'],
  ])('refuses ?%s with a 400 that names %s', async (query, name) => {
    for (const path of ['/api/inbox/volunteer-applications/', '/api/inbox/volunteer-applications/export.csv']) {
      if (path.endsWith('.csv') && name.startsWith('page')) continue;
      const res = await staffJson(h, 'GET', `${path}?${query}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), errors: { [name]: expect.anything() } });
    }
  });
});
