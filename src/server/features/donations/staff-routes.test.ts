// The console's donation routes: the list masks PAN and phone, a record shows the full PAN to an
// admin only, every view is logged, the import's preview stores nothing, the review matches or
// rejects, receipts list with their corrections, and Form 10BD's years with the May reminder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createHarness, type Harness, postJson } from '../../test-support/api-harness';
import { createStaff, type StaffFixture, staffJson } from '../../test-support/staff-fixtures';

let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
const clock = manualClock(Date.now());

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' }, { build: { clock } });
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator' });
  const set = await staffJson(h, 'PUT', '/api/donations/settings/', admin, { upi_id: 'hillcamps@sbi', payee_name: 'Hill Camps Trust' });
  expect(set.statusCode).toBe(200);
});
afterAll(() => h.close());

let utrSeq = 0;
/** A donation started by UPI and reported paid, as a donor's page does it. */
async function reported(amount: string, paidOn: string, donor: { pan?: string; phone?: string } = {}) {
  const reference = (await postJson(h, '/api/donations/', { amount, declaration: 'indian' })).json().reference as string;
  const utr = String(455500000000 + ++utrSeq);
  const donorFields = {
    name: 'Meera Joshi',
    address: 'Dharchula',
    email: 'meera@example.org',
    pan: 'ABCDE1234F',
    phone: '+91 98765 43210',
  };
  const sent = await postJson(h, '/api/donations/paid/', { ...donorFields, ...donor, reference, utr, amount, paid_on: paidOn });
  expect(sent.statusCode, sent.body).toBe(201);
  const row = await h.db.kysely.selectFrom('donations').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
  return { reference, utr, id: row.id };
}

/** A gift staff record (cheque by default). */
const staffGift = (fields: Record<string, string>) =>
  staffJson(h, 'POST', '/api/donations/gifts/', admin, {
    ...{ mode: 'cheque', amount: '5000', received_on: '2026-08-02', declaration: 'indian', address: 'Munsiyari' },
    ...fields,
  });

const accessLog = () => h.db.kysely.selectFrom('access_log').selectAll().where('record_kind', '=', 'donation').orderBy('id').execute();

describe('the donations list and record', () => {
  it('lists donations with PAN and phone masked, filters by status, year and mode, and logs the list', async () => {
    const gift = await reported('1200', '2026-07-20');
    const before = (await accessLog()).length;
    const listed = await staffJson(h, 'GET', '/api/donations/records/?status=reported&fy=FY2026-27&mode=upi', admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed.json().find((r: { reference: string }) => r.reference === gift.reference);
    expect(row).toMatchObject({ donor_pan: 'ABCDE****F', donor_phone: '91********10', amount: '1200.00', status: 'reported' });
    expect(listed.body).not.toContain('ABCDE1234F');
    expect(listed.headers['x-total-count']).toBeDefined();
    expect((await staffJson(h, 'GET', '/api/donations/records/?fy=FY2025-26', admin)).json()).toEqual([]);
    expect((await staffJson(h, 'GET', '/api/donations/records/?mode=cash', admin)).json()).toEqual([]);
    expect((await staffJson(h, 'GET', '/api/donations/records/?status=verified', admin)).json()).toEqual([]);
    expect((await staffJson(h, 'GET', '/api/donations/records/?status=paid', admin)).statusCode).toBe(400);
    // Each list shown is logged; the refused one is not.
    expect((await accessLog()).length).toBe(before + 4);
  });

  it('shows the whole record, full PAN included, to an admin and logs the view; a coordinator sees nothing and nothing is logged', async () => {
    const gift = await reported('800', '2026-07-21', { pan: 'PQRST6789Z' });
    const before = (await accessLog()).length;
    const record = await staffJson(h, 'GET', `/api/donations/records/${gift.id}/`, admin);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({ reference: gift.reference, donor_pan: 'PQRST6789Z', utr: gift.utr, receipts: [] });
    const logged = await accessLog();
    expect(logged.length).toBe(before + 1);
    expect(logged.at(-1)).toMatchObject({ action: 'view', record_id: gift.id, user_id: admin.id });
    for (const url of [`/api/donations/records/${gift.id}/`, '/api/donations/records/', '/api/donations/receipts/?fy=FY2026-27']) {
      const refused = await staffJson(h, 'GET', url, coordinator);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('PQRST');
    }
    expect((await accessLog()).length).toBe(before + 1);
    expect((await staffJson(h, 'GET', '/api/donations/records/999999/', admin)).statusCode).toBe(404);
  });
});

describe('the statement preview', () => {
  it('shows what an import would verify and leave unmatched, storing nothing; the import then does it', async () => {
    const gift = await reported('640', '2026-07-22');
    const csv = `Date,Narration,Credit\n22/07/2026,UPI/${gift.utr}/Meera,640.00\n22/07/2026,UPI/411111111111/x,5.00\n`;
    const mapping = { utr: 'Narration', amount: 'Credit', date: 'Date', date_format: 'DD/MM/YYYY' };
    const counts = async () => [await h.count('receipts'), await h.count('mail_outbox'), await h.count('bank_statement_mappings')];
    const before = await counts();
    const preview = await staffJson(h, 'POST', '/api/donations/statements/preview/', admin, { bank: 'Preview Bank', csv, mapping });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      verified: [{ reference: gift.reference, by: 'utr', receipt: '' }],
      already_verified: 0,
      unmatched_lines: 1,
      unmatched: [{ line: 2, utr: '411111111111', amount: '5.00', date: '2026-07-22' }],
    });
    expect(await counts()).toEqual(before);
    const mappings = await staffJson(h, 'GET', '/api/donations/statement-mappings/', admin);
    expect(mappings.json().map((m: { bank: string }) => m.bank)).not.toContain('Preview Bank');
    const done = await staffJson(h, 'POST', '/api/donations/statements/', admin, { bank: 'Preview Bank', csv, mapping });
    expect(done.json().verified).toEqual([{ reference: gift.reference, by: 'utr', receipt: expect.stringMatching(/^FY2026-27\/\d{6}$/) }]);
    expect((await staffJson(h, 'GET', '/api/donations/statement-mappings/', admin)).json()).toContainEqual({
      bank: 'Preview Bank',
      mapping,
    });
  });
});

describe('the review', () => {
  it('lists reports unmatched after 30 days; a match by hand verifies and sends one receipt; a rejection keeps the reason', async () => {
    const toMatch = await reported('300', '2026-07-23');
    const toReject = await reported('301', '2026-07-23');
    clock.advance(31 * 86_400_000);
    const review = await staffJson(h, 'GET', '/api/donations/records/?status=review', admin);
    const refs = review.json().map((r: { reference: string }) => r.reference);
    expect(refs).toEqual(expect.arrayContaining([toMatch.reference, toReject.reference]));
    expect(review.json().every((r: { needs_review: boolean }) => r.needs_review)).toBe(true);

    const mails = await h.count('mail_outbox');
    const matched = await staffJson(h, 'POST', `/api/donations/records/${toMatch.id}/match/`, admin, {
      note: 'Statement of 23 July, line 4',
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toMatchObject({
      reference: toMatch.reference,
      status: 'verified',
      receipt: expect.stringMatching(/^FY2026-27\//),
    });
    expect(await h.count('mail_outbox')).toBe(mails + 1);
    const again = await staffJson(h, 'POST', `/api/donations/records/${toMatch.id}/match/`, admin, { note: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(await h.count('mail_outbox')).toBe(mails + 1);

    expect((await staffJson(h, 'POST', `/api/donations/records/${toReject.id}/reject/`, admin, { reason: ' ' })).statusCode).toBe(400);
    const refused = await staffJson(h, 'POST', `/api/donations/records/${toReject.id}/reject/`, coordinator, { reason: 'No' });
    expect(refused.statusCode).toBe(403);
    const rejected = await staffJson(h, 'POST', `/api/donations/records/${toReject.id}/reject/`, admin, {
      reason: 'No such credit in July or August',
    });
    expect(rejected.json()).toEqual({ reference: toReject.reference, status: 'rejected', receipt: '' });
    const record = (await staffJson(h, 'GET', `/api/donations/records/${toReject.id}/`, admin)).json();
    expect(record).toMatchObject({ status: 'rejected', review_note: 'No such credit in July or August', needs_review: false });
    expect(await h.count('mail_outbox')).toBe(mails + 1);
  });
});

describe('receipts and Form 10BD', () => {
  it('lists a year’s receipts with a cancellation and the receipt that replaced it', async () => {
    const gift = await staffGift({ instrument: '004512', name: 'Kailash Pant' });
    const number = gift.json().receipt as string;
    const listed = (await staffJson(h, 'GET', '/api/donations/receipts/?fy=FY2026-27', admin)).json();
    const first = listed.find((r: { number: string }) => r.number === number);
    expect(first).toMatchObject({ amount: '5000.00', mode: 'cheque', cancelled_reason: null, replaced_by: '', replaces: '' });
    const cancelled = await staffJson(h, 'POST', `/api/donations/receipts/${first.id}/cancel/`, admin, { reason: 'Name misspelt' });
    const issued = cancelled.json().issued as string;
    const after = (await staffJson(h, 'GET', '/api/donations/receipts/?fy=FY2026-27', admin)).json();
    expect(after.find((r: { number: string }) => r.number === number)).toMatchObject({
      cancelled_reason: 'Name misspelt',
      replaced_by: issued,
    });
    expect(after.find((r: { number: string }) => r.number === issued)).toMatchObject({ cancelled_reason: null, replaces: number });
    expect((await staffJson(h, 'GET', '/api/donations/receipts/?fy=2026', admin)).statusCode).toBe(400);
  });

  it('lists the 10BD years with donors without PAN, reminds from 1 May until the year is marked filed', async () => {
    await staffGift({ mode: 'cash', amount: '700', received_on: '2026-09-02', name: 'Without Pan', address: 'Pithoragarh' });
    clock.advance(Date.parse('2027-04-30T12:00:00Z') - clock());
    const april = (await staffJson(h, 'GET', '/api/donations/form-10bd/', admin)).json();
    expect(april.reminder).toBeNull();
    const year = april.years.find((y: { financial_year: string }) => y.financial_year === 'FY2026-27');
    expect(year.without_pan).toContainEqual({ name: 'Without Pan', amount: '700.00' });
    expect(year.filed_at).toBeNull();

    // 1 May in India begins at 18:30 UTC on 30 April.
    clock.advance(Date.parse('2027-04-30T18:45:00Z') - clock());
    expect((await staffJson(h, 'GET', '/api/donations/form-10bd/', admin)).json().reminder).toBe('FY2026-27');
    const logged = (await accessLog()).length;
    expect((await staffJson(h, 'GET', '/api/donations/form-10bd/reminder/', admin)).json()).toEqual({ reminder: 'FY2026-27' });
    expect((await accessLog()).length).toBe(logged);
    expect((await staffJson(h, 'POST', '/api/donations/form-10bd/FY2026-27/filed/', coordinator)).statusCode).toBe(403);
    expect(await h.count('form_10bd_filings')).toBe(0);
    const filed = await staffJson(h, 'POST', '/api/donations/form-10bd/FY2026-27/filed/', admin);
    expect(filed.statusCode, filed.body).toBe(200);
    const may = (await staffJson(h, 'GET', '/api/donations/form-10bd/', admin)).json();
    expect(may.reminder).toBeNull();
    expect((await staffJson(h, 'GET', '/api/donations/form-10bd/reminder/', admin)).json()).toEqual({ reminder: null });
    expect(may.years.find((y: { financial_year: string }) => y.financial_year === 'FY2026-27').filed_at).toBe(filed.json().filed_at);
  });
});
