// The device-cookie rule (docs/decisions/0011): guesses at one username from many
// addresses, none with the account's device cookie, are limited per username over every address,
// while the owner's browser that signed in before still gets in, from any address.
import { describe, expect, it } from 'vitest';
import { postJson } from '../../test-support/api-harness';
import { createStaff, staffSuite } from '../../test-support/staff-fixtures';
import { DEVICE_COOKIE } from '../../auth/device-cookie';

const { h } = staffSuite({
  env: { LOGIN_UNKNOWN_DEVICE_MAX: '4', LOGIN_UNKNOWN_DEVICE_WINDOW_SECONDS: '3600', LOGIN_MAX_PER_ADDRESS: '1000' },
  staff: {},
});

const PASSWORD = 'blue-pine-ridge-2026';
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;
const login = (username: string, password: string, remoteAddress: string, device?: string) =>
  postJson(
    h,
    '/api/login/',
    { username, password },
    { remoteAddress, ...(device ? { cookies: { ...h.csrf.cookies, [DEVICE_COOKIE]: device } } : {}) },
  );

function deviceCookie(reply: { cookies: { name: string; value: string; path?: string; httpOnly?: boolean }[] }) {
  const cookie = reply.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ path: '/api/login/', httpOnly: true });
  return cookie!.value;
}

describe('device cookies', () => {
  it('limits guesses at one username over many addresses; the owner’s known browser still signs in', async () => {
    const owner = await createStaff(h, { role: 'admin', password: PASSWORD });
    const first = await login(owner.username, PASSWORD, nextAddress());
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    const rows = await h.db.kysely.selectFrom('login_devices').selectAll().where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(device);

    // The attacker: a new address for every guess, no device cookie. The first three of four
    // attempts left in the hour (the owner's sign-in used one) are answered; then 429 everywhere.
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await login(owner.username, `wrong-guess-${i}-x`, nextAddress())).statusCode);
    expect(guesses).toEqual([400, 400, 400, 429, 429, 429]);
    // Even the right password from an unknown browser waits, so guessing is slowed whatever N is.
    const unknown = await login(owner.username, PASSWORD, nextAddress());
    expect(unknown.statusCode).toBe(429);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(3000);
    // A forged or another account's cookie is an unknown browser.
    expect((await login(owner.username, PASSWORD, nextAddress(), 'A'.repeat(43))).statusCode).toBe(429);

    // The owner's browser, from a new address (a phone on another network): in at once.
    const known = await login(owner.username, PASSWORD, nextAddress(), device);
    expect(known.statusCode).toBe(200);
    // The cookie is renewed at each sign-in; the old one is no longer known.
    const renewed = deviceCookie(known);
    expect(renewed).not.toBe(device);
    expect((await login(owner.username, PASSWORD, nextAddress(), device)).statusCode).toBe(429);
    expect((await login(owner.username, PASSWORD, nextAddress(), renewed)).statusCode).toBe(200);
  });

  it('counts each username on its own: another account is not slowed by the attack on one', async () => {
    const target = await createStaff(h, { role: 'coordinator', password: PASSWORD });
    const other = await createStaff(h, { role: 'coordinator', password: PASSWORD });
    for (let i = 0; i < 5; i++) await login(target.username, `wrong-guess-${i}-x`, nextAddress());
    expect((await login(target.username, PASSWORD, nextAddress())).statusCode).toBe(429);
    expect((await login(other.username, PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('a known browser of one account is unknown for another', async () => {
    const a = await createStaff(h, { role: 'coordinator', password: PASSWORD });
    const b = await createStaff(h, { role: 'coordinator', password: PASSWORD });
    const device = deviceCookie(await login(a.username, PASSWORD, nextAddress()));
    for (let i = 0; i < 4; i++) await login(b.username, `wrong-guess-${i}-x`, nextAddress());
    expect((await login(b.username, PASSWORD, nextAddress(), device)).statusCode).toBe(429);
  });
});
