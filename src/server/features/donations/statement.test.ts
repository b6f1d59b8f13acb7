import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, postJson } from '../../test-support/api-harness';
import { lineLogger } from '../../test-support/log-lines';
import { createStaff, type StaffFixture, staffJson } from '../../test-support/staff-fixtures';
import { outboxOf } from '../slot-coordinators/sms';
import { LINK_DAYS, receiptLinks } from './receipt-texts';

let h: Harness;
let admin: StaffFixture;
const texts: { to: string; message: string }[] = [];
beforeAll(async () => {
  h = await createHarness(
    {
      OTP_MAX_PER_PHONE: '3',
      OTP_MAX_PER_ADDRESS: '6',
      MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY: '20',
      PUBLIC_API_URL: 'https://api.example.org',
    },
    {
      build: {
        logger: lineLogger('info', (line) => {
          const sms = (JSON.parse(line) as { sms?: { to: string; message: string } }).sms;
          if (sms) texts.push(sms);
        }),
      },
    },
  );
  admin = await createStaff(h, { role: 'admin' });
});
afterAll(() => h.close());

let seq = 0;
/** A gift recorded by staff (verified at once: its receipt is issued), from a donor of its own. */
async function gift(donor: { email?: string; phone?: string; lang?: 'en' | 'hi' }, received_on = '2026-07-14', amount = '1500') {
  const reply = await staffJson(h, 'POST', '/api/donations/gifts/', admin, {
    mode: 'cheque',
    amount,
    received_on,
    instrument: `00${++seq}`,
    declaration: 'indian',
    name: 'Kamla Joshi',
    address: 'Pithoragarh',
    pan: 'ABCDE1234F',
    email: donor.email ?? '',
    phone: donor.phone ?? '',
    ...(donor.lang ? { lang: donor.lang } : {}),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  await outboxOf(h.db)!.drain();
  return reply.json().receipt as string;
}

const receiptId = async (number: string) =>
  (await h.db.kysely.selectFrom('receipts').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;

/** The newest text to a number, and the link in it. */
function lastTextTo(phone: string) {
  const text = texts.filter((t) => t.to.endsWith(phone.slice(-4))).at(-1)!;
  const link = /https:\/\/api\.example\.org(\/api\/donations\/receipts\/link\/[^/\s]+\/)/.exec(text.message);
  return { text: text.message, path: link?.[1] };
}

describe('the receipt link by SMS', () => {
  it('texts a donor who gave a phone a link that opens the receipt PDF; a correction texts the new one and the old link is gone', async () => {
    const before = texts.length;
    const number = await gift({ phone: '+91 98100 11111' });
    expect(texts.length).toBe(before + 1);
    const first = lastTextTo('9810011111');
    expect(first.text).toContain(`Your 80G receipt ${number}:`);
    expect(first.text).toContain(`works for ${LINK_DAYS} days`);
    const pdf = await h.inject({ method: 'GET', url: first.path! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Sent once: another staff call sends nothing more for it.
    await gift({ email: 'someone@example.org' });
    expect(texts.length).toBe(before + 1);

    const cancel = await staffJson(h, 'POST', `/api/donations/receipts/${await receiptId(number)}/cancel/`, admin, {
      reason: 'Wrong name',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await outboxOf(h.db)!.drain();
    expect(texts.length).toBe(before + 2);
    const second = lastTextTo('9810011111');
    expect(second.text).toContain(cancel.json().issued);
    expect((await h.inject({ method: 'GET', url: first.path! })).statusCode).toBe(410);
    expect((await h.inject({ method: 'GET', url: second.path! })).statusCode).toBe(200);
  });

  it('writes the text in the donor’s language and texts nobody without a phone', async () => {
    const before = texts.length;
    const number = await gift({ phone: '9810022222', lang: 'hi' });
    expect(lastTextTo('9810022222').text).toContain(`आपकी 80G रसीद ${number}:`);
    await gift({ email: 'no-phone@example.org' });
    expect(texts.length).toBe(before + 1);
    expect(await h.count('receipt_texts')).toBe(3);
    // The receipt's e-mail names the statement page, in the receipt's language.
    await gift({ email: 'hindi@example.org', lang: 'hi' });
    const mails = await h.db.kysely
      .selectFrom('mail_outbox')
      .select(['recipients', 'text_body'])
      .where('kind', '=', 'donation_receipt')
      .execute();
    const letter = (to: string) => mails.find((m) => JSON.parse(m.recipients).includes(to))!.text_body;
    expect(letter('no-phone@example.org')).toMatch(
      /All your receipts, any time, with a one-time code: https?:\/\/[^/]+\/get-involved\/donor-statement$/m,
    );
    expect(letter('hindi@example.org')).toMatch(/एक बार के कोड से: https?:\/\/[^/]+\/hi\/get-involved\/donor-statement$/m);
  });

  it('refuses a forged, altered or expired link, saying nothing of any receipt', async () => {
    const number = await gift({ phone: '9810033333' });
    const path = lastTextTo('9810033333').path!;
    const token = path.split('/').at(-2)!;
    const [id, expires, mac] = token.split('.');
    const other = (await receiptId(number)) + 1;
    for (const bad of [
      `${other.toString(36)}.${expires}.${mac}`,
      `${id}.${expires}.${'A'.repeat(24)}`,
      'nonsense',
      `${id}.zzzzzz.${mac}`,
    ]) {
      const reply = await h.inject({ method: 'GET', url: `/api/donations/receipts/link/${bad}/` });
      expect(reply.statusCode, bad).toBe(404);
      expect(reply.json().error).toMatch(/expired or is not valid/);
    }
    const links = receiptLinks(Buffer.from('k'.repeat(32)));
    const now = Date.UTC(2026, 6, 14);
    const signed = links.sign(42, now);
    expect(links.verify(signed, now + (LINK_DAYS - 1) * 86_400_000)).toBe(42);
    expect(links.verify(signed, now + (LINK_DAYS + 1) * 86_400_000)).toBeNull();
  });
});

/** The code in the newest statement mail to `to`, or null when none went. */
async function mailedCode(to: string) {
  const row = await h.db.kysely
    .selectFrom('mail_outbox')
    .select(['text_body', 'recipients'])
    .where('kind', '=', 'donor_statement_code')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || !JSON.parse(row.recipients).includes(to.toLowerCase())) return null;
  return /\b(\d{6})\b/.exec(row.text_body)![1]!;
}

const ask = (channel: 'email' | 'phone', destination: string, remoteAddress: string) =>
  postJson(h, '/api/donations/statement/codes/', { channel, destination }, { remoteAddress });

async function prove(channel: 'email' | 'phone', destination: string, remoteAddress: string) {
  const asked = await ask(channel, destination, remoteAddress);
  expect(asked.statusCode, asked.body).toBe(200);
  const { challenge } = asked.json() as { challenge: string };
  await outboxOf(h.db)!.drain();
  const code = channel === 'email' ? await mailedCode(destination) : /\b(\d{6})\b/.exec(lastTextTo(destination).text)![1]!;
  const verified = await postJson(h, '/api/donations/statement/codes/verify/', { challenge, code }, { remoteAddress });
  expect(verified.statusCode, verified.body).toBe(200);
  return { challenge, channel, destination };
}

describe('the donor statement', () => {
  it('after a code to the e-mail address, lists the receipts in force of a year and gives each one’s PDF', async () => {
    const email = 'Ravi.Negi@example.org';
    const a = await gift({ email: email.toLowerCase() }, '2026-05-01', '1000');
    const b = await gift({ email }, '2026-11-20', '2500.50');
    const older = await gift({ email }, '2026-02-10', '700');
    const cancelled = await gift({ email }, '2026-08-08', '999');
    const cancel = await staffJson(h, 'POST', `/api/donations/receipts/${await receiptId(cancelled)}/cancel/`, admin, { reason: 'Typo' });
    const stranger = await gift({ email: 'other@example.org' }, '2026-06-01');

    const proof = await prove('email', 'ravi.negi@EXAMPLE.org', '10.2.0.1');
    const statement = await postJson(h, '/api/donations/statement/', proof);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.headers['cache-control']).toBe('no-store');
    const body = statement.json();
    expect(body.years).toEqual(['FY2026-27', 'FY2025-26']);
    expect(body.fy).toBe('FY2026-27');
    expect(body.receipts.map((r: { number: string }) => r.number)).toEqual([a, b, cancel.json().issued].sort());
    expect(body.receipts.find((r: { number: string }) => r.number === cancel.json().issued).replaces_number).toBe(cancelled);
    expect(body.total).toBe('4499.50');
    const last = await postJson(h, '/api/donations/statement/', { ...proof, fy: 'FY2025-26' });
    expect(last.json()).toMatchObject({ fy: 'FY2025-26', receipts: [expect.objectContaining({ number: older, amount: '700.00' })] });

    const pdf = await postJson(h, `/api/donations/statement/receipts/${await receiptId(a)}/pdf/`, proof);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const notTheirs of [stranger, cancelled]) {
      const refused = await postJson(h, `/api/donations/statement/receipts/${await receiptId(notTheirs)}/pdf/`, proof);
      expect(refused.statusCode).toBe(404);
    }
    // The proof is for this address only.
    const borrowed = await postJson(h, '/api/donations/statement/', { ...proof, destination: 'other@example.org' });
    expect(borrowed.statusCode).toBe(401);
  });

  it('works with a phone number, the code by SMS', async () => {
    const number = await gift({ phone: '098100 44444' }, '2027-01-05');
    const proof = await prove('phone', '+919810044444', '10.2.0.2');
    const statement = await postJson(h, '/api/donations/statement/', proof);
    expect(statement.json().receipts.map((r: { number: string }) => r.number)).toEqual([number]);
  });

  it('refuses a wrong code, and a statement without a right one, changing nothing', async () => {
    await gift({ email: 'wrong.code@example.org' });
    const asked = await ask('email', 'wrong.code@example.org', '10.2.0.3');
    const { challenge } = asked.json();
    const code = (await mailedCode('wrong.code@example.org'))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await postJson(h, '/api/donations/statement/codes/verify/', { challenge, code: wrong }, { remoteAddress: '10.2.0.3' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/not right/);
    const proof = { challenge, channel: 'email', destination: 'wrong.code@example.org' };
    expect((await postJson(h, '/api/donations/statement/', proof)).statusCode).toBe(401);
    expect((await postJson(h, '/api/donations/statement/receipts/1/pdf/', proof)).statusCode).toBe(401);
  });

  it('answers an unknown e-mail address or phone number exactly as a known one, and sends it nothing', async () => {
    await gift({ email: 'known@example.org', phone: '9810055555' });
    const mails = await h.count('mail_outbox');
    const sent = texts.length;
    const unknown = await ask('email', 'unknown@example.org', '10.2.0.4');
    const unknownPhone = await ask('phone', '9810066666', '10.2.0.4');
    await outboxOf(h.db)!.drain();
    expect(await h.count('mail_outbox')).toBe(mails);
    expect(texts.length).toBe(sent);
    const known = await ask('email', 'known@example.org', '10.2.0.4');
    const knownPhone = await ask('phone', '9810055555', '10.2.0.4');
    await outboxOf(h.db)!.drain();
    expect(await h.count('mail_outbox')).toBe(mails + 1);
    expect(texts.length).toBe(sent + 1);
    for (const [a, b] of [
      [unknown, known],
      [unknownPhone, knownPhone],
    ] as const) {
      expect(a.statusCode).toBe(b.statusCode);
      expect(Object.keys(a.json())).toEqual(Object.keys(b.json()));
      expect(a.json().detail).toBe(b.json().detail);
    }
  });

  it('limits codes per e-mail address or phone number and per visitor’s address', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('email', 'limit@example.org', `10.3.0.${i}`)).statusCode).toBe(200);
    const fourth = await ask('email', 'LIMIT@example.org', '10.3.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const codes = await h.count('one_time_codes');
    for (let i = 0; i < 6; i++) expect((await ask('phone', `98200${String(10000 + i)}`, '10.4.0.1')).statusCode).toBe(200);
    expect((await ask('phone', '9820099999', '10.4.0.1')).statusCode).toBe(429);
    expect(await h.count('one_time_codes')).toBe(codes + 6);
  });
});
