import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEntries, postJson } from '../../test-support/api-harness';
import {
  approvalRequestOf,
  createCamp,
  createStaff,
  jpegWithGps,
  mediaFiles,
  staffJson,
  staffMultipart,
  staffSuite,
  userIdOf,
} from '../../test-support/staff-fixtures';
import { hashToken } from '../../auth/tokens';
import { DEVICE_COOKIE } from '../../auth/device-cookie';

const { h, admin } = staffSuite({
  env: {
    RATE_LIMIT_PUBLIC_FORMS: '1000',
    REGISTER_MAX_PER_ADDRESS: '1000',
    LOGIN_MAX_PER_ADDRESS: '6',
    LOGIN_FREE_FAILURES: '3',
    LOGIN_UNKNOWN_DEVICE_MAX: '1000',
  },
  staff: { admin: 'admin' },
});

let n = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  username: `asha${++n}`,
  password: 'river-stone-lantern-42',
  full_name: 'Asha Rawat',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  note: 'Volunteer coordinator for the Dharchula camp.',
  ...overrides,
});
/** Each test logs in from its own address, so the per-address limit of one test does not touch another. */
let address = 0;
const nextAddress = () => `10.0.0.${++address}`;
const login = (username: string, password: string, remoteAddress = '10.9.9.9') =>
  postJson(h, '/api/login/', { username, password }, { remoteAddress });

async function approve(username: string) {
  const request = await approvalRequestOf(h, username);
  const res = await staffJson(h, 'POST', `/api/approval-requests/${request}/approve/`, admin, { comments: 'Welcome' });
  expect(res.statusCode).toBe(200);
}

describe('POST /api/register/', () => {
  it('creates an inactive coordinator and a pending approval request, ignoring fields that grant rights', async () => {
    const body = registration({ role: 'admin', is_active: true, active: true, approved: true, staff: true, is_staff: true });
    const res = await postJson(h, '/api/register/', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: body.username, status: 'pending' });
    const user = await h.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', await userIdOf(h, res.json().username))
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'coordinator', is_active: 0, all_camps: 0, phone: '+91 98765 43210' });
    expect(user.password_hash).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(user.password_hash).not.toContain(body.password);
    const request = await h.db.kysely.selectFrom('approval_requests').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(request.status).toBe('pending');
  });

  it('stores the username in lower case; the same name in another case makes no account and answers as a new one', async () => {
    const first = await postJson(h, '/api/register/', registration({ username: 'MixedCase' }));
    expect(first.json().username).toBe('mixedcase');
    const users = await h.count('users');
    const again = await postJson(h, '/api/register/', registration({ username: 'MIXEDCASE' }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await h.count('users')).toBe(users);
  });

  it('two registrations racing for one new name make one account and two equal replies', async () => {
    const users = await h.count('users');
    const replies = await Promise.all([1, 2, 3].map(() => postJson(h, '/api/register/', registration({ username: 'racingname' }))));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await h.count('users')).toBe(users + 1);
  });

  it.each([
    ['shorter than 10 characters', 'short1!', 'The password must be at least 10 characters long.'],
    ['a common password', 'password123', 'This password is too common. Please choose another.'],
    ['a common word with digits and symbols', 'Qwertyuiop@2024', 'This password is too common. Please choose another.'],
    ['only digits', '8264917350', 'The password cannot be only digits.'],
  ])('refuses a password that is %s, storing nothing', async (_name, password, message) => {
    const [users, requests] = [await h.count('users'), await h.count('approval_requests')];
    const res = await postJson(h, '/api/register/', registration({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toContain(message);
    expect([await h.count('users'), await h.count('approval_requests')]).toEqual([users, requests]);
  });

  it('refuses a password that contains the username', async () => {
    const res = await postJson(h, '/api/register/', registration({ username: 'kamalsingh', password: 'kamalsingh-in-hills' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(['The password cannot contain your username or e-mail name.']);
  });

  it('refuses missing fields field by field and a POST without the CSRF header', async () => {
    const res = await postJson(h, '/api/register/', { username: 'someone', password: 'river-stone-lantern-42' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'full_name']);
    const csrf = await h.inject({ method: 'POST', url: '/api/register/', payload: registration() });
    expect(csrf.statusCode).toBe(403);
  });
});

describe('POST /api/login/', () => {
  it('refuses a pending account with the right password, then gives a token once approved', async () => {
    const body = registration();
    const reg = await postJson(h, '/api/register/', body);
    const pending = await login(body.username, body.password, nextAddress());
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({ error: 'Your account is waiting for approval by an administrator.' });

    await approve(reg.json().username);
    const res = await login(body.username.toUpperCase(), body.password, nextAddress());
    expect(res.statusCode).toBe(200);
    const { token, username, role } = res.json();
    expect(username).toBe(body.username);
    expect(role).toBe('coordinator');
    expect(res.headers['cache-control']).toBe('no-store');
    const profile = await h.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Token ${token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: body.username, full_name: 'Asha Rawat', role: 'coordinator', all_camps: true });
  });

  it('gives an unknown username and a wrong password the same reply', async () => {
    const body = registration();
    const reg = await postJson(h, '/api/register/', body);
    await approve(reg.json().username);
    const wrong = await login(body.username, 'not-the-password-at-all', nextAddress());
    const unknown = await login('nobody-here', 'not-the-password-at-all', nextAddress());
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: 'Unable to log in with the username and password given.' });
  });

  it('lets the owner’s known browser in from a new address after many failures from other addresses (no lock-out)', async () => {
    const body = registration();
    const reg = await postJson(h, '/api/register/', body);
    await approve(reg.json().username);
    const signedIn = await login(body.username, body.password, nextAddress());
    const device = signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    for (let a = 0; a < 4; a++) {
      const from = nextAddress();
      for (let i = 0; i < 3; i++) expect((await login(body.username, `wrong-password-${a}-${i}`, from)).statusCode).toBe(400);
      expect((await login(body.username, `wrong-password-${a}-x`, from)).statusCode).toBe(429);
    }
    const res = await postJson(
      h,
      '/api/login/',
      { username: body.username, password: body.password },
      { remoteAddress: nextAddress(), cookies: { ...h.csrf.cookies, [DEVICE_COOKIE]: device } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(body.username);
  });

  it('makes one username wait after its free failures from one address, even with the right password, without touching other names there', async () => {
    const body = registration();
    const reg = await postJson(h, '/api/register/', body);
    await approve(reg.json().username);
    const from = nextAddress();
    for (let i = 0; i < 3; i++) expect((await login(body.username, `wrong-password-${i}`, from)).statusCode).toBe(400);
    const blocked = await login(body.username, body.password, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
    // The wait counts from the last failure: a loaded machine may take a second or two to get here.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(55);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const tokens = await h.db.kysely
      .selectFrom('auth_tokens')
      .select('id')
      .where('user_id', '=', await userIdOf(h, reg.json().username))
      .execute();
    expect(tokens).toHaveLength(0);
    expect((await login('someone-else', 'whatever-password', from)).statusCode).toBe(400);
  });

  it('forgets the failures of a username from an address once the right password gets in there', async () => {
    const staff = await createStaff(h, { role: 'coordinator', password: 'walnut-grove-cedar-3' });
    const from = nextAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await login(staff.username, `wrong-password-${i}`, from)).statusCode).toBe(400);
      expect((await login(staff.username, 'walnut-grove-cedar-3', from)).statusCode).toBe(200);
    }
  });

  it('limits attempts per address, whichever usernames they try', async () => {
    const from = nextAddress();
    for (let i = 0; i < 6; i++) expect((await login(`someone${i}`, 'whatever-password', from)).statusCode).toBe(400);
    expect((await login('someone-else', 'whatever-password', from)).statusCode).toBe(429);
    expect((await login('someone-else', 'whatever-password', nextAddress())).statusCode).toBe(400);
  });

  it('drops tokens that expired or were revoked more than a week ago when someone logs in', async () => {
    const staff = await createStaff(h, { role: 'coordinator', password: 'larch-and-deodar-9' });
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await h.db.kysely.updateTable('auth_tokens').set({ expires_at: old }).where('token_hash', '=', hashToken(staff.token)).execute();
    expect((await login(staff.username, 'larch-and-deodar-9', nextAddress())).statusCode).toBe(200);
    const rows = await h.db.kysely.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', staff.id).execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(hashToken(staff.token));
    expect(rows).toHaveLength(1);
  });

  it('refuses a rejected account, with or without the right password', async () => {
    const body = registration();
    const reg = await postJson(h, '/api/register/', body);
    const request = await approvalRequestOf(h, reg.json().username);
    await staffJson(h, 'POST', `/api/approval-requests/${request}/reject/`, admin, { comments: 'Unknown to us' });
    expect((await login(body.username, body.password, nextAddress())).json()).toEqual({ error: 'This account is not active.' });
    expect((await login(body.username, 'wrong-password-x', nextAddress())).statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('updates name, e-mail and phone from a multipart form, and stores the photo without EXIF or GPS', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    const res = await staffMultipart(h, 'PUT', '/api/profile/', staff, {
      full_name: 'Meena Bisht',
      email: 'meena@example.org',
      phone: '98765 43210',
      photo: await jpegWithGps(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ full_name: 'Meena Bisht', email: 'meena@example.org', phone: '98765 43210' });
    expect(body.photo).toMatch(/\/media\/profiles\/[a-z0-9]+\.jpg$/);
    expect(body.photo_variants.length).toBeGreaterThan(0);
    const stored = await h.app.media.read(body.photo.split('/media/')[1]);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();

    // A second photo replaces the first, whose files are removed after the commit.
    const before = await mediaFiles(h);
    const again = await staffMultipart(h, 'PUT', '/api/profile/', staff, { photo: await jpegWithGps() });
    expect(again.statusCode).toBe(200);
    expect(again.json().full_name).toBe('Meena Bisht');
    const after = await mediaFiles(h);
    expect(after).toHaveLength(before.length);
    expect(after.some((f) => f.endsWith(body.photo.split('/').pop()))).toBe(false);
  });

  it('accepts JSON without a photo, and refuses a bad e-mail changing nothing', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    expect((await staffJson(h, 'PUT', '/api/profile/', staff, { phone: '+91 90000 00000' })).json().phone).toBe('+91 90000 00000');
    const res = await staffJson(h, 'PUT', '/api/profile/', staff, { full_name: 'X', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Please enter a valid email address']);
    const user = await h.db.kysely.selectFrom('users').selectAll().where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(user.full_name).toBe(`Test ${staff.username}`);
  });

  it('refuses a file that is not an image, storing nothing and changing nothing', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    const files = await mediaFiles(h);
    const res = await staffMultipart(h, 'PUT', '/api/profile/', staff, {
      full_name: 'Changed Name',
      photo: { filename: 'me.jpg', contentType: 'image/jpeg', data: Buffer.from('<html><script>alert(1)</script></html>') },
    });
    expect(res.statusCode).toBe(400);
    expect(await mediaFiles(h)).toEqual(files);
    const user = await h.db.kysely.selectFrom('users').select('full_name').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(user.full_name).toBe(`Test ${staff.username}`);
  });

  it('changes the password, revoking every other token of the account', async () => {
    const staff = await createStaff(h, { role: 'coordinator', password: 'first-long-secret-77' });
    const other = await login(staff.username, 'first-long-secret-77', nextAddress());
    const otherToken = other.json().token as string;
    const wrong = await staffJson(h, 'POST', '/api/profile/password/', staff, {
      current_password: 'nope-nope-nope',
      new_password: 'second-long-secret-88',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await staffJson(h, 'POST', '/api/profile/password/', staff, {
      current_password: 'first-long-secret-77',
      new_password: 'second-long-secret-88',
    });
    expect(res.statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Token ${otherToken}` } })).statusCode).toBe(
      401,
    );
    expect((await h.inject({ method: 'GET', url: '/api/profile/', headers: staff.headers })).statusCode).toBe(200);
    expect((await login(staff.username, 'second-long-secret-88', nextAddress())).statusCode).toBe(200);
  });
});

describe('accounts (admin)', () => {
  it('lists accounts for admins only, without password hashes', async () => {
    const coordinator = await createStaff(h, { role: 'coordinator' });
    expect((await staffJson(h, 'GET', '/api/accounts/', coordinator)).statusCode).toBe(403);
    const res = await staffJson(h, 'GET', '/api/accounts/?role=admin', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { username: string }) => a.username)).toContain(admin.username);
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
  });

  it('deactivating an account revokes its tokens at once', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    const res = await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    const token = await h.db.kysely
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(staff.token))
      .executeTakeFirstOrThrow();
    expect(token.revoked_at).not.toBeNull();
    // Reactivating does not bring the old token back.
    await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { is_active: true });
    expect((await h.inject({ method: 'GET', url: '/api/profile/', headers: staff.headers })).statusCode).toBe(401);
    const audit = await auditEntries(h, { entity: 'user', entity_id: staff.id });
    expect(audit.map((a) => a.action)).toEqual(['deactivate', 'reactivate']);
  });

  it('allocates camps, with an empty list meaning every camp, and refuses an unknown camp', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    const camp = await createCamp(h, 'Munsiyari');
    const res = await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { allocated_camps: [camp] });
    expect(res.json()).toMatchObject({ all_camps: false, allocated_camps: [{ id: camp, name: 'Munsiyari' }] });
    expect((await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { allocated_camps: [] })).json()).toMatchObject({
      all_camps: true,
      allocated_camps: [],
    });
    const bad = await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { allocated_camps: [999999], role: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect((await h.db.kysely.selectFrom('users').select('role').where('id', '=', staff.id).executeTakeFirstOrThrow()).role).toBe(
      'coordinator',
    );
  });

  it('refuses to let an admin deactivate or demote their own account', async () => {
    expect((await staffJson(h, 'PUT', `/api/accounts/${admin.id}/`, admin, { is_active: false })).statusCode).toBe(409);
    expect((await staffJson(h, 'PUT', `/api/accounts/${admin.id}/`, admin, { role: 'coordinator' })).statusCode).toBe(409);
    expect((await h.inject({ method: 'GET', url: '/api/profile/', headers: admin.headers })).statusCode).toBe(200);
  });
});
