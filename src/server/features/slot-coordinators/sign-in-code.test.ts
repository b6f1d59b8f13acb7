// Decision 0031: while texts are only written to the server log (SMS_PROVIDER=log, the default),
// the console says so, and an admin gives a coordinator a one-time sign-in code (and a link with
// it) by hand: shown once, audited without the code, good for one sign-in.
import { describe, expect, it } from 'vitest';
import { auditEntries, postJson } from '../../test-support/api-harness';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';
import { outboxOf } from './sms';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

let seq = 0;
async function registerCoordinator() {
  const phone = `+9198760${String(10000 + ++seq).slice(-5)}`;
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/', admin, { name: 'Neha Pant', phone_number: phone });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, phone };
}

const giveCode = (id: number, who = admin) => staffJson(h, 'POST', `/api/slot-coordinators/${id}/sign-in-code/`, who, {});
const verify = (body: Record<string, unknown>, cookie?: string) =>
  postJson(h, '/api/slot-coordinators/verify-otp/', body, {
    cookies: { ...h.csrf.cookies, ...(cookie ? { slot_otp: cookie } : {}) },
  });

describe('texts status', () => {
  it('tells admins that texts are not sent with the default SMS_PROVIDER=log, and no one else', async () => {
    const res = await staffJson(h, 'GET', '/api/slot-coordinators/sms-status/', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'log', sending: false });
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/sms-status/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/sms-status/', null)).statusCode).toBe(401);
  });
});

describe('a sign-in code given by hand', () => {
  it('is shown once with a link, audited without the code, and signs the coordinator in once', async () => {
    const { id, phone } = await registerCoordinator();
    const res = await giveCode(id);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const given = res.json() as { code: string; link: string; phone_number: string; expires_at: string };
    expect(given.code).toMatch(/^\d{6}$/);
    expect(given.phone_number).toBe(phone);
    const link = new URL(given.link);
    expect(link.pathname).toBe('/slot-coordinators');
    // In the fragment: never sent to a server, so in no access log.
    expect(link.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toEqual({ phone, code: given.code });
    const minutes = (Date.parse(given.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const [entry] = await auditEntries(h, { action: 'sign_in_code', entity_id: id });
    expect(entry).toMatchObject({ actor: admin.username, entity: 'slot_coordinators' });
    expect(JSON.stringify(entry)).not.toContain(given.code);
    const stored = await h.db.kysely.selectFrom('slot_otps').select('otp_hash').where('coordinator_id', '=', id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.otp_hash).not.toContain(given.code);

    const signedIn = await verify({ otp: given.code, phone_number: phone });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toMatch(/^sc_/);
    expect((await verify({ otp: given.code, phone_number: phone })).statusCode).toBe(400);
  });

  it('works in a browser that still holds the cookie of an earlier code request', async () => {
    const { id, phone } = await registerCoordinator();
    const requested = await postJson(h, '/api/slot-coordinators/request-otp/', { phone_number: phone });
    const cookie = requested.cookies.find((c) => c.name === 'slot_otp')!.value;
    await outboxOf(h.db)!.drain();
    const given = (await giveCode(id)).json() as { code: string };
    // The code given closed the one requested, so the cookie finds no open code: the number does.
    const res = await verify({ otp: given.code, phone_number: phone }, cookie);
    expect(res.statusCode).toBe(200);
  });

  it('replaces an earlier code given, and is refused for inactive or unknown coordinators and for non-admins', async () => {
    const { id, phone } = await registerCoordinator();
    const first = (await giveCode(id)).json() as { code: string };
    const second = (await giveCode(id)).json() as { code: string };
    if (first.code !== second.code) expect((await verify({ otp: first.code, phone_number: phone })).statusCode).toBe(400);

    const auditBefore = await h.count('audit_log');
    expect((await giveCode(id, coordinator)).statusCode).toBe(403);
    expect((await giveCode(999_999)).statusCode).toBe(404);
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/${id}/`, admin, { is_active: false })).statusCode).toBe(200);
    const auditAfterDeactivate = await h.count('audit_log');
    const inactive = await giveCode(id);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toBe('This slot coordinator is inactive: make them active again before giving them a sign-in code.');
    expect(await h.count('audit_log')).toBe(auditAfterDeactivate);
    expect(auditAfterDeactivate).toBeGreaterThan(auditBefore);
  });
});
