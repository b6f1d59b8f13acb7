// A breach's people (DPDP Rules rule 7; decision 0034): found by query over the kinds of record
// chosen and a window, counted and listed masked (the look is access-logged), then told once each,
// by e-mail through the outbox or by SMS where only a phone is known, in their language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreachPeopleView } from '../../../shared/schemas/privacy';
import { createHarness, type Harness } from '../../test-support/api-harness';
import { lineLogger } from '../../test-support/log-lines';
import { createStaff, staffJson, type StaffFixture } from '../../test-support/staff-fixtures';
import { outboxOf } from '../slot-coordinators/sms';

/** The text messages the log provider wrote. */
const texts: { to: string; message: string }[] = [];
const smsOf = (line: string) => (JSON.parse(line) as { sms?: { to: string; message: string } }).sms;
let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
beforeAll(async () => {
  h = await createHarness({}, { build: { logger: lineLogger('info', (line) => void (smsOf(line) && texts.push(smsOf(line)!))) } });
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator' });
});
afterAll(() => h.close());

const at = (date: string) => `${date}T06:00:00.000Z`;

async function seed() {
  const k = h.db.kysely;
  const inbox = { status: 'new' as const };
  await k
    .insertInto('volunteer_applications')
    .values({
      ...inbox,
      full_name: 'Ravi',
      email: 'Ravi@Example.org',
      role: 'Teacher',
      message: '',
      created_at: at('2027-01-10'),
      updated_at: at('2027-01-10'),
    })
    .execute();
  await k
    .insertInto('partner_applications')
    .values({
      ...inbox,
      organization_name: 'Seva',
      contact_person: 'Gita',
      email: 'gita@example.org',
      phone: '9876501234',
      organization_type: 'NGO',
      partnership_interest: 'Books',
      created_at: at('2027-02-01'),
      updated_at: at('2027-02-01'),
    })
    .execute();
  // The same address again in another kind: one person.
  await k
    .insertInto('contact_messages')
    .values({
      ...inbox,
      name: 'Ravi',
      email: 'ravi@example.org',
      subject: 'Hi',
      message: 'Hello',
      created_at: at('2027-03-01'),
      updated_at: at('2027-03-01'),
    })
    .execute();
  // A donor known only by phone, who gave in Hindi; and one whose phone the partner's record also holds.
  const donation = (reference: string, phone: string, lang: string, date: string) => ({
    reference,
    amount_paise: 100_000,
    declaration: 'indian' as const,
    mode: 'upi' as const,
    donor_name: 'Kamla',
    donor_phone: phone,
    lang,
    created_at: at(date),
    updated_at: at(date),
  });
  await k
    .insertInto('donations')
    .values(donation('D-1', '+91 98765 00001', 'hi', '2027-02-15'))
    .execute();
  await k
    .insertInto('donations')
    .values(donation('D-2', '09876501234', 'en', '2027-02-16'))
    .execute();
  // Outside the window asked for below.
  await k
    .insertInto('donations')
    .values(donation('D-3', '9876500003', 'en', '2026-12-01'))
    .execute();
}

const scope = { kinds: ['volunteers', 'partners', 'contact_messages', 'donations'], from: '2027-01-01', to: '2027-12-31' };

async function breach() {
  const res = await staffJson(h, 'POST', '/api/privacy/breaches/', admin, { summary: 'A laptop was stolen', learned_at: at('2027-04-01') });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe("a breach's people", () => {
  it('are found by the kinds and window chosen, one per address or phone, listed masked; each look is logged; admins only', async () => {
    await seed();
    const id = await breach();
    const query = `?kinds=${scope.kinds.join(',')}&from=${scope.from}&to=${scope.to}`;
    expect((await staffJson(h, 'GET', `/api/privacy/breaches/${id}/people/${query}`, coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', `/api/privacy/breaches/${id}/people/?kinds=`, admin)).statusCode).toBe(400);
    expect((await staffJson(h, 'GET', `/api/privacy/breaches/${id}/people/?kinds=cats`, admin)).statusCode).toBe(400);
    expect((await staffJson(h, 'GET', `/api/privacy/breaches/999999/people/${query}`, admin)).statusCode).toBe(404);
    const logsBefore = await h.count('access_log');

    const res = await staffJson(h, 'GET', `/api/privacy/breaches/${id}/people/${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json() as BreachPeopleView;
    // Ravi (volunteer and contact, one address), Gita (partner; the donation D-2 holds her phone), Kamla (D-1, phone only).
    expect(found).toMatchObject({ count: 3, by_email: 2, by_sms: 1, already: 0 });
    expect(found.people).toEqual(
      expect.arrayContaining([
        { kinds: ['volunteers', 'contact_messages'], contact: 'r***@example.org', lang: '', notified: false },
        { kinds: ['partners', 'donations'], contact: 'g***@example.org', lang: 'en', notified: false },
        { kinds: ['donations'], contact: '98******01', lang: 'hi', notified: false },
      ]),
    );
    expect(JSON.stringify(found)).not.toContain('9876500001');
    const logged = await h.db.kysely.selectFrom('access_log').selectAll().where('record_kind', '=', 'breach_people').execute();
    expect(logged).toEqual([expect.objectContaining({ action: 'view', record_id: id })]);
    expect(JSON.parse(logged[0]!.filter)).toMatchObject({ kinds: scope.kinds, from: scope.from });
    expect(await h.count('access_log')).toBe(logsBefore + 1);

    const all = await staffJson(h, 'GET', `/api/privacy/breaches/${id}/people/?kinds=donations`, admin);
    expect(all.json()).toMatchObject({ count: 3, by_sms: 3 });
  });

  it('are told once each, in their language, by e-mail or SMS; the breach records when and how many', async () => {
    const id = await breach();
    const body = { ...scope, text: 'Change your passwords.', text_hi: 'अपने पासवर्ड बदलें।' };
    const mails = () => h.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'privacy_breach').execute();
    expect((await staffJson(h, 'POST', `/api/privacy/breaches/${id}/notify/`, coordinator, body)).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', `/api/privacy/breaches/${id}/notify/`, admin, { ...body, text_hi: '' })).statusCode).toBe(400);
    expect(await mails()).toHaveLength(0);
    expect(await h.count('breach_notices')).toBe(0);

    const sent = await staffJson(h, 'POST', `/api/privacy/breaches/${id}/notify/`, admin, body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ emails: 2, sms: 1, skipped: 0, breach: { notices_sent: 3, affected_kinds: scope.kinds } });
    expect(sent.json().breach.notices_sent_at).toEqual(expect.any(String));
    expect(sent.json().breach.people_notified_at).toEqual(expect.any(String));
    const queued = await mails();
    expect(queued).toHaveLength(2);
    const ravi = queued.find((m) => m.recipients.includes('ravi@example.org'))!;
    // Language unknown: Hindi and English both.
    expect(ravi.text_body).toContain('अपने पासवर्ड बदलें।');
    expect(ravi.text_body).toContain('Change your passwords.');
    const gita = queued.find((m) => m.recipients.includes('gita@example.org'))!;
    expect(gita.text_body).toContain('Change your passwords.');
    expect(gita.text_body).not.toContain('अपने पासवर्ड');
    await outboxOf(h.db)!.drain();
    const sms = texts.filter((t) => t.message.includes('पासवर्ड'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.message).toContain('दान');

    // Again, wider: only those not yet told.
    const again = await staffJson(h, 'POST', `/api/privacy/breaches/${id}/notify/`, admin, {
      ...body,
      kinds: ['donations'],
      from: undefined,
      to: undefined,
    });
    // D-2 alone now holds Gita's phone (her address is not in this scope), and D-3 is outside no window.
    expect(again.json()).toMatchObject({ emails: 0, sms: 2, skipped: 1, breach: { notices_sent: 5 } });
    const view = await staffJson(h, 'GET', `/api/privacy/breaches/${id}/people/?kinds=donations`, admin);
    expect(view.json()).toMatchObject({ count: 3, already: 3 });
  });
});
