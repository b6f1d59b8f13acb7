import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, postJson } from '../../test-support/api-harness';
import { createCamp, createStaff, type StaffFixture, staffJson } from '../../test-support/staff-fixtures';
import { mailSettings } from '../../mail/outbox';
import { registerNotifier } from './notify';
import { recordConsents } from '../privacy/public';
import { consentedNames } from './public';
import { releaseSeat } from './seats';
import { apply, applicationSuite, BASE, childForm } from './test-fixtures';

const { h, admin, ids } = applicationSuite();
const P = `${BASE}/pipeline`;
const sent: { to: string; message: string }[] = [];
const coordinator = {} as StaffFixture;
const stranger = {} as StaffFixture;
const app: Record<string, number> = {};

/** An 18-year-old's own application (submitted at once). */
async function adult(name: string, overrides: Record<string, unknown> = {}) {
  const res = await apply(
    h,
    childForm(ids.centre, { full_name: name, date_of_birth: '2007-01-20', class: '11', stream: 'pcm', self_consent: 'on', ...overrides }),
  );
  expect(res.statusCode).toBe(201);
  const row = await h.db.kysely
    .selectFrom('student_applications')
    .select(['id', 'number'])
    .where('number', '=', res.json().number)
    .executeTakeFirstOrThrow();
  return row;
}
const rowOf = (id: number) => h.db.kysely.selectFrom('student_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const change = (who: StaffFixture, ids: number[], status: string) => staffJson(h, 'POST', `${P}/status/`, who, { ids, status });
const pending: Promise<void>[] = [];
const smsSince = async (before: number) => {
  await Promise.all(pending);
  return sent.slice(before);
};
const numbers: Record<string, string> = {};

beforeAll(async () => {
  // The app's senders replaced by one that keeps what it is given.
  registerNotifier(h.db, {
    sms: { send: async (to, message) => void sent.push({ to, message }) },
    outbox: { run: (_what, task) => void pending.push(task()) },
    mail: mailSettings(h.config),
  });
  Object.assign(coordinator, await createStaff(h, { role: 'coordinator', camps: [ids.camp] }));
  Object.assign(stranger, await createStaff(h, { role: 'coordinator', camps: [await createCamp(h, 'Elsewhere')] }));
  // Ana and Bina share a parent; Chetan's parent gave an e-mail.
  for (const [key, name, extra] of [
    ['a', 'Ana Rawat', {}],
    ['b', 'Bina Rawat', {}],
    ['c', 'Chetan Negi', { parent_mobile: '9876500001', parent_email: 'negi@example.org', language: 'en' }],
  ] as const) {
    const row = await adult(name, extra);
    app[key] = row.id;
    numbers[key] = row.number;
  }
  const child = await apply(h, childForm(ids.centre, { full_name: 'Dev Bisht', parent_mobile: '9876500002' }));
  app.child = (
    await h.db.kysely.selectFrom('student_applications').select('id').where('number', '=', child.json().number).executeTakeFirstOrThrow()
  ).id;
});

describe('the staff pipeline', () => {
  it("lists by cycle, status, district, centre, class and school type, parents' mobiles masked, each view in the access log", async () => {
    const before = await h.count('access_log');
    const all = await staffJson(
      h,
      'GET',
      `${P}/?cycle_id=${ids.cycle}&status=submitted&district=Pithoragarh&centre_id=${ids.centre}&class=11&school_type=government`,
      coordinator,
    );
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().rows.map((r: { full_name: string }) => r.full_name)).toEqual(['Ana Rawat', 'Bina Rawat', 'Chetan Negi']);
    expect(all.json().rows[0].parent_mobile).toBe('******3210');
    expect(JSON.stringify(all.json())).not.toContain('9876543210');
    expect(await h.count('access_log')).toBe(before + 1);
    expect((await staffJson(h, 'GET', `${P}/?class=9`, admin)).json().total).toBe(0);
    expect((await staffJson(h, 'GET', `${P}/?status=pending_consent`, admin)).json().total).toBe(1);
    expect((await staffJson(h, 'GET', `${P}/?status=nonsense`, admin)).statusCode).toBe(400);
    // A coordinator of another camp sees none of this cycle's applications and changes none.
    expect((await staffJson(h, 'GET', `${P}/`, stranger)).json().total).toBe(0);
    expect((await change(stranger, [app.a!], 'shortlisted')).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', `${P}/${app.a}/`, stranger)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', `${P}/`, null)).statusCode).toBe(401);
  });

  it('refuses to review an application without consent, a move not allowed, and bad input, changing nothing', async () => {
    const before = [await h.count('audit_log'), await h.count('mail_outbox')];
    const withoutConsent = await change(coordinator, [app.a!, app.child!], 'shortlisted');
    expect(withoutConsent.statusCode).toBe(409);
    expect(withoutConsent.json()).toEqual({
      error: 'An application without consent cannot be reviewed: it is a draft or still waits for a parent.',
    });
    const notAllowed = await change(admin, [app.a!], 'selected');
    expect(notAllowed.statusCode).toBe(409);
    expect(notAllowed.json().error).toBe('This change of status is not allowed from where the application is now.');
    expect((await change(admin, [app.a!], 'admit_card_issued')).statusCode).toBe(400);
    expect((await change(admin, [], 'shortlisted')).statusCode).toBe(400);
    expect((await change(admin, [999999], 'shortlisted')).statusCode).toBe(404);
    expect((await rowOf(app.a!)).status).toBe('submitted');
    expect((await rowOf(app.child!)).status).toBe('pending_consent');
    expect([await h.count('audit_log'), await h.count('mail_outbox')]).toEqual(before);
  });

  it('shortlists in submission order: two seats at the centre, the third waits; one message per parent', async () => {
    const before = sent.length;
    const res = await change(coordinator, [app.c!, app.b!, app.a!], 'shortlisted');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 3, messages: 2 });
    const [a, b, c] = [await rowOf(app.a!), await rowOf(app.b!), await rowOf(app.c!)];
    expect([a.status, b.status, c.status]).toEqual(['shortlisted', 'shortlisted', 'shortlisted']);
    expect([a.has_seat, b.has_seat, c.has_seat]).toEqual([1, 1, 0]);
    const messages = await smsSince(before);
    expect(messages).toEqual([
      { to: '+919876543210', message: `आवेदन ${numbers.a}, ${numbers.b}: GIC Munsiyari पर स्क्रीनिंग परीक्षा के लिए चुना गया।` },
      {
        to: '+919876500001',
        message: `Application ${numbers.c}: shortlisted; the centre GIC Munsiyari is full, so it is on the waitlist. We will tell you when a seat is free.`,
      },
    ]);
    const mail = await h.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'student_application').execute();
    expect(mail.map((m) => JSON.parse(m.recipients))).toEqual([['negi@example.org']]);
    const audit = await auditEntries(h, { action: 'status', entity: 'student_applications', entity_id: app.c! });
    expect(JSON.parse(audit.at(-1)!.details)).toEqual({ from: 'submitted', to: 'shortlisted', seat: false });
    // Again: nothing moves, nobody is messaged.
    expect((await change(admin, [app.a!], 'shortlisted')).json()).toEqual({ changed: 0, messages: 0 });
  });

  it('issues admit cards only with a seat: a roll number per cycle kept on re-issue, a PIN shown once and stored hashed', async () => {
    const waiting = await staffJson(h, 'POST', `${P}/admit-cards/`, admin, { ids: [app.a, app.c] });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toBe('An admit card needs a seat at the centre: this applicant is still on the waitlist.');
    expect((await rowOf(app.a!)).roll_number).toBeNull();
    const before = sent.length;
    const res = await staffJson(h, 'POST', `${P}/admit-cards/`, coordinator, { ids: [app.a, app.b], pin: true });
    expect(res.statusCode).toBe(200);
    const { cards } = res.json();
    expect(cards.map((c: { roll_number: string }) => c.roll_number)).toEqual(['UK26-R0001', 'UK26-R0002']);
    expect(cards[0].pin).toMatch(/^\d{6}$/);
    const a = await rowOf(app.a!);
    expect(a.status).toBe('admit_card_issued');
    expect(a.pin_hash).not.toContain(cards[0].pin);
    expect((await smsSince(before)).map((s) => s.message)).toEqual([
      `आवेदन ${numbers.a}, ${numbers.b}: प्रवेश पत्र तैयार है। आवेदन संख्या और जन्म तिथि से खोलें: ${new URL('/hi/apply/admit-card', h.config.WEB_ORIGIN).href}`,
    ]);
    const again = await staffJson(h, 'POST', `${P}/admit-cards/`, admin, { ids: [app.a], pin: true });
    expect(again.json().cards).toEqual([{ id: app.a, number: numbers.a, roll_number: 'UK26-R0001', pin: null }]);
    expect((await rowOf(app.a!)).pin_hash).toBe(a.pin_hash);
    // The results look-up knows each roll number with its date of birth and the same PIN hash (decision 0036).
    const register = await h.db.kysely.selectFrom('roll_register').selectAll().orderBy('roll').execute();
    expect(register.map((r) => [r.roll, r.date_of_birth, r.pin_hash, r.cycle, r.source, r.application_id])).toEqual([
      ['UK26-R0001', '2007-01-20', a.pin_hash, 'UK26', 'admit_card', app.a],
      ['UK26-R0002', '2007-01-20', (await rowOf(app.b!)).pin_hash, 'UK26', 'admit_card', app.b],
    ]);
    const cycle = await h.db.kysely
      .selectFrom('student_application_cycles')
      .select('last_roll')
      .where('id', '=', ids.cycle)
      .executeTakeFirstOrThrow();
    expect(cycle.last_roll).toBe(2);
  });

  it('names a roll on the public lists only while its public_list consent stands', async () => {
    const [a, b] = [await rowOf(app.a!), await rowOf(app.b!)];
    const consent = (row: typeof a, action: 'given' | 'withdrawn') =>
      recordConsents(h.db.kysely, {
        subjectType: 'student_applications',
        subjectId: row.id,
        noticeId: row.notice_id,
        purposes: ['public_list'],
        action,
        channel: 'web',
      });
    await consent(a, 'given');
    await consent(b, 'given');
    await consent(b, 'withdrawn');
    const names = await consentedNames(h.db.kysely)([a.roll_number!, b.roll_number!, 'UK26-R9999']);
    expect([...names]).toEqual([[a.roll_number, a.full_name]]);
  });

  it('opens the card (JSON, PDF, printable page) only with the number and date of birth: every failure the same reply', async () => {
    const lookup = (path: string, number: string, date_of_birth: string) =>
      postJson(h, `${BASE}/admit-card/${path}`, { number, date_of_birth });
    const ok = await lookup('', numbers.a!, '2007-01-20');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ lang: 'hi', rollNumber: 'UK26-R0001', studentName: 'Ana Rawat', className: 'कक्षा 11' });
    expect(ok.headers['cache-control']).toBe('no-store');
    const failures = [
      await lookup('', numbers.a!, '2007-01-21'),
      await lookup('', 'UK26-999999A', '2007-01-20'),
      await lookup('', numbers.c!, '2007-01-20'),
      await lookup('', 'junk', '2007-01-20'),
      await lookup('pdf/', numbers.c!, '2007-01-20'),
      await lookup('html/', numbers.a!, '2000-01-01'),
    ];
    for (const f of failures) {
      expect(f.statusCode).toBe(404);
      expect(f.json()).toEqual({ error: 'No admit card matches that application number and date of birth.' });
    }
    const pdf = await lookup('pdf/', numbers.a!, '2007-01-20');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeLessThan(100_000);
    const html = await lookup('html/', numbers.a!, '2007-01-20');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(html.body).toContain('<html lang="hi">');
    expect(html.body).toContain('UK26-R0001');
    expect(html.body).toContain('@media print');
  });

  it('a withdrawal frees the seat for the first waiting, whose parent is told; releaseSeat does the same for a caller outside', async () => {
    const before = sent.length;
    const res = await change(admin, [app.a!], 'withdrawn');
    expect(res.json()).toEqual({ changed: 1, messages: 2 });
    const [a, c] = [await rowOf(app.a!), await rowOf(app.c!)];
    expect(a).toMatchObject({ status: 'withdrawn', has_seat: 0, roll_number: 'UK26-R0001' });
    expect(a.withdrawn_at).not.toBeNull();
    expect(c.has_seat).toBe(1);
    expect((await smsSince(before)).map((s) => s.message)).toEqual([
      `आवेदन ${numbers.a}: वापस लिया गया।`,
      `Application ${numbers.c}: a seat at GIC Munsiyari is now yours for the screening test.`,
    ]);
    expect((await change(admin, [app.a!], 'shortlisted')).statusCode).toBe(409);
    // Another applicant waits; B's seat released from outside (a parent's withdrawal) goes to them.
    const d = await adult('Deepa Joshi', { parent_mobile: '9876500003' });
    await change(admin, [d.id], 'shortlisted');
    expect((await rowOf(d.id)).has_seat).toBe(0);
    const sms = sent.length;
    expect(await releaseSeat(h.db, app.b!)).toBe(d.id);
    expect((await rowOf(d.id)).has_seat).toBe(1);
    expect((await rowOf(app.b!)).has_seat).toBe(0);
    expect((await smsSince(sms)).map((s) => s.to)).toEqual(['+919876500003']);
    expect(await releaseSeat(h.db, app.b!)).toBeNull();
  });

  it('moves through the test: appeared or absent, then selected, waitlisted or not selected', async () => {
    await staffJson(h, 'POST', `${P}/admit-cards/`, admin, { ids: [app.c] });
    expect((await change(admin, [app.c!], 'appeared')).statusCode).toBe(200);
    expect((await change(admin, [app.c!], 'waitlisted')).statusCode).toBe(200);
    expect((await change(admin, [app.c!], 'selected')).statusCode).toBe(200);
    expect((await rowOf(app.c!)).status).toBe('selected');
    await change(admin, [app.b!], 'absent');
    expect((await change(admin, [app.b!], 'selected')).statusCode).toBe(409);
    expect((await change(admin, [app.b!], 'not_selected')).statusCode).toBe(200);
  });

  it('keeps notes, flags duplicates, and exports formula-safe CSV (in the access and audit logs)', async () => {
    expect((await staffJson(h, 'POST', `${P}/${app.b}/notes/`, coordinator, { text: ' ' })).statusCode).toBe(400);
    const note = await staffJson(h, 'POST', `${P}/${app.b}/notes/`, coordinator, { text: 'Called the parent.' });
    expect(note.statusCode).toBe(201);
    const views = await h.count('access_log');
    const record = await staffJson(h, 'GET', `${P}/${app.b}/`, coordinator);
    expect(record.json()).toMatchObject({ number: numbers.b, has_pin: true, notes: [{ text: 'Called the parent.' }] });
    expect(record.json().pin_hash).toBeUndefined();
    expect(await h.count('access_log')).toBe(views + 1);

    const twin = await adult('  ana   RAWAT ');
    const marked = await staffJson(h, 'POST', `${P}/duplicates/`, coordinator, { cycle_id: ids.cycle });
    expect(marked.json()).toEqual({ marked: 1 });
    expect((await rowOf(twin.id)).duplicate_of).toBe(app.a);
    expect((await staffJson(h, 'POST', `${P}/duplicates/`, coordinator, { cycle_id: ids.cycle })).json()).toEqual({ marked: 0 });

    await h.db.kysely.updateTable('student_applications').set({ full_name: '=HYPERLINK("http://x")' }).where('id', '=', twin.id).execute();
    const csv = await staffJson(h, 'GET', `${P}/export/?cycle_id=${ids.cycle}`, coordinator);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).not.toContain('9876543210');
    const log = await h.db.kysely.selectFrom('access_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'export', record_kind: 'student_application' });
    expect((await auditEntries(h, { action: 'export', entity: 'student_applications' })).length).toBe(1);
  });

  it('never gives more seats than the centre has when two shortlist at once', async () => {
    const centre = await staffJson(h, 'POST', `${BASE}/centres/`, admin, {
      cycle: ids.cycle,
      name: 'One seat',
      address: 'Road',
      district: 'Pithoragarh',
      test_at: '2026-05-10T10:00:00+05:30',
      seats: 1,
      paper_language: 'hi',
    });
    const x = await adult('Xena', { centre: String(centre.json().id), parent_mobile: '9876500011' });
    const y = await adult('Yash', { centre: String(centre.json().id), parent_mobile: '9876500012' });
    const replies = await Promise.all([change(admin, [x.id], 'shortlisted'), change(coordinator, [y.id], 'shortlisted')]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const seats = [(await rowOf(x.id)).has_seat, (await rowOf(y.id)).has_seat];
    expect(seats.sort()).toEqual([0, 1]);
  });
});
