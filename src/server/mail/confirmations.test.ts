// The forms' confirmations go to an address a visitor typed and nobody has verified (an inbox must not be flooded through our forms):
// through a real SMTP server, they carry the trust's own words (the form's kind and date, at most
// a first name) and nothing else the visitor wrote, and one address gets at most
// MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY of them a day, whatever the letter case; the staff's
// notices are not capped. A registration under a taken username is told to its address the same way.
import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { type Harness, postJson } from '../test-support/api-harness';
import { type SmtpTestServer, waitFor, withSmtpHarness } from '../test-support/smtp-test-server';
import { createStaff } from '../test-support/staff-fixtures';
import { firstName } from './compose';

/** Whether every message queued so far is sent: none waits, none is being sent (a sent one is on the SMTP server). */
const outboxSettled = async (h: Harness) =>
  (await h.db.kysely.selectFrom('mail_outbox').select('id').where('status', 'in', ['pending', 'sending']).execute()).length === 0;

const STAFF = 'office@example.org';
const LINK = 'https://evil.example.net/win';
const IMAGE = '<img src="https://evil.example.net/p.png">';
const hostile = {
  volunteer: {
    url: '/api/volunteer-applications/',
    body: {
      full_name: `Asha ${LINK}`,
      email: 'target1@example.org',
      role: 'Content Creator',
      message: `Claim your prize ${LINK} ${IMAGE}`,
    },
  },
  partner: {
    url: '/api/partner-applications/',
    body: {
      organization_name: `Prize desk ${LINK}`,
      contact_person: `${LINK} Mohan`,
      email: 'target2@example.org',
      phone: '',
      organization_type: 'NGO/Non-Profit',
      partnership_interest: `Claim your prize ${LINK} ${IMAGE}`,
    },
  },
  contact: {
    url: '/contact/',
    body: {
      name: `evil.example.net ${IMAGE}`,
      email: 'target3@example.org',
      subject: `You won ${LINK}`,
      message: `Claim ${LINK} ${IMAGE}`,
    },
  },
} as const;

describe('confirmations to an unverified address', () => {
  let smtp: SmtpTestServer;
  let h: Harness;
  withSmtpHarness(
    {
      MAIL_FROM: 'Hill camps <camps@example.org>',
      STAFF_NOTIFY_EMAILS: STAFF,
      MAIL_POLL_MS: '20',
      RATE_LIMIT_PUBLIC_FORMS: '1000',
      REGISTER_MAX_PER_ADDRESS: '1000',
      MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY: '2',
    },
    (started) => ({ smtp, h } = started),
  );

  it.each(Object.keys(hostile) as (keyof typeof hostile)[])(
    'a %s confirmation quotes nothing the visitor wrote but a plain first name',
    async (kind) => {
      const form = hostile[kind];
      expect((await postJson(h, form.url, form.body)).statusCode).toBe(201);
      await waitFor(() => smtp.received.length === 2, 5000, 'the notice and the confirmation');
      const confirmation = smtp.received.find((m) => m.to.includes(form.body.email))!;
      const staff = smtp.received.find((m) => m.to.includes(STAFF))!;
      for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
        expect(part).not.toContain('evil.example.net');
        expect(part).not.toContain('prize');
        expect(part).not.toContain('<img');
      }
      // Only the trust's words: the form's kind and today's date.
      const form_ = en.mail.confirmation.forms[kind];
      expect(confirmation.text).toContain(`through the ${form_} form of our website`);
      expect(confirmation.text).toMatch(/Received on \d{2}-\d{2}-\d{4}/);
      expect(confirmation.text).toContain(kind === 'volunteer' ? 'Hello Asha,' : 'Hello,');
      // The staff still see everything that was sent (escaped).
      expect(staff.text).toContain(LINK);
    },
  );

  it('sends one address at most the day’s cap of confirmations, whatever its case; every submission is stored and the staff told', async () => {
    const body = { name: 'Kavita Joshi', email: 'capped@example.org', subject: 'Visiting', message: 'May we visit in June?' };
    const before = await h.count('contact_messages');
    for (const email of ['capped@example.org', 'CAPPED@example.org', 'Capped@Example.org', 'capped@example.org']) {
      expect((await postJson(h, '/contact/', { ...body, email })).statusCode).toBe(201);
    }
    expect(await h.count('contact_messages')).toBe(before + 4);
    await waitFor(() => smtp.received.filter((m) => m.to.includes(STAFF)).length === 4, 5000, 'four staff notices');
    await waitFor(() => outboxSettled(h), 5000, 'the outbox sent');
    const confirmations = smtp.received.filter((m) => !m.to.includes(STAFF));
    expect(confirmations.map((m) => m.to)).toEqual([['capped@example.org'], ['capped@example.org']]);
    // Another address is not held back by this one's cap.
    expect((await postJson(h, '/contact/', { ...body, email: 'other@example.org' })).statusCode).toBe(201);
    await waitFor(() => smtp.received.some((m) => m.to.includes('other@example.org')), 5000, 'the other address');
  });

  it('answers a registration under a taken username exactly as a new one, and tells only its address, within the cap', async () => {
    const taken = await createStaff(h, { role: 'coordinator' });
    const registration = (username: string, email: string) => ({
      username,
      password: 'river-stone-lantern-42',
      full_name: 'Asha Rawat',
      email,
      phone: '',
      note: '',
    });
    const users = await h.count('users');
    const fresh = await postJson(h, '/api/register/', registration('brandnew1', 'new@example.org'));
    const again = await postJson(h, '/api/register/', registration(taken.username, 'prober@example.org'));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual({ ...fresh.json(), username: taken.username });
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(await h.count('users')).toBe(users + 1);
    await waitFor(() => smtp.received.some((m) => m.to.includes('prober@example.org')), 5000, 'the taken-name notice');
    const notice = smtp.received.find((m) => m.to.includes('prober@example.org'))!;
    expect(notice.subject).toBe(en.mail.registration.takenSubject);
    expect(notice.text).not.toContain(taken.username);
    // Two more: the cap (2 a day) stops the third notice.
    await postJson(h, '/api/register/', registration(taken.username, 'prober@example.org'));
    await postJson(h, '/api/register/', registration(taken.username, 'prober@example.org'));
    await waitFor(() => outboxSettled(h), 5000, 'the outbox sent');
    expect(smtp.received.filter((m) => m.to.includes('prober@example.org'))).toHaveLength(2);
  });
});

describe('firstName', () => {
  it.each([
    ['Asha Rawat', 'Asha'],
    ['  कविता   जोशी', 'कविता'],
    ["D'Souza", "D'Souza"],
    ['Mary-Ann Lobo', 'Mary-Ann'],
    ['https://x.example', null],
    ['evil.example.net', null],
    ['Asha<b>', null],
    ['R2D2', null],
    ['A'.repeat(31), null],
    ['', null],
  ])('%s → %s', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});
