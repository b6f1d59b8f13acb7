import { describe, expect, it } from 'vitest';
import { createStaff, staffJson, staffSuite } from '../test-support/staff-fixtures';
import { hashToken } from '../auth/tokens';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

const unauthenticated = { error: 'Authentication credentials were not provided or are not valid.' };
const get = (url: string, authorization?: string) => h.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('requireStaff', () => {
  it('refuses a request without a token with 401, the one error shape and WWW-Authenticate', async () => {
    const res = await get('/api/profile/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
    expect(res.headers['www-authenticate']).toBe('Token');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a junk token', 'Token not-a-real-token'],
    ['a well-formed unknown token', `Token ${'A'.repeat(43)}`],
    ['another scheme', `Bearer ${'A'.repeat(43)}`],
    ['the word Token alone', 'Token '],
  ])('refuses %s with 401', async (_name, header) => {
    const res = await get('/api/profile/', header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
  });

  it('lets a valid token through and marks the reply no-store', async () => {
    const res = await get('/api/profile/', admin.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(admin.username);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a coordinator on an admin-only route with 403', async () => {
    const res = await get('/api/accounts/', coordinator.headers.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have permission to do this.' });
    expect((await get('/api/accounts/', admin.headers.authorization)).statusCode).toBe(200);
  });

  it('refuses an expired token with 401', async () => {
    const staff = await createStaff(h, { role: 'admin' });
    await h.db.kysely
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(staff.token))
      .execute();
    expect((await get('/api/profile/', staff.headers.authorization)).statusCode).toBe(401);
  });

  it('refuses a revoked token at once (logout), and logout itself needs a token', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    expect((await get('/api/profile/', staff.headers.authorization)).statusCode).toBe(200);
    const out = await staffJson(h, 'POST', '/api/logout/', staff);
    expect(out.statusCode).toBe(200);
    expect((await get('/api/profile/', staff.headers.authorization)).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', '/api/logout/', staff)).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', '/api/logout/', null)).statusCode).toBe(401);
  });

  it('refuses the token of a deactivated account with 401', async () => {
    const staff = await createStaff(h, { role: 'coordinator' });
    await h.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', staff.id).execute();
    expect((await get('/api/profile/', staff.headers.authorization)).statusCode).toBe(401);
  });

  it('stores tokens only as hashes', async () => {
    const row = await h.db.kysely.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(admin.token));
    expect(row.token_hash).not.toContain(admin.token);
    expect(Buffer.from(admin.token, 'base64url').length * 8).toBeGreaterThanOrEqual(160);
  });
});
