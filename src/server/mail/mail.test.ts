// E-mail through the outbox against a real SMTP server started here (docs/decisions/0017): each
// notice with its recipients, subject, text and HTML; none for spam or a refused request; the
// server down and then up; a restart; two workers on one database; no SMTP_URL; the console's retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../shared/constants';
import { buildApi } from '../app';
import { type ManualClock, manualClock } from '../lib/clock';
import { auditEntries, createHarness, type Harness, postJson } from '../test-support/api-harness';
import { freePort, SmtpTestServer, waitFor, withSmtpHarness } from '../test-support/smtp-test-server';
import { approvalRequestOf, createStaff, type StaffFixture, staffJson } from '../test-support/staff-fixtures';
import { enqueueMail, INTERRUPTED, mailSettings } from './outbox';

const STAFF = ['office@example.org', 'trustee@example.org'];
const FAST = {
  MAIL_FROM: 'Hill camps <camps@example.org>',
  STAFF_NOTIFY_EMAILS: ` ${STAFF.join(' , ')} `,
  MAIL_POLL_MS: '20',
  MAIL_RETRY_MIN_SECONDS: '0.05',
  MAIL_RETRY_MAX_SECONDS: '0.2',
  RATE_LIMIT_PUBLIC_FORMS: '1000',
  REGISTER_MAX_PER_ADDRESS: '1000',
  // The cap on replies to one unverified address has a test of its own (confirmations.test.ts).
  MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY: '100',
};

const volunteer = (over: Record<string, string> = {}) => ({
  full_name: 'Asha Rawat',
  email: 'asha@example.org',
  role: 'teacher',
  message: 'I teach <b>physics</b> & maths',
  ...over,
});
const forms = {
  volunteer: { url: '/api/volunteer-applications/', body: volunteer(), name: 'Asha Rawat' },
  partner: {
    url: '/api/partner-applications/',
    body: {
      organization_name: 'Pahad Trust',
      contact_person: 'Mohan Bisht',
      email: 'mohan@example.org',
      phone: '',
      organization_type: 'NGO/Non-Profit',
      partnership_interest: 'Books for the camp library',
    },
    name: 'Pahad Trust',
  },
  contact: {
    url: '/contact/',
    body: { name: 'Kavita Joshi', email: 'kavita@example.org', subject: 'Visiting', message: 'May we visit in June?' },
    name: 'Kavita Joshi',
  },
} as const;

const outbox = (h: Harness) => h.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('with an SMTP server up', () => {
  let smtp: SmtpTestServer;
  let h: Harness;
  let admin: StaffFixture;
  withSmtpHarness(FAST, (started) => ({ smtp, h } = started));
  beforeAll(async () => {
    admin = await createStaff(h, { role: 'admin' });
  });

  it.each(Object.keys(forms) as (keyof typeof forms)[])(
    'sends the staff a notice of a new %s submission and its sender a confirmation, as text and HTML',
    async (kind) => {
      const form = forms[kind];
      const res = await postJson(h, form.url, form.body);
      expect(res.statusCode).toBe(201);
      await waitFor(() => smtp.received.length === 2, 5000, 'two messages');
      const staff = smtp.received.find((m) => m.to.includes(STAFF[0]!))!;
      const confirmation = smtp.received.find((m) => m.to.includes(form.body.email))!;
      expect(staff.to).toEqual(STAFF);
      expect(staff.from).toBe('camps@example.org');
      expect(staff.subject).toContain(form.name);
      expect(staff.text).toContain(`E-mail: ${form.body.email}`);
      expect(staff.text).toContain('/admin/inbox');
      expect(staff.html).toContain(form.body.email);
      expect(confirmation.to).toEqual([form.body.email]);
      expect(confirmation.subject).toMatch(/^We have received your/);
      expect(confirmation.text).toContain('Hello ');
      expect(confirmation.html).toContain('<p>');
      expect(staff.messageId).toMatch(/^<[0-9a-f-]{36}@example\.org>$/);
      // Every message says how to stop it, in its body and its List-Unsubscribe header (decision 0032).
      for (const message of [staff, confirmation]) {
        expect(message.text).toContain('/privacy/withdraw');
        expect(message.html).toContain('/privacy/withdraw"');
        expect(message.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/privacy\/withdraw>$/);
      }
      // Marked sent once the server has said yes.
      const sent = async () => (await outbox(h)).filter((r) => r.status === 'sent').map((r) => r.message_id);
      await waitFor(async () => (await sent()).includes(staff.messageId) && (await sent()).includes(confirmation.messageId));
    },
  );

  it('escapes what was submitted in the HTML and keeps a line break out of the subject', async () => {
    const res = await postJson(
      h,
      forms.volunteer.url,
      volunteer({ full_name: 'Eve\r\nBcc: victim@example.net', email: 'eve@example.org', message: '<script>x</script>' }),
    );
    expect(res.statusCode).toBe(201);
    await waitFor(() => smtp.received.length === 2);
    const staff = smtp.received.find((m) => m.to.includes(STAFF[0]!))!;
    expect(staff.subject).toBe('New volunteer application from Eve Bcc: victim@example.net');
    expect(staff.headers.bcc).toBeUndefined();
    expect(smtp.received.flatMap((m) => m.to)).not.toContain('victim@example.net');
    expect(staff.html).not.toContain('<script>');
    expect(staff.html).toContain('&#60;script&#62;x&#60;/script&#62;');
  });

  it('sends nothing for a submission kept as spam, nor for a refused one', async () => {
    const before = (await outbox(h)).length;
    expect((await postJson(h, forms.contact.url, { ...forms.contact.body, [HONEYPOT_FIELD]: 'http://spam' })).statusCode).toBe(201);
    expect((await postJson(h, forms.contact.url, { ...forms.contact.body, email: 'not-an-address' })).statusCode).toBe(400);
    expect((await outbox(h)).length).toBe(before);
    // A round of the worker after the posts: had they queued anything, it would be sent by now.
    await h.app.mailWorker!.drain();
    expect(smtp.received).toEqual([]);
  });

  it('queues one message per submission when a request is retried with its Idempotency-Key', async () => {
    const before = (await outbox(h)).length;
    const headers = { 'idempotency-key': 'mail-retry-1' };
    for (let i = 0; i < 2; i++) {
      const res = await postJson(h, forms.contact.url, forms.contact.body, {
        headers: { 'content-type': 'application/json', ...h.csrf.headers, ...headers },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await outbox(h)).length).toBe(before + 2);
    await waitFor(() => smtp.received.length === 2);
  });

  it('tells the staff of a registration and the registrant of the decision, with its comments', async () => {
    const reg = await postJson(h, '/api/register/', {
      username: 'neha.coord',
      password: 'pine-needle-breeze-31',
      full_name: 'Neha Negi',
      email: 'neha@example.org',
      note: 'Taught at the 2024 camp',
    });
    expect(reg.statusCode).toBe(201);
    await waitFor(() => smtp.received.length === 1);
    const notice = smtp.received[0]!;
    expect(notice.to).toEqual(STAFF);
    expect(notice.subject).toBe('Staff account awaiting approval: neha.coord');
    expect(notice.text).toContain('Note: Taught at the 2024 camp');
    expect(notice.text).toContain('/admin/approvals');
    expect(notice.text).not.toContain('pine-needle');

    const request = await approvalRequestOf(h, reg.json().username);
    const res = await staffJson(h, 'POST', `/api/approval-requests/${request}/reject/`, admin, {
      comments: 'Please apply with your <university> e-mail.',
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => smtp.received.length === 2);
    const decision = smtp.received[1]!;
    expect(decision.to).toEqual(['neha@example.org']);
    expect(decision.subject).toBe('Your staff account request was not approved');
    expect(decision.text).toContain('Hello Neha Negi,');
    expect(decision.text).toContain('Please apply with your <university> e-mail.');
    expect(decision.html).toContain('Please apply with your &#60;university&#62; e-mail.');

    // A second decision is refused (409) and queues nothing.
    const again = await staffJson(h, 'POST', `/api/approval-requests/${request}/approve/`, admin, { comments: 'ok' });
    expect(again.statusCode).toBe(409);
    expect((await outbox(h)).filter((r) => r.kind === 'registration_decision')).toHaveLength(1);
  });

  it('sends the approval with its comments and the login link', async () => {
    const reg = await postJson(h, '/api/register/', {
      username: 'ravi.coord',
      password: 'pine-needle-breeze-31',
      full_name: 'Ravi Pant',
      email: 'ravi@example.org',
    });
    const request = await approvalRequestOf(h, reg.json().username);
    await staffJson(h, 'POST', `/api/approval-requests/${request}/approve/`, admin, { comments: 'Welcome to Dharchula.' });
    await waitFor(() => smtp.received.some((m) => m.to.includes('ravi@example.org')));
    const decision = smtp.received.find((m) => m.to.includes('ravi@example.org'))!;
    expect(decision.subject).toBe('Your staff account has been approved');
    expect(decision.text).toContain('ravi.coord');
    expect(decision.text).toContain('Welcome to Dharchula.');
    expect(decision.text).toContain(`${h.config.WEB_ORIGIN}/login`);
  });

  it('marks a message the server refuses for good (5xx) failed at once, and sends the others', async () => {
    smtp.refused.add('bounce@example.org');
    expect((await postJson(h, forms.contact.url, { ...forms.contact.body, email: 'bounce@example.org' })).statusCode).toBe(201);
    const confirmation = async () => (await outbox(h)).find((r) => r.recipients === '["bounce@example.org"]')!;
    await waitFor(async () => (await confirmation()).status === 'failed', 5000, 'the refused message failed');
    expect(await confirmation()).toMatchObject({ attempts: 1, last_error: expect.stringContaining('550') });
    await waitFor(() => smtp.received.length === 1, 5000, 'the staff notice');
    expect(smtp.received[0]!.to).toEqual(STAFF);
  });

  it('finishes the message it is sending when the API closes, and marks it sent', async () => {
    const other = await buildApi(h.config, { db: h.db, logger: false });
    // The harness's own worker stops taking messages; the second app's takes this one.
    await h.app.mailWorker!.stop();
    smtp.delayMs = 400;
    try {
      await other.ready();
      expect((await postJson(h, forms.contact.url, { ...forms.contact.body, email: 'slow@example.org' })).statusCode).toBe(201);
      let sending: number | undefined;
      await waitFor(
        async () => {
          sending = (await outbox(h)).find((r) => r.status === 'sending')?.id;
          return sending !== undefined;
        },
        5000,
        'a message being sent',
      );
      await other.close();
      const mine = (await outbox(h)).slice(-2);
      // The one it was sending is sent; the other, not begun, waits for the next worker.
      expect(mine.map((r) => [r.id === sending, r.status])).toEqual(
        expect.arrayContaining([
          [true, 'sent'],
          [false, 'pending'],
        ]),
      );
    } finally {
      smtp.delayMs = 0;
      h.app.mailWorker!.start();
    }
    await waitFor(async () => (await outbox(h)).every((r) => r.status !== 'pending' && r.status !== 'sending'), 5000, 'all sent');
  });

  it('runs two workers on one database without sending a message twice', async () => {
    const second = await buildApi(h.config, { db: h.db, logger: false });
    await second.ready();
    try {
      const settings = mailSettings(h.config);
      await h.db.kysely.transaction().execute(async (trx) => {
        for (let i = 0; i < 40; i++) {
          await enqueueMail(trx, settings, 'contact_confirmation', [`bulk${i}@example.org`], {
            subject: `Bulk ${i}`,
            text: 'x',
            html: '<p>x</p>',
          });
        }
      });
      const bulk = () => smtp.received.filter((m) => m.subject.startsWith('Bulk '));
      await waitFor(() => bulk().length >= 40, 10_000, '40 messages');
      // Both workers stopped (each finishes what it is sending): nothing more can be sent twice.
      await Promise.all([second.mailWorker!.stop(), h.app.mailWorker!.stop()]);
      h.app.mailWorker!.start();
      const ids = bulk().map((m) => m.messageId);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    } finally {
      await second.close();
    }
  });
});

describe('with the SMTP server down, then up', () => {
  let port: number;
  let h: Harness;
  let smtp: SmtpTestServer | null = null;
  beforeAll(async () => {
    port = await freePort();
    h = await createHarness({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await h.close();
    await smtp?.stop();
  });

  it('keeps every message while the server is down and delivers each once when it is back', async () => {
    for (const form of Object.values(forms)) expect((await postJson(h, form.url, form.body)).statusCode).toBe(201);
    await waitFor(async () => (await outbox(h)).every((r) => r.attempts >= 3), 5000, 'three attempts each');
    const waiting = await outbox(h);
    expect(waiting).toHaveLength(6);
    expect(waiting.every((r) => r.status === 'pending' || r.status === 'sending')).toBe(true);
    expect(waiting.every((r) => r.last_error)).toBe(true);

    smtp = await SmtpTestServer.start(port);
    await waitFor(async () => (await outbox(h)).every((r) => r.status === 'sent'), 5000, 'all sent');
    // Stopped (it finishes what it is sending): nothing more can arrive to be counted twice.
    await h.app.mailWorker!.stop();
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(waiting.map((r) => r.message_id).sort());
  });
});

describe('giving up, and retrying from the console', () => {
  let port: number;
  let h: Harness;
  let admin: StaffFixture;
  let coordinator: StaffFixture;
  let smtp: SmtpTestServer | null = null;
  let clock: ManualClock;
  beforeAll(async () => {
    port = await freePort();
    // The worker's clock, moved by hand past the hour: a minute ahead of the time the messages
    // are queued at, so that they are due at once.
    clock = manualClock(Date.now() + 60_000);
    h = await createHarness({ ...FAST, MAIL_GIVE_UP_HOURS: '1', SMTP_URL: `smtp://127.0.0.1:${port}` }, { build: { clock } });
    admin = await createStaff(h, { role: 'admin' });
    coordinator = await createStaff(h, { role: 'coordinator' });
  });
  afterAll(async () => {
    await h.close();
    await smtp?.stop();
  });

  it('marks a message failed after its attempts have lasted MAIL_GIVE_UP_HOURS, lists it, and sends it again on request', async () => {
    expect((await postJson(h, forms.contact.url, forms.contact.body)).statusCode).toBe(201);
    // Within the hour a failure waits for its next attempt.
    await waitFor(async () => (await outbox(h)).every((r) => r.attempts === 1 && r.status === 'pending'), 5000, 'tried once');
    clock.advance(2 * 3_600_000);
    await waitFor(async () => (await outbox(h)).every((r) => r.status === 'failed'), 5000, 'failed');

    const status = await staffJson(h, 'GET', '/api/mail/status/', admin);
    expect(status.json()).toEqual({ enabled: true, staff_recipients: 2, pending: 0, sending: 0, failed: 2 });
    const list = await staffJson(h, 'GET', '/api/mail/outbox/?status=failed', admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    const [first] = list.json() as { id: number; recipients: string[]; last_error: string; attempts: number }[];
    expect(first!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(first!.attempts).toBeGreaterThan(1);

    expect((await staffJson(h, 'POST', `/api/mail/outbox/${first!.id}/retry/`, coordinator, {})).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/mail/outbox/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', '/api/mail/outbox/999999/retry/', admin, {})).statusCode).toBe(404);

    smtp = await SmtpTestServer.start(port);
    const retried = await staffJson(h, 'POST', `/api/mail/outbox/${first!.id}/retry/`, admin, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: first!.id, status: 'pending' });
    await waitFor(() => smtp!.received.length === 1, 5000, 'the retried message');
    const row = () => h.db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', first!.id).executeTakeFirstOrThrow();
    await waitFor(async () => (await row()).status === 'sent', 5000, 'marked sent');
    expect(smtp.received[0]!.messageId).toBe((await row()).message_id);
    expect(await auditEntries(h, { action: 'retry', entity: 'mail_outbox', entity_id: first!.id })).toHaveLength(1);

    // Only a failed message can be sent again.
    const twice = await staffJson(h, 'POST', `/api/mail/outbox/${first!.id}/retry/`, admin, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'Only a message that failed can be sent again.' });
    expect(await auditEntries(h, { action: 'retry', entity: 'mail_outbox', entity_id: first!.id })).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  let h: Harness;
  let admin: StaffFixture;
  beforeAll(async () => {
    h = await createHarness({ STAFF_NOTIFY_EMAILS: STAFF.join(','), MAIL_POLL_MS: '20' });
    admin = await createStaff(h, { role: 'admin' });
  });
  afterAll(() => h.close());

  it('keeps mail waiting in the outbox, says e-mail is off, and a restart with SMTP_URL sends it', async () => {
    expect((await postJson(h, forms.volunteer.url, forms.volunteer.body)).statusCode).toBe(201);
    // No sender runs at all: nothing takes the messages, however long they wait.
    expect(h.app.mailWorker).toBeNull();
    const rows = await outbox(h);
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['volunteer_staff', 'pending', 0],
      ['volunteer_confirmation', 'pending', 0],
    ]);
    const status = await staffJson(h, 'GET', '/api/mail/status/', admin);
    expect(status.json()).toMatchObject({ enabled: false, pending: 2, failed: 0 });

    // A message a stopped sender was sending (its lease ran out) is not sent again on its own.
    const old = new Date(Date.now() - 60_000).toISOString();
    await h.db.kysely
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, lease_until: old })
      .where('id', '=', rows[0]!.id)
      .execute();

    // The next start, now with SMTP_URL: the waiting message goes; the interrupted one waits for a person.
    const smtp = await SmtpTestServer.start();
    const { loadConfig } = await import('../config');
    const config = loadConfig({ ...FAST, DATA_DIR: h.config.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', SMTP_URL: smtp.url });
    const restarted = await buildApi(config, { db: h.db, logger: false });
    await restarted.ready();
    try {
      await waitFor(() => smtp.received.length === 1, 5000, 'the waiting message');
      await waitFor(async () => (await outbox(h)).map((r) => r.status).join() === 'failed,sent', 5000, 'failed and sent');
      const [interrupted, sent] = await outbox(h);
      expect(interrupted).toMatchObject({ status: 'failed', last_error: INTERRUPTED });
      expect(sent).toMatchObject({ status: 'sent' });
      expect(smtp.received[0]!.messageId).toBe(sent!.message_id);
    } finally {
      await restarted.close();
      await smtp.stop();
    }
  });
});
