import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { campScope } from '../../auth/camp-scope';
import { createCamp, createStaff, staffJson, type StaffFixture, userIdOf } from '../../test-support/staff-fixtures';

let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
let campA: number;
let campB: number;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000', REGISTER_MAX_PER_ADDRESS: '1000' });
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator' });
  campA = await createCamp(h, 'Dharchula');
  campB = await createCamp(h, 'Gopeshwar');
});
afterAll(() => h.close());

let n = 0;
async function registerOne() {
  const username = `applicant${++n}`;
  const res = await postJson(h, '/api/register/', {
    username,
    password: 'pine-needle-breeze-31',
    full_name: `Applicant ${n}`,
    email: `a${n}@example.org`,
    note: 'Taught at the 2024 camp',
  });
  expect(res.statusCode).toBe(201);
  const request = await h.db.kysely
    .selectFrom('approval_requests')
    .select('id')
    .where('user_id', '=', await userIdOf(h, res.json().username))
    .executeTakeFirstOrThrow();
  return { userId: (await userIdOf(h, res.json().username)) as number, requestId: request.id, username };
}

const snapshot = async (userId: number) => ({
  user: await h.db.kysely.selectFrom('users').select(['is_active', 'all_camps', 'role']).where('id', '=', userId).executeTakeFirstOrThrow(),
  requests: await h.db.kysely.selectFrom('approval_requests').selectAll().where('user_id', '=', userId).execute(),
  camps: await h.db.kysely.selectFrom('user_camps').selectAll().where('user_id', '=', userId).execute(),
  audit: await h.count('audit_log'),
});

describe('approval requests', () => {
  it('lists requests newest first for admins, filtered by status', async () => {
    const first = await registerOne();
    const second = await registerOne();
    const res = await staffJson(h, 'GET', '/api/approval-requests/?status=pending', admin);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { id: number }) => r.id);
    expect(ids.indexOf(second.requestId)).toBeLessThan(ids.indexOf(first.requestId));
    expect(res.json()[0]).toMatchObject({ status: 'pending', note: 'Taught at the 2024 camp', allocated_camps: [], decided_by: null });
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const approved = await staffJson(h, 'GET', '/api/approval-requests/?status=approved', admin);
    expect(approved.json().every((r: { status: string }) => r.status === 'approved')).toBe(true);
    expect((await staffJson(h, 'GET', '/api/approval-requests/?status=maybe', admin)).statusCode).toBe(400);
  });

  it('approves: activates the account, records its camps, who decided and when, and an audit entry', async () => {
    const { userId, requestId, username } = await registerOne();
    const res = await staffJson(h, 'POST', `/api/approval-requests/${requestId}/approve/`, admin, {
      comments: 'Dharchula only',
      allocated_camps: [campA],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      comments: 'Dharchula only',
      allocated_camps: [campA],
      decided_by: admin.username,
      username,
    });
    expect(Date.parse(res.json().decided_at)).toBeGreaterThan(Date.now() - 60_000);
    const after = await snapshot(userId);
    expect(after.user).toEqual({ is_active: 1, all_camps: 0, role: 'coordinator' });
    expect(after.camps.map((c) => c.camp_id)).toEqual([campA]);
    const [entry] = await auditEntries(h, { entity: 'approval_request', entity_id: requestId });
    expect(entry).toMatchObject({ action: 'approve', actor: admin.username, actor_id: admin.id });
    expect(JSON.parse(entry!.details)).toEqual({ user_id: userId, allocated_camps: [campA] });
  });

  it('approving without camps lets the coordinator touch every camp', async () => {
    const { userId, requestId } = await registerOne();
    const res = await staffJson(h, 'POST', `/api/approval-requests/${requestId}/approve/`, admin, { comments: '' });
    expect(res.statusCode).toBe(200);
    expect((await snapshot(userId)).user.all_camps).toBe(1);
  });

  it('a coordinator whose only camp is deleted is left with no camp, not with every camp', async () => {
    const { userId, requestId } = await registerOne();
    const doomed = await createCamp(h, 'Short-lived camp');
    await staffJson(h, 'POST', `/api/approval-requests/${requestId}/approve/`, admin, { comments: '', allocated_camps: [doomed] });
    await h.db.kysely.deleteFrom('camps').where('id', '=', doomed).execute();
    const session = { tokenId: 0, userId, username: 'x', role: 'coordinator' as const, mustChangePassword: false };
    expect(await campScope(h.db.kysely, session)).toEqual({ all: false, camps: new Set() });
  });

  it('deciding twice is a 409 that changes nothing', async () => {
    const { userId, requestId } = await registerOne();
    await staffJson(h, 'POST', `/api/approval-requests/${requestId}/approve/`, admin, { comments: 'ok', allocated_camps: [campB] });
    const before = await snapshot(userId);
    for (const verdict of ['approve', 'reject']) {
      const res = await staffJson(h, 'POST', `/api/approval-requests/${requestId}/${verdict}/`, admin, {
        comments: 'again',
        allocated_camps: [campA],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This request has already been decided.' });
    }
    expect(await snapshot(userId)).toEqual(before);
  });

  it('two admins deciding at once: one wins, the other gets 409', async () => {
    const { requestId } = await registerOne();
    const other = await createStaff(h, { role: 'admin' });
    const results = await Promise.all([
      staffJson(h, 'POST', `/api/approval-requests/${requestId}/approve/`, admin, { comments: 'yes' }),
      staffJson(h, 'POST', `/api/approval-requests/${requestId}/reject/`, other, { comments: 'no' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('rejects: keeps the record, leaves the account inactive', async () => {
    const { userId, requestId } = await registerOne();
    const res = await staffJson(h, 'POST', `/api/approval-requests/${requestId}/reject/`, admin, { comments: 'Not a volunteer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', comments: 'Not a volunteer', decided_by: admin.username });
    const after = await snapshot(userId);
    expect(after.user.is_active).toBe(0);
    expect(after.requests).toHaveLength(1);
  });

  it('refuses an unknown camp with 400 and an unknown request with 404, changing nothing', async () => {
    const { userId, requestId } = await registerOne();
    const before = await snapshot(userId);
    const res = await staffJson(h, 'POST', `/api/approval-requests/${requestId}/approve/`, admin, {
      comments: '',
      allocated_camps: [campA, 999999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ allocated_camps: ['There is no camp with this id.'] });
    expect((await staffJson(h, 'POST', '/api/approval-requests/999999/approve/', admin, { comments: '' })).statusCode).toBe(404);
    expect(await snapshot(userId)).toEqual(before);
  });

  it('is for admins only: 401 without a token, 403 for a coordinator, nothing changed', async () => {
    const { userId, requestId } = await registerOne();
    const before = await snapshot(userId);
    expect((await staffJson(h, 'GET', '/api/approval-requests/', null)).statusCode).toBe(401);
    expect((await staffJson(h, 'GET', '/api/approval-requests/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', `/api/approval-requests/${requestId}/approve/`, coordinator, { comments: '' })).statusCode).toBe(
      403,
    );
    expect((await staffJson(h, 'POST', `/api/approval-requests/${requestId}/reject/`, null, { comments: '' })).statusCode).toBe(401);
    expect(await snapshot(userId)).toEqual(before);
  });
});

describe('audit log', () => {
  it('is readable by admins only, newest first, filtered by entity', async () => {
    expect((await staffJson(h, 'GET', '/api/audit-log/', coordinator)).statusCode).toBe(403);
    const res = await staffJson(h, 'GET', '/api/audit-log/?entity=approval_request&page_size=5', admin);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as { entity: string; created_at: string; id: number }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.entity === 'approval_request')).toBe(true);
    const sorted = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    expect(entries).toEqual(sorted);
  });
});
