// The admins' staff accounts calls: the list with last sign-in, role and camp changes, deactivation
// (the account's next request is a 401), reactivation, the password reset with its forced change,
// the last active admin, and that every refusal changes nothing.
import { describe, expect, it } from 'vitest';
import { auditEntries, postJson } from '../../test-support/api-harness';
import { createCamp, createStaff, staffJson, staffSuite, type StaffFixture } from '../../test-support/staff-fixtures';
import { verifyPassword } from './password';

const { h, admin, coordinator } = staffSuite({
  env: { RATE_LIMIT_PUBLIC_FORMS: '1000', LOGIN_MAX_PER_ADDRESS: '1000' },
  staff: { admin: 'admin', coordinator: 'coordinator' },
});

const PASSWORD = 'blue-pine-ridge-2026';
const login = (username: string, password: string) => postJson(h, '/api/login/', { username, password });
const withToken = (token: string) => ({ headers: { authorization: `Token ${token}` } });

/** Every row a refused account call could touch. */
async function snapshot() {
  const [users, camps, tokens, audit] = await Promise.all([
    h.db.kysely.selectFrom('users').selectAll().orderBy('id').execute(),
    h.db.kysely.selectFrom('user_camps').selectAll().orderBy('user_id').orderBy('camp_id').execute(),
    h.db.kysely.selectFrom('auth_tokens').selectAll().orderBy('id').execute(),
    h.count('audit_log'),
  ]);
  return { users, camps, tokens, audit };
}

/** Leaves `keep` as the only active admin (other tests make admins of their own). */
async function onlyActiveAdmin(keep: StaffFixture) {
  await h.db.kysely.updateTable('users').set({ is_active: 0 }).where('role', '=', 'admin').where('id', '!=', keep.id).execute();
}

const userRow = (id: number) => h.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/accounts/', () => {
  it('shows each account with its role, camps, status, last sign-in and whether a password change is due', async () => {
    const staff = await createStaff(h, { role: 'coordinator', password: PASSWORD });
    const before = (await staffJson(h, 'GET', '/api/accounts/?page_size=100', admin)).json() as Record<string, unknown>[];
    expect(before.find((a) => a.id === staff.id)).toMatchObject({
      role: 'coordinator',
      is_active: true,
      all_camps: true,
      last_login_at: null,
      must_change_password: false,
    });

    // A failed login is not a sign-in; a successful one is.
    expect((await login(staff.username, 'not-the-password-99')).statusCode).toBe(400);
    expect((await userRow(staff.id)).last_login_at).toBeNull();
    const started = new Date().toISOString();
    const ok = await login(staff.username, PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().must_change_password).toBe(false);
    const after = (await staffJson(h, 'GET', '/api/accounts/?page_size=100', admin)).json() as { id: number; last_login_at: string }[];
    const seen = after.find((a) => a.id === staff.id)!;
    expect(seen.last_login_at >= started).toBe(true);
  });
});

describe('staff account calls are for admins only', () => {
  it('refuses a coordinator with 403 on the list, the edit and the reset, changing nothing', async () => {
    const target = await createStaff(h, { role: 'coordinator' });
    const before = await snapshot();
    expect((await staffJson(h, 'GET', '/api/accounts/', coordinator)).statusCode).toBe(403);
    for (const body of [{ is_active: false }, { role: 'admin' }, { allocated_camps: [] }]) {
      const res = await staffJson(h, 'PUT', `/api/accounts/${target.id}/`, coordinator, body);
      expect(res.statusCode).toBe(403);
    }
    // A coordinator cannot promote themselves either.
    expect((await staffJson(h, 'PUT', `/api/accounts/${coordinator.id}/`, coordinator, { role: 'admin' })).statusCode).toBe(403);
    const reset = await staffJson(h, 'POST', `/api/accounts/${target.id}/reset-password/`, coordinator);
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({ error: 'You do not have permission to do this.' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/accounts/{id}/', () => {
  it('changes the role and the camps, in the audit log', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    const camp = await createCamp(h, 'Gunji');
    const res = await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { role: 'admin', allocated_camps: [camp, camp] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', allocated_camps: [{ id: camp, name: 'Gunji' }] });
    const [entry] = await auditEntries(h, { entity: 'user', entity_id: staff.id });
    expect(entry).toMatchObject({ action: 'update', actor: admin.username, actor_id: admin.id });
    expect(JSON.parse(entry!.details)).toEqual({ fields: ['allocated_camps', 'role'], role: 'admin', allocated_camps: [camp] });
  });

  it.each([
    ['an unknown role', { role: 'superuser' }],
    ['a status that is not a flag', { is_active: 'maybe' }],
    ['camps that are not ids', { allocated_camps: ['first'] }],
    ['an unknown camp, with a valid role', { role: 'admin', allocated_camps: [999999] }],
  ])('refuses %s with 400, changing nothing', async (_name, body) => {
    const staff = await createStaff(h, { role: 'coordinator' });
    const before = await snapshot();
    const res = await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an account that does not exist', async () => {
    const before = await snapshot();
    expect((await staffJson(h, 'PUT', '/api/accounts/999999/', admin, { is_active: false })).statusCode).toBe(404);
    expect((await staffJson(h, 'POST', '/api/accounts/999999/reset-password/', admin)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('deactivation and reactivation', () => {
  it('signs the account out at once: its very next request is a 401', async () => {
    const staff = await createStaff(h, { role: 'coordinator', password: PASSWORD });
    const second = (await login(staff.username, PASSWORD)).json().token as string;
    expect((await staffJson(h, 'GET', '/api/students/', staff)).statusCode).toBe(200);

    const res = await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    for (const who of [staff, withToken(second)]) {
      const next = await staffJson(h, 'GET', '/api/students/', who);
      expect(next.statusCode).toBe(401);
      expect(next.json()).toEqual({ error: 'Authentication credentials were not provided or are not valid.' });
    }
    // Nor can it log in again while inactive.
    expect((await login(staff.username, PASSWORD)).statusCode).toBe(403);

    const back = await staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { is_active: true });
    expect(back.json().is_active).toBe(true);
    // The old sessions stay ended; a new login works.
    expect((await staffJson(h, 'GET', '/api/students/', staff)).statusCode).toBe(401);
    expect((await login(staff.username, PASSWORD)).statusCode).toBe(200);

    const audit = await auditEntries(h, { entity: 'user', entity_id: staff.id });
    expect(audit.map((a) => [a.action, JSON.parse(a.details)])).toEqual([
      ['deactivate', { fields: ['is_active'], is_active: false, tokens_revoked: 2 }],
      ['reactivate', { fields: ['is_active'], is_active: true }],
    ]);
  });
});

describe('the last active admin', () => {
  it('cannot be deactivated or demoted, not even by itself; nothing changes', async () => {
    await onlyActiveAdmin(admin);
    const before = await snapshot();
    for (const body of [{ is_active: false }, { role: 'coordinator' }, { role: 'coordinator', is_active: false }]) {
      const res = await staffJson(h, 'PUT', `/api/accounts/${admin.id}/`, admin, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This is the last active administrator: it cannot be deactivated or lose its admin role.' });
    }
    expect(await snapshot()).toEqual(before);
    expect((await staffJson(h, 'GET', '/api/accounts/', admin)).statusCode).toBe(200);
  });

  it('leaves other admins free to be demoted while one active admin remains, but never an admin its own', async () => {
    await onlyActiveAdmin(admin);
    const other = await createStaff(h, { role: 'admin' });
    expect((await staffJson(h, 'PUT', `/api/accounts/${admin.id}/`, admin, { role: 'coordinator' })).json()).toEqual({
      error: 'You cannot deactivate your own account or remove your own admin role.',
    });
    const res = await staffJson(h, 'PUT', `/api/accounts/${other.id}/`, admin, { role: 'coordinator' });
    expect(res.statusCode).toBe(200);
    // Now the only one again.
    expect((await staffJson(h, 'PUT', `/api/accounts/${admin.id}/`, admin, { is_active: false })).statusCode).toBe(409);
  });

  it('survives two admins deactivating each other at the same moment: one wins, one admin stays active', async () => {
    await onlyActiveAdmin(admin);
    const a = await createStaff(h, { role: 'admin' });
    const b = await createStaff(h, { role: 'admin' });
    await h.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', admin.id).execute();
    try {
      const replies = await Promise.all([
        staffJson(h, 'PUT', `/api/accounts/${b.id}/`, a, { is_active: false }),
        staffJson(h, 'PUT', `/api/accounts/${a.id}/`, b, { is_active: false }),
      ]);
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      // The loser's request was either refused as the last admin's, or found its token revoked.
      expect([409, 401]).toContain(codes.find((c) => c !== 200));
      const active = await h.db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('is_active', '=', 1)
        .where('id', 'in', [a.id, b.id])
        .execute();
      expect(active).toHaveLength(1);
    } finally {
      await h.db.kysely.updateTable('users').set({ is_active: 1 }).where('id', '=', admin.id).execute();
    }
  });
});

describe('POST /api/accounts/{id}/reset-password/', () => {
  it('sets a temporary password shown once and stored hashed, ends every session, and forces a change before anything else', async () => {
    const staff = await createStaff(h, { role: 'coordinator', password: PASSWORD });
    const res = await staffJson(h, 'POST', `/api/accounts/${staff.id}/reset-password/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { temporary_password: temporary, ...rest } = res.json();
    expect(rest).toEqual({
      id: staff.id,
      username: staff.username,
      detail: `A temporary password was set for ${staff.username}. It is shown only this once and must be changed at the next login.`,
    });
    expect(temporary).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    const row = await userRow(staff.id);
    expect(row.password_hash).not.toContain(temporary);
    expect((await verifyPassword(temporary, row.password_hash)).ok).toBe(true);
    expect(row.must_change_password).toBe(1);
    // Two resets never give the same password.
    expect(temporary).not.toBe((await staffJson(h, 'POST', `/api/accounts/${staff.id}/reset-password/`, admin)).json().temporary_password);
    const again = await staffJson(h, 'POST', `/api/accounts/${staff.id}/reset-password/`, admin);
    const current = again.json().temporary_password as string;

    // The old session and the old password are gone.
    expect((await staffJson(h, 'GET', '/api/profile/', staff)).statusCode).toBe(401);
    expect((await login(staff.username, PASSWORD)).statusCode).toBe(400);
    expect((await login(staff.username, temporary)).statusCode).toBe(400);

    const signedIn = await login(staff.username, current);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().must_change_password).toBe(true);
    const session = withToken(signedIn.json().token);

    // Until the change, only the profile, the change itself and logout are served.
    for (const [method, url] of [
      ['GET', '/api/students/'],
      ['DELETE', '/api/students/1/'],
      ['PUT', '/api/profile/'],
    ] as const) {
      const refused = await staffJson(h, method, url, session, method === 'PUT' ? { full_name: 'Changed' } : undefined);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ error: 'Your password was reset. Please change it before you continue.' });
    }
    expect((await userRow(staff.id)).full_name).toBe(`Test ${staff.username}`);
    const profile = await staffJson(h, 'GET', '/api/profile/', session);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().must_change_password).toBe(true);
    const listed = (await staffJson(h, 'GET', '/api/accounts/?page_size=100', admin)).json() as {
      id: number;
      must_change_password: boolean;
    }[];
    expect(listed.find((a) => a.id === staff.id)?.must_change_password).toBe(true);

    // The temporary password cannot be kept.
    const same = await staffJson(h, 'POST', '/api/profile/password/', session, { current_password: current, new_password: current });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.new_password).toContain('The new password must be different from the current one.');
    expect((await userRow(staff.id)).must_change_password).toBe(1);

    const changed = await staffJson(h, 'POST', '/api/profile/password/', session, {
      current_password: current,
      new_password: 'a-fresh-mountain-path-7',
    });
    expect(changed.statusCode).toBe(200);
    expect((await staffJson(h, 'GET', '/api/students/', session)).statusCode).toBe(200);
    expect((await staffJson(h, 'GET', '/api/profile/', session)).json().must_change_password).toBe(false);
    expect((await login(staff.username, 'a-fresh-mountain-path-7')).json().must_change_password).toBe(false);

    const audit = await auditEntries(h, { entity: 'user', entity_id: staff.id });
    expect(audit.map((a) => [a.actor, a.action])).toEqual([
      [admin.username, 'password_reset'],
      [admin.username, 'password_reset'],
      [admin.username, 'password_reset'],
      [staff.username, 'password'],
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ tokens_revoked: 1 });
    // The audit log never holds the temporary password.
    expect(audit.map((a) => a.details).join(' ')).not.toContain(current);
  });

  it('refuses an admin resetting their own password (the profile is for that), changing nothing', async () => {
    const before = await snapshot();
    const res = await staffJson(h, 'POST', `/api/accounts/${admin.id}/reset-password/`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'To change your own password, use your profile.' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an id that is not a number with 400', async () => {
    const before = await snapshot();
    expect((await staffJson(h, 'POST', '/api/accounts/abc/reset-password/', admin)).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
