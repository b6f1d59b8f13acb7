import { describe, expect, it } from 'vitest';
import { postJson } from '../../test-support/api-harness';
import { apply, applicationSuite, BASE, childForm } from './test-fixtures';

const { h, clock, ids } = applicationSuite();

const rows = () => h.db.kysely.selectFrom('student_applications').selectAll().orderBy('id').execute();

describe('the application form', () => {
  it('shows the open cycle with its centres, and outside the window when the next opens', async () => {
    const open = (await h.inject({ method: 'GET', url: `${BASE}/open/` })).json();
    expect(open).toMatchObject({ cycle: { code: 'UK26', classes: [9, 10, 11], streams: ['pcm', 'pcb'] }, next_opens_at: null });
    expect(open.cycle.centres.map((c: { name: string }) => c.name)).toEqual(['GIC Munsiyari', 'GIC Dharchula']);
    const at = clock();
    clock.advance(Date.parse('2026-03-01T00:00:00Z') - at);
    expect((await h.inject({ method: 'GET', url: `${BASE}/open/` })).json()).toEqual({
      cycle: null,
      next_opens_at: '2026-03-31T18:30:00.000Z',
    });
    clock.advance(Date.parse('2026-06-01T00:00:00Z') - clock());
    expect((await h.inject({ method: 'GET', url: `${BASE}/open/` })).json()).toEqual({ cycle: null, next_opens_at: null });
    const before = await h.count('student_applications');
    const closed = await apply(h, childForm(ids.centre));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ error: 'Applications to this cycle are closed.' });
    expect(await h.count('student_applications')).toBe(before);
    clock.advance(at - clock());
  });

  it("sends a child's application on to the parent (pending_consent) with a checked number, and records no consent yet", async () => {
    const res = await apply(h, childForm(ids.centre));
    expect(res.statusCode).toBe(201);
    const { number, status } = res.json();
    expect(status).toBe('pending_consent');
    expect(number).toMatch(/^UK26-\d{6}[A-Y]$/);
    const row = (await rows()).find((r) => r.number === number)!;
    expect(row).toMatchObject({ parent_mobile: '9876543210', class: 10, stream: null, last_exam_percentage: 78.5, language: 'hi' });
    expect(row.consent_by).toBeNull();
    expect(
      await h.db.kysely.selectFrom('consent_records').selectAll().where('subject_type', '=', 'student_applications').execute(),
    ).toEqual([]);
  });

  it('lets an 18-year-old consent for themselves: submitted, with a consent record', async () => {
    const refused = await apply(h, childForm(ids.centre, { date_of_birth: '2007-01-20', class: '11', stream: 'pcm' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ self_consent: ['Tick the box to agree, as you are 18 or older.'] });
    const res = await apply(h, childForm(ids.centre, { date_of_birth: '2007-01-20', class: '11', stream: 'pcm', self_consent: 'on' }));
    expect(res.json().status).toBe('submitted');
    const row = (await rows()).find((r) => r.number === res.json().number)!;
    expect(row).toMatchObject({ consent_by: 'self', stream: 'pcm' });
    expect(row.submitted_at).toBe(new Date(clock()).toISOString());
    const consents = await h.db.kysely.selectFrom('consent_records').selectAll().where('subject_id', '=', row.id).execute();
    expect(consents.map((c) => [c.subject_type, c.purpose, c.action, c.channel])).toEqual([
      ['student_applications', 'student_application', 'given', 'web'],
    ]);
  });

  it('refuses each bad field with its own message, and what the cycle does not take, storing nothing', async () => {
    const before = [await h.count('student_applications'), await h.count('consent_records')];
    const bad = await apply(h, {
      action: 'submit',
      full_name: ' ',
      date_of_birth: '2010-02-30',
      gender: 'x',
      class: '8',
      stream: 'arts',
      school_name: '',
      school_type: 'x',
      board: 'x',
      district: '',
      block: '',
      village: '',
      last_exam_percentage: '101',
      centre: 'x',
      paper_language: 'fr',
      accessibility_needs: 'a'.repeat(1001),
      parent_name: '',
      parent_relationship: 'x',
      parent_mobile: '12345',
      parent_email: 'not-mail',
      heard_from: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      [
        'full_name',
        'date_of_birth',
        'gender',
        'class',
        'stream',
        'school_name',
        'school_type',
        'board',
        'district',
        'block',
        'village',
        'last_exam_percentage',
        'centre',
        'paper_language',
        'accessibility_needs',
        'parent_name',
        'parent_relationship',
        'parent_mobile',
        'parent_email',
        'heard_from',
      ].sort(),
    );
    expect(bad.json().errors.parent_mobile).toEqual(['Enter a 10-digit Indian mobile number.']);
    const cases: [Record<string, unknown>, string][] = [
      [{ class: '12', stream: 'pcm' }, 'class'],
      [{ class: '11', stream: '' }, 'stream'],
      [{ class: '11', stream: 'other' }, 'stream'],
      [{ centre: '999999' }, 'centre'],
    ];
    for (const [overrides, field] of cases) {
      const res = await apply(h, childForm(ids.centre, overrides));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect([await h.count('student_applications'), await h.count('consent_records')]).toEqual(before);
  });

  it('saves a draft, opens it again only with its number and date of birth (one reply for every failure), then sends it', async () => {
    const saved = (await apply(h, childForm(ids.otherCentre, { action: 'draft', full_name: 'Draft Pupil' }))).json();
    expect(saved.status).toBe('draft');
    const resume = (number: string, date_of_birth: string) => postJson(h, `${BASE}/resume/`, JSON.stringify({ number, date_of_birth }));
    const ok = await resume(saved.number.toLowerCase(), '2010-08-15');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      number: saved.number,
      full_name: 'Draft Pupil',
      centre: ids.otherCentre,
      parent_mobile: '9876543210',
    });
    const failures = [await resume(saved.number, '2010-08-16'), await resume('UK26-999999A', '2010-08-15'), await resume('junk', 'x')];
    for (const f of failures) {
      expect(f.statusCode).toBe(404);
      expect(f.json()).toEqual({ error: 'No draft matches this application number and date of birth.' });
    }
    const wrong = await apply(h, childForm(ids.otherCentre, { number: saved.number, saved_date_of_birth: '2010-08-16' }));
    expect(wrong.statusCode).toBe(404);
    const sent = await apply(h, childForm(ids.otherCentre, { number: saved.number, saved_date_of_birth: '2010-08-15', village: 'Madkot' }));
    expect(sent.json()).toEqual({ number: saved.number, status: 'pending_consent' });
    expect((await rows()).find((r) => r.number === saved.number)).toMatchObject({ village: 'Madkot', status: 'pending_consent' });
    // No longer a draft: it does not open again.
    expect((await resume(saved.number, '2010-08-15')).statusCode).toBe(404);
  });

  it('numbers applications one after another within the cycle', async () => {
    const a = (await apply(h, childForm(ids.centre))).json().number as string;
    const b = (await apply(h, childForm(ids.centre))).json().number as string;
    expect(Number(b.slice(5, 11))).toBe(Number(a.slice(5, 11)) + 1);
  });
});
