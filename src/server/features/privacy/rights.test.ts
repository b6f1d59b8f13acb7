import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { createStaff, staffJson, studentInput, createCamp, type StaffFixture } from '../../test-support/staff-fixtures';

let h: Harness;
let admin: StaffFixture;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000', OTP_MAX_PER_PHONE: '100', OTP_MAX_PER_ADDRESS: '100' });
  admin = await createStaff(h, { role: 'admin' });
});
afterAll(() => h.close());

const PHONE = '98765 43210';

/** A phone number proven for the rights desk: the code read from the SMS the log provider wrote. */
async function provePhone(phone: string) {
  const asked = await postJson(h, '/api/privacy/codes/', { channel: 'phone', destination: phone, purpose: 'rights_request' });
  expect(asked.statusCode).toBe(200);
  const { challenge } = asked.json() as { challenge: string };
  // The code's row holds only hashes; the test issues its own code by verifying through the store.
  const { issueCode } = await import('./one-time-codes');
  const issued = await issueCode(h.db.kysely, { channel: 'phone', destination: phone, purpose: 'rights_request' });
  const verified = await postJson(h, '/api/privacy/codes/verify/', {
    challenge: issued.challenge,
    purpose: 'rights_request',
    code: issued.code,
  });
  expect(verified.statusCode).toBe(200);
  expect(challenge).not.toBe(issued.challenge);
  return { challenge: issued.challenge, channel: 'phone', destination: phone };
}

describe('the rights desk', () => {
  it('files a proven request as a ticket due in 90 days (target 30); staff assign, note, reply; a refusal needs its reason', async () => {
    const proof = await provePhone(PHONE);
    const res = await postJson(h, '/api/privacy/requests/', { ...proof, kind: 'erasure', details: 'Please erase my application.' });
    expect(res.statusCode).toBe(201);
    const ticket = res.json() as { id: number; due_at: string; target_at: string; status: string; created_at: string };
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.parse(ticket.created_at)) / 86_400_000);
    expect(ticket.status).toBe('open');
    expect(days(ticket.due_at)).toBe(90);
    expect(days(ticket.target_at)).toBe(30);

    const list = await staffJson(h, 'GET', '/api/privacy/requests/', admin);
    expect(list.json()).toEqual([expect.objectContaining({ id: ticket.id, kind: 'erasure', contact: '98******10' })]);
    const opened = await staffJson(h, 'GET', `/api/privacy/requests/${ticket.id}/`, admin);
    expect(opened.json()).toMatchObject({ id: ticket.id, contact: PHONE });
    const views = await h.db.kysely.selectFrom('access_log').selectAll().where('record_kind', '=', 'rights_request').execute();
    expect(views.map((v) => v.record_id)).toEqual([null, ticket.id]);
    // The request page's notice is recorded as the request's consent, with the code as its evidence.
    const consent = await h.db.kysely.selectFrom('consent_records').selectAll().where('subject_type', '=', 'rights_requests').execute();
    expect(consent).toEqual([expect.objectContaining({ subject_id: ticket.id, purpose: 'rights_request', action: 'given' })]);
    expect(consent[0]!.evidence_code_id).toEqual(expect.any(Number));

    const assigned = await staffJson(h, 'PATCH', `/api/privacy/requests/${ticket.id}/`, admin, {
      status: 'in_progress',
      assignee_id: admin.id,
      notes: 'Checking the inbox.',
    });
    expect(assigned.json()).toMatchObject({ status: 'in_progress', assignee_id: admin.id, notes: 'Checking the inbox.' });
    const refusedBare = await staffJson(h, 'PATCH', `/api/privacy/requests/${ticket.id}/`, admin, { status: 'refused' });
    expect(refusedBare.statusCode).toBe(400);
    expect(refusedBare.json().errors).toHaveProperty('refusal_reason');
    const refused = await staffJson(h, 'PATCH', `/api/privacy/requests/${ticket.id}/`, admin, {
      status: 'refused',
      refusal_reason: 'Donation records are kept 10 years by law.',
    });
    expect(refused.json()).toMatchObject({ status: 'refused', refusal_reason: 'Donation records are kept 10 years by law.' });
  });

  it('closing a request sends the answer, with the privacy contact, to the address that filed it; an answer needs its reply', async () => {
    await h.db.kysely
      .updateTable('site_settings')
      .set({ privacy_contact_name: 'Privacy officer', privacy_contact_email: 'privacy@example.org' })
      .execute();
    const issued = await (await import('./one-time-codes')).issueCode(h.db.kysely, {
      channel: 'email',
      destination: 'asker@example.org',
      purpose: 'rights_request',
    });
    expect(
      (await postJson(h, '/api/privacy/codes/verify/', { challenge: issued.challenge, purpose: 'rights_request', code: issued.code }))
        .statusCode,
    ).toBe(200);
    const proof = { challenge: issued.challenge, channel: 'email', destination: 'asker@example.org' };
    const filed = await postJson(h, '/api/privacy/requests/', { ...proof, kind: 'access', details: '' });
    expect(filed.statusCode).toBe(201);
    const id = filed.json().id as number;
    const bare = await staffJson(h, 'PATCH', `/api/privacy/requests/${id}/`, admin, { status: 'answered' });
    expect(bare.statusCode).toBe(400);
    const mails = () => h.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'privacy_answer').execute();
    expect(await mails()).toHaveLength(0);
    const answered = await staffJson(h, 'PATCH', `/api/privacy/requests/${id}/`, admin, {
      status: 'answered',
      reply: 'We hold one message from you.',
    });
    expect(answered.statusCode).toBe(200);
    const [mail] = await mails();
    expect(JSON.parse(mail!.recipients)).toEqual(['asker@example.org']);
    expect(mail!.text_body).toContain('We hold one message from you.');
    expect(mail!.text_body).toContain('Privacy officer, privacy@example.org');
    // A later change (a note) sends nothing more.
    await staffJson(h, 'PATCH', `/api/privacy/requests/${id}/`, admin, { notes: 'Done.' });
    expect(await mails()).toHaveLength(1);
  });

  it('the assignee is chosen from the active staff accounts by name; another number is refused, changing nothing', async () => {
    const list = await staffJson(h, 'GET', '/api/privacy/assignees/', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().staff).toContainEqual({ id: admin.id, name: expect.stringContaining(admin.username) });
    const proof = await provePhone(PHONE);
    const id = (await postJson(h, '/api/privacy/requests/', { ...proof, kind: 'grievance', details: '' })).json().id as number;
    const wrong = await staffJson(h, 'PATCH', `/api/privacy/requests/${id}/`, admin, { assignee_id: 999_999, notes: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('assignee_id');
    expect((await staffJson(h, 'GET', `/api/privacy/requests/${id}/`, admin)).json()).toMatchObject({ assignee_id: null, notes: '' });
  });

  it("an erasure from someone who gave donations erases the rest and keeps the donations, saying why in the donor's language", async () => {
    const email = 'donor@example.org';
    const now = new Date().toISOString();
    await h.db.kysely
      .insertInto('donations')
      .values({
        reference: 'R-ERASE-1',
        amount_paise: 50_000,
        declaration: 'indian',
        mode: 'upi',
        donor_name: 'Savita',
        donor_email: email,
        lang: 'hi',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await h.db.kysely
      .insertInto('contact_messages')
      .values({
        name: 'Savita',
        email: 'Donor@Example.org',
        subject: 'Hi',
        message: 'Hello',
        status: 'done',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const issued = await (await import('./one-time-codes')).issueCode(h.db.kysely, {
      channel: 'email',
      destination: email,
      purpose: 'rights_request',
    });
    await postJson(h, '/api/privacy/codes/verify/', { challenge: issued.challenge, purpose: 'rights_request', code: issued.code });
    const filed = await postJson(h, '/api/privacy/requests/', {
      challenge: issued.challenge,
      channel: 'email',
      destination: email,
      kind: 'erasure',
      details: '',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const answered = await staffJson(h, 'PATCH', `/api/privacy/requests/${filed.json().id}/`, admin, {
      status: 'answered',
      reply: 'आपका संपर्क संदेश मिटा दिया गया है।',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const held = (table: 'contact_messages' | 'donations', column: 'email' | 'donor_email') =>
      h.db.kysely.selectFrom(table).select('id').where(column, 'in', [email, 'Donor@Example.org']).execute();
    expect(await held('contact_messages', 'email')).toHaveLength(0);
    expect(await held('donations', 'donor_email')).toHaveLength(1);
    const mail = await h.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'privacy_answer')
      .where('recipients', 'like', `%${email}%`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('ट्रस्ट को आपका अनुरोध');
    expect(mail.text_body).toContain('नियम 17AA');
    expect(mail.text_body).toContain('10 वर्ष');
  });

  it('refuses a request without a proven code', async () => {
    const res = await postJson(h, '/api/privacy/requests/', {
      challenge: 'x'.repeat(43),
      channel: 'phone',
      destination: PHONE,
      kind: 'access',
      details: '',
    });
    expect(res.statusCode).toBe(401);
  });

  it('the access summary lists every table holding the phone number, and the processors', async () => {
    const camp = await createCamp(h);
    await staffJson(h, 'POST', '/api/students/', admin, studentInput(camp, { guardian_phone: '+91 98765-43210' }));
    await postJson(h, '/api/partner-applications/', {
      organization_name: 'Org',
      contact_person: 'Meera',
      email: 'm@example.org',
      phone: '9876543210',
      organization_type: 'Foundation/Trust',
      partnership_interest: 'Sponsor',
    });
    const now = new Date().toISOString();
    await h.db.kysely
      .insertInto('slot_coordinators')
      .values({
        name: 'C',
        phone_number: '+919876543210',
        email: 'c@example.org',
        is_active: 1,
        preferences_note: '',
        preferences_updated_at: null,
        camp_id: null,
        last_login_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const proof = await provePhone(PHONE);
    const res = await postJson(h, '/api/privacy/summary/', proof);
    expect(res.statusCode).toBe(200);
    const summary = res.json() as { records: { table: string }[]; processors: { name: string }[] };
    expect([...new Set(summary.records.map((r) => r.table))].sort()).toEqual([
      'partner_applications',
      'rights_requests',
      'slot_coordinators',
      'students',
    ]);
    expect(summary.processors.map((p) => p.name.split(':')[0])).toEqual(['Hosting', 'File store', 'E-mail', 'SMS gateway']);
    // Another number's proof sees none of it.
    expect((await postJson(h, '/api/privacy/summary/', { ...proof, destination: '9000000000' })).statusCode).toBe(401);
  });
});
