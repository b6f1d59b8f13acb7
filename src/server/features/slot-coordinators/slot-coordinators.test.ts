import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { lineLogger } from '../../test-support/log-lines';
import { createCamp, createStaff, staffJson, type StaffFixture } from '../../test-support/staff-fixtures';
import { ConfigError, loadConfig } from '../../config';
import { DEFAULT_WEBHOOK_BODY, LogSmsSender, outboxOf, WebhookSmsSender, maskPhone, smsSenderFromConfig, webhookBody } from './sms';

// The app runs with its default SMS sender, which writes each message to the log: the tests read
// the codes from there, as an operator would.
let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
let camp: number;
const sent: { to: string; message: string }[] = [];
beforeAll(async () => {
  const smsOf = (line: string) => (JSON.parse(line) as { sms?: { to: string; message: string } }).sms;
  h = await createHarness(
    { OTP_MAX_PER_PHONE: '3', OTP_MAX_PER_ADDRESS: '20', OTP_RESEND_SECONDS: '0' },
    {
      build: {
        logger: lineLogger('info', (line) => {
          const sms = smsOf(line);
          if (sms) sent.push(sms);
        }),
      },
    },
  );
  expect(h.app.printRoutes()).toContain('request-otp/');
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator' });
  camp = await createCamp(h, 'Dharchula');
});
afterAll(() => h.close());

let phoneSeq = 0;
/** A fresh registered coordinator (each test its own number, so per-phone limits do not collide). */
async function registerCoordinator(name = 'Neha Pant') {
  const phone = `98765${String(10000 + ++phoneSeq).slice(-5)}`;
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/', admin, {
    name,
    phone_number: `0${phone.slice(0, 5)} ${phone.slice(5)}`,
    email: 'neha@example.org',
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().phone_number).toBe(`+91${phone}`);
  return { id: res.json().id as number, phone: `+91${phone}` };
}

async function requestOtp(phone: string, remoteAddress = '10.1.1.1') {
  const before = sent.length;
  const res = await postJson(h, '/api/slot-coordinators/request-otp/', { phone_number: phone }, { remoteAddress });
  // The code is stored and sent once the reply has gone.
  await outboxOf(h.db)!.drain();
  const cookie = res.cookies.find((c) => c.name === 'slot_otp');
  const sms = sent.slice(before).at(-1);
  if (sms) expect(sms.to).toBe(maskPhone(phone));
  return { res, cookie: cookie?.value, otp: sms ? /\b(\d{6})\b/.exec(sms.message)![1]! : null };
}

const verify = (otp: string, cookie: string | undefined, extra: Record<string, unknown> = {}) =>
  postJson(
    h,
    '/api/slot-coordinators/verify-otp/',
    { otp, ...extra },
    { cookies: { ...h.csrf.cookies, ...(cookie ? { slot_otp: cookie } : {}) } },
  );

const withToken = (token: string) => ({ headers: { authorization: `Token ${token}` } });

describe("the admins' list of slot coordinators (decision 0032)", () => {
  it('masks phone numbers in the list; one coordinator opens whole; each view writes the access log', async () => {
    const { id, phone } = await registerCoordinator('Masked Neha');
    const logged = async () =>
      (await h.db.kysely.selectFrom('access_log').selectAll().where('record_kind', '=', 'slot_coordinator').execute()).length;
    const before = await logged();
    const list = await staffJson(h, 'GET', '/api/slot-coordinators/', admin);
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { id: number; phone_number: string }[]).find((c) => c.id === id)!;
    expect(listed.phone_number).toBe(`91${'*'.repeat(8)}${phone.slice(-2)}`);
    expect(list.body).not.toContain(phone.slice(3));
    const one = await staffJson(h, 'GET', `/api/slot-coordinators/${id}/`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().phone_number).toBe(phone);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/board/export.csv', admin)).statusCode).toBe(200);
    expect(await logged()).toBe(before + 3);
    expect((await staffJson(h, 'GET', `/api/slot-coordinators/${id}/`, coordinator)).statusCode).toBe(403);
  });
});

describe('slot coordinator sign-in', () => {
  it('sends a 6-digit code by SMS to a registered phone, storing only its hash', async () => {
    const { id, phone } = await registerCoordinator();
    const { res, cookie, otp } = await requestOtp(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'If this number belongs to a registered slot coordinator, a 6-digit code has been sent to it.',
      retry_after: 0,
    });
    expect(otp).toMatch(/^\d{6}$/);
    expect(sent.at(-1)!.message).toBe(`Your slot coordinator code is ${otp}. It is valid for 10 minutes. Do not share it.`);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Path=/api/slot-coordinators/');
    const rows = await h.db.kysely.selectFrom('slot_otps').selectAll().where('coordinator_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.otp_hash).not.toContain(otp!);
    expect(rows[0]!.challenge_hash).not.toBe(cookie);
    expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(10 * 60_000);
  });

  it('answers the same for a number that is not registered, and sends nothing', async () => {
    const before = sent.length;
    const { res, otp } = await requestOtp('+91 99999 00001');
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/^If this number belongs/);
    expect(otp).toBeNull();
    expect(sent.length).toBe(before);
    expect((await postJson(h, '/api/slot-coordinators/request-otp/', { phone_number: '12345' })).statusCode).toBe(400);
  });

  it('verifies the code once: a session token that opens details, and nothing of staff', async () => {
    const { id, phone } = await registerCoordinator();
    const { cookie, otp } = await requestOtp(phone);
    const res = await verify(otp!, cookie);
    expect(res.statusCode).toBe(200);
    const { token, coordinator: details } = res.json();
    expect(token).toMatch(/^sc_/);
    expect(details).toMatchObject({ id, phone_number: phone, preferences: { slots: [], departments: [] } });

    const me = await staffJson(h, 'GET', '/api/slot-coordinators/details/', withToken(token));
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(id);
    expect((await staffJson(h, 'GET', '/api/profile/', withToken(token))).statusCode).toBe(401);
    expect((await staffJson(h, 'GET', '/api/students/', withToken(token))).statusCode).toBe(401);

    const again = await verify(otp!, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'The code is not valid or has expired. Please request a new one.',
      errors: { otp: ['The code is not valid or has expired. Please request a new one.'] },
    });
  });

  it('burns the code after 5 wrong tries: the right one then fails too', async () => {
    const { phone } = await registerCoordinator();
    const { cookie, otp } = await requestOtp(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(wrong, cookie)).statusCode).toBe(400);
    expect((await verify(otp!, cookie)).statusCode).toBe(400);
  });

  it('accepts the right code on the fifth try', async () => {
    const { phone } = await registerCoordinator();
    const { cookie, otp } = await requestOtp(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await verify(wrong, cookie);
    expect((await verify(otp!, cookie)).statusCode).toBe(200);
  });

  it('keeps a code valid when another is asked for (until it expires), and refuses an expired one', async () => {
    const { id, phone } = await registerCoordinator();
    const first = await requestOtp(phone);
    const second = await requestOtp(phone);
    expect((await verify(first.otp!, first.cookie)).statusCode).toBe(200);
    await h.db.kysely
      .updateTable('slot_otps')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('coordinator_id', '=', id)
      .execute();
    expect((await verify(second.otp!, second.cookie)).statusCode).toBe(400);
  });

  it('finds the code by phone number when the cookie did not come back', async () => {
    const { phone } = await registerCoordinator();
    const { otp } = await requestOtp(phone);
    expect((await verify(otp!, undefined)).statusCode).toBe(400);
    expect((await verify(otp!, undefined, { phone_number: phone })).statusCode).toBe(200);
  });

  it('limits code requests per phone number from one address, and per phone number in all (429)', async () => {
    const { phone } = await registerCoordinator();
    for (let i = 0; i < 3; i++) expect((await requestOtp(phone, '10.2.0.1')).res.statusCode).toBe(200);
    const before = sent.length;
    const limited = await requestOtp(phone, '10.2.0.1');
    expect(limited.res.statusCode).toBe(429);
    expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(sent.length).toBe(before);
    // Another address has its own share of the number, up to the number's total (6).
    for (let i = 0; i < 3; i++) expect((await requestOtp(phone, `10.2.0.${2 + i}`)).res.statusCode).toBe(200);
    expect((await requestOtp(phone, '10.2.0.9')).res.statusCode).toBe(429);
    expect(sent.length).toBe(before + 3);
  });

  it('a stranger asking for codes for a coordinator’s number keeps neither the code they hold nor their own requests from them', async () => {
    const { phone } = await registerCoordinator();
    const owner = '10.4.0.1';
    const held = await requestOtp(phone, owner);
    // The stranger asks until refused, from one address.
    let refused = 0;
    for (let i = 0; i < 5; i++) if ((await requestOtp(phone, '203.0.113.66')).res.statusCode === 429) refused++;
    expect(refused).toBe(2);
    // The owner's code still opens a session ...
    expect((await verify(held.otp!, held.cookie)).statusCode).toBe(200);
    // ... and the owner may still ask for more from their own address.
    const again = await requestOtp(phone, owner);
    expect(again.res.statusCode).toBe(200);
    expect((await verify(again.otp!, again.cookie)).statusCode).toBe(200);
  });

  it('limits code requests per address (429), whatever the numbers', async () => {
    for (let i = 0; i < 20; i++)
      expect((await requestOtp(`+91 99999 1${String(i).padStart(4, '0')}`, '10.3.3.3')).res.statusCode).toBe(200);
    const limited = await requestOtp('+91 99999 20000', '10.3.3.3');
    expect(limited.res.statusCode).toBe(429);
    expect(limited.res.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
    expect((await requestOtp('+91 99999 20000', '10.3.3.4')).res.statusCode).toBe(200);
  });

  it('deactivating a coordinator ends their sessions at once', async () => {
    const { id, phone } = await registerCoordinator();
    const { cookie, otp } = await requestOtp(phone);
    const token = (await verify(otp!, cookie)).json().token as string;
    await requestOtp(phone); // a code left open
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/${id}/`, admin, { is_active: false })).statusCode).toBe(200);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/details/', withToken(token))).statusCode).toBe(401);
    const open = (table: 'slot_sessions' | 'slot_otps', column: 'revoked_at' | 'consumed_at') =>
      h.db.kysely
        .selectFrom(table as 'slot_sessions')
        .select('id')
        .where('coordinator_id', '=', id)
        .where(column as 'revoked_at', 'is', null)
        .execute();
    expect(await open('slot_sessions', 'revoked_at')).toEqual([]);
    expect(await open('slot_otps', 'consumed_at')).toEqual([]);
    const before = sent.length;
    await requestOtp(phone);
    expect(sent.length).toBe(before);
  });
});

describe('an unknown number (decision 0015)', () => {
  /** Everything of a reply a caller can see, but what differs from one request to the next by nature. */
  const visible = (res: Awaited<ReturnType<typeof requestOtp>>['res']) => {
    const headers = { ...res.headers };
    for (const volatile of ['date', 'x-request-id', 'set-cookie']) delete headers[volatile];
    const cookie = res.cookies.find((c) => c.name === 'slot_otp');
    return {
      status: res.statusCode,
      body: res.body,
      headers,
      cookie: cookie && { ...cookie, value: /^[A-Za-z0-9_-]{43}$/.test(cookie.value) ? 'challenge' : cookie.value },
    };
  };

  it('gets the very reply a registered one gets: status, body, headers and cookie', async () => {
    const replies = new Set<string>();
    for (let i = 0; i < 20; i++) {
      // Fresh numbers and addresses each time, so that no limit tells one kind from the other.
      const k = await requestOtp((await registerCoordinator()).phone, `10.9.0.${i}`);
      const u = await requestOtp(`+91 88888 ${String(10000 + i)}`, `10.9.1.${i}`);
      expect(k.otp).toMatch(/^\d{6}$/);
      expect(u.otp).toBeNull();
      replies.add(JSON.stringify(visible(k.res)));
      replies.add(JSON.stringify(visible(u.res)));
    }
    expect(replies.size).toBe(1);
    expect(JSON.parse([...replies][0]!)).toMatchObject({ status: 200, cookie: { value: 'challenge', httpOnly: true } });
  });

  it('gets the same refusal as a registered one for any code', async () => {
    const known = await registerCoordinator();
    const k = await requestOtp(known.phone, '10.9.2.1');
    const u = await requestOtp('+91 88888 20000', '10.9.2.2');
    const wrong = k.otp === '000000' ? '111111' : '000000';
    const [kr, ur] = [await verify(wrong, k.cookie), await verify(wrong, u.cookie)];
    expect([kr.statusCode, kr.body]).toEqual([ur.statusCode, ur.body]);
    expect(kr.statusCode).toBe(400);
  });
});

describe('sign-out', () => {
  it('ends the session: the token opens nothing afterwards', async () => {
    const { phone } = await registerCoordinator();
    const { cookie, otp } = await requestOtp(phone);
    const token = (await verify(otp!, cookie)).json().token as string;
    const out = await staffJson(h, 'POST', '/api/slot-coordinators/logout/', withToken(token));
    expect(out.statusCode).toBe(204);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/details/', withToken(token))).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/logout/', withToken(token))).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/logout/', admin)).statusCode).toBe(403);
  });
});

describe('slots, departments and preferences', () => {
  it('admins create slots and departments; coordinators and strangers may not', async () => {
    const slotBody = { name: 'June, first half', camp, start_date: '2026-06-01', end_date: '2026-06-15' };
    const [slots, departments] = [await h.count('slots'), await h.count('departments')];
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/slots/', coordinator, slotBody)).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/departments/', null, { name: 'Physics' })).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, { ...slotBody, end_date: '2026-05-01' })).statusCode).toBe(
      400,
    );
    expect([await h.count('slots'), await h.count('departments')]).toEqual([slots, departments]);

    const slot = await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, slotBody);
    expect(slot.statusCode).toBe(201);
    expect(slot.json()).toMatchObject({ name: 'June, first half', camp_id: camp, camp_name: 'Dharchula' });
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/departments/', admin, { name: 'Physics' })).statusCode).toBe(201);
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/departments/', admin, { name: 'Physics' })).statusCode).toBe(400);
    // Staff may read the lists with their own token.
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/slots/', coordinator)).json().length).toBeGreaterThan(0);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/departments/', null)).statusCode).toBe(401);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/details/', coordinator)).statusCode).toBe(403);
  });

  it('a coordinator saves ordered preferences; unknown or repeated choices are refused', async () => {
    const mk = async (name: string, start: string) =>
      (await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, { name, start_date: start, end_date: start })).json()
        .id as number;
    const s1 = await mk('Slot A', '2026-06-01');
    const s2 = await mk('Slot B', '2026-06-16');
    const d1 = (await staffJson(h, 'POST', '/api/slot-coordinators/departments/', admin, { name: 'Mathematics' })).json().id as number;
    const { id, phone } = await registerCoordinator();
    const { cookie, otp } = await requestOtp(phone);
    const me = withToken((await verify(otp!, cookie)).json().token);

    const slots = await staffJson(h, 'GET', '/api/slot-coordinators/slots/', me);
    expect(slots.json().map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([s1, s2]));
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/departments/', me)).statusCode).toBe(200);

    expect(
      (await staffJson(h, 'POST', '/api/slot-coordinators/preferences/', me, { slots: [s1, 999999], departments: [] })).statusCode,
    ).toBe(400);
    expect((await staffJson(h, 'POST', '/api/slot-coordinators/preferences/', me, { slots: [s1, s1], departments: [] })).statusCode).toBe(
      400,
    );
    expect(await h.db.kysely.selectFrom('slot_preferences').selectAll().where('coordinator_id', '=', id).execute()).toEqual([]);

    const saved = await staffJson(h, 'POST', '/api/slot-coordinators/preferences/', me, {
      slots: [s2, s1],
      departments: [d1],
      note: 'Free all of June',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences.slots.map((x: { id: number }) => x.id)).toEqual([s2, s1]);
    expect(saved.json().preferences).toMatchObject({ departments: [{ id: d1, name: 'Mathematics' }], note: 'Free all of June' });
    const [audit] = await auditEntries(h, { action: 'preferences', entity_id: id });
    expect(audit?.actor).toBe(`slot-coordinator:${id}`);

    const list = await staffJson(h, 'GET', '/api/slot-coordinators/', admin);
    expect(list.json().find((c: { id: number }) => c.id === id).preferences.slots).toHaveLength(2);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/', coordinator)).statusCode).toBe(403);
  });

  it('refuses a second coordinator with the same phone number', async () => {
    const { phone } = await registerCoordinator();
    const res = await staffJson(h, 'POST', '/api/slot-coordinators/', admin, { name: 'Other', phone_number: phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone_number: ['A slot coordinator with this phone number already exists.'] });
  });
});

describe('with SMS_PROVIDER=webhook and the default pause between codes', () => {
  // A gateway of our own on a local port, taking Telnyx's shape of request (docs/decisions/0015).
  const received: { auth: string | undefined; body: Record<string, string> }[] = [];
  const logLines: string[] = [];
  let gateway: http.Server;
  let w: Harness;
  let wAdmin: StaffFixture;
  let gatewayStatus = 200;
  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.statusCode = gatewayStatus;
        res.end(JSON.stringify({ echo: body }));
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    // Every line the app logs, at every level.
    w = await createHarness(
      {
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/v2/messages`,
        SMS_WEBHOOK_TOKEN: 'KEY-test',
        SMS_WEBHOOK_BODY: '{"from":"+15551234567","to":"{to}","text":"{message}"}',
      },
      { build: { logger: lineLogger('trace', (line) => logLines.push(line)) } },
    );
    wAdmin = await createStaff(w, { role: 'admin' });
  });
  afterAll(async () => {
    await w?.close();
    await new Promise((r) => gateway.close(r));
  });

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };

  it('sends the code to the gateway, and never writes it to a log', async () => {
    const created = await staffJson(w, 'POST', '/api/slot-coordinators/', wAdmin, { name: 'Asha', phone_number: '+91 77777 00001' });
    expect(created.statusCode).toBe(201);
    const ask = await postJson(w, '/api/slot-coordinators/request-otp/', { phone_number: '077777 00001' });
    expect(ask.statusCode).toBe(200);
    await until(() => received.length === 1);
    expect(received[0]).toMatchObject({ auth: 'Bearer KEY-test', body: { from: '+15551234567', to: '+917777700001' } });
    const otp = /\b(\d{6})\b/.exec(received[0]!.body.text!)![1]!;
    const cookie = ask.cookies.find((c) => c.name === 'slot_otp')!.value;
    const send = (code: string) =>
      postJson(w, '/api/slot-coordinators/verify-otp/', { otp: code }, { cookies: { ...w.csrf.cookies, slot_otp: cookie } });
    expect((await send(otp === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    expect((await send(`${otp}x`)).statusCode).toBe(400);
    expect((await send(otp)).statusCode).toBe(200);

    // A gateway that refuses: the failure is logged, without the message.
    gatewayStatus = 500;
    await staffJson(w, 'POST', '/api/slot-coordinators/', wAdmin, { name: 'Chitra', phone_number: '+91 77777 00003' });
    const refused = await postJson(
      w,
      '/api/slot-coordinators/request-otp/',
      { phone_number: '+91 77777 00003' },
      { remoteAddress: '10.8.0.2' },
    );
    expect(refused.statusCode).toBe(200);
    await until(() => received.length === 2);
    await until(() => logLines.some((l) => l.includes('SMS webhook answered 500 (to +91******0003)')));
    gatewayStatus = 200;
    const failedOtp = /\b(\d{6})\b/.exec(received[1]!.body.text!)![1]!;
    expect(logLines.length).toBeGreaterThan(5);
    for (const code of [otp, failedOtp]) expect(logLines.filter((l) => l.includes(code))).toEqual([]);
    expect(logLines.join('\n')).not.toMatch(/slot coordinator code is/);
  });

  it('answers with the pause before another code, and refuses a code asked within it from that address, for any number', async () => {
    await staffJson(w, 'POST', '/api/slot-coordinators/', wAdmin, { name: 'Bina', phone_number: '+91 77777 00002' });
    for (const phone of ['+91 77777 00002', '+91 77777 09999']) {
      const first = await postJson(w, '/api/slot-coordinators/request-otp/', { phone_number: phone }, { remoteAddress: '10.8.1.1' });
      expect(first.json().retry_after).toBe(30);
      const again = await postJson(w, '/api/slot-coordinators/request-otp/', { phone_number: phone }, { remoteAddress: '10.8.1.1' });
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(25);
      // Someone else asking for the same number does not make its owner wait (decision 0028).
      const other = await postJson(w, '/api/slot-coordinators/request-otp/', { phone_number: phone }, { remoteAddress: '10.8.1.2' });
      expect(other.statusCode).toBe(200);
    }
  });
});

describe('the webhook body', () => {
  it('puts the number and the message into the template as JSON strings', () => {
    expect(webhookBody(DEFAULT_WEBHOOK_BODY, '+919876543210', 'Code "1" \\ done')).toBe(
      JSON.stringify({ to: '+919876543210', message: 'Code "1" \\ done' }),
    );
    expect(JSON.parse(webhookBody('{"from":"X","to":"{to}","text":"{message}"}', '+91', 'a\nb'))).toEqual({
      from: 'X',
      to: '+91',
      text: 'a\nb',
    });
    expect(() => loadConfig({ SMS_WEBHOOK_BODY: '{"to":"{to}"}' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_WEBHOOK_BODY: '{to}{message}' })).toThrow(ConfigError);
  });
});

describe('SMS senders', () => {
  it('is chosen by SMS_PROVIDER; webhook needs SMS_WEBHOOK_URL', () => {
    const log = lineLogger('silent', () => {});
    expect(smsSenderFromConfig(loadConfig({ DATA_DIR: '/tmp/x' }), log).name).toBe('log');
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(ConfigError);
    const config = loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.org/send' });
    expect(smsSenderFromConfig(config, log).name).toBe('webhook');
  });

  it('the log sender writes the message to the log with the number masked', async () => {
    const lines: string[] = [];
    const log = lineLogger('info', (line) => lines.push(line));
    await new LogSmsSender(log).send('+919876543210', 'Your code is 123456');
    expect(lines.join()).toContain('Your code is 123456');
    expect(lines.join()).toContain('+91******3210');
    expect(lines.join()).not.toContain('9876543210');
    expect(maskPhone('+919876543210')).toBe('+91******3210');
  });

  it('the webhook sender posts {to, message} with the bearer token, and fails on an error reply', async () => {
    const received: { auth: string | undefined; body: string }[] = [];
    let status = 202;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
      const sender = new WebhookSmsSender(url, 'gateway-secret');
      await sender.send('+919876543210', 'hello');
      expect(received[0]).toEqual({ auth: 'Bearer gateway-secret', body: JSON.stringify({ to: '+919876543210', message: 'hello' }) });
      status = 500;
      await expect(sender.send('+919876543210', 'hello')).rejects.toThrow('SMS webhook answered 500');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
