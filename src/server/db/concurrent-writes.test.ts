// Concurrent writes at every staff endpoint that writes several rows in one transaction: each
// answers with its own outcome (2xx, or a 4xx such as 409 for a lost race), never a 5xx. On
// PostgreSQL these found deadlocks (an account demoted and edited at once); on SQLite they prove the
// same answers. The slot coordinators' endpoints are covered beside their code.
import { describe, expect, it } from 'vitest';
import { postJson } from '../test-support/api-harness';
import { createCamp, createStaff, staffJson, staffSuite, studentInput } from '../test-support/staff-fixtures';

const { h, admin, camps } = staffSuite({
  env: { RATE_LIMIT_PUBLIC_FORMS: '100000', LOGIN_MAX_PER_ADDRESS: '100000', REGISTER_MAX_PER_ADDRESS: '100000' },
  camps: { a: 'Munsiyari camp', b: 'Dharchula camp' },
  staff: { admin: 'admin' },
});

type Reply = { statusCode: number; body: string };

function expectNoServerError(replies: Reply[]) {
  const failed = replies.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`);
  expect(failed).toEqual([]);
}

const ROUNDS = 10;
/** Each round hashes passwords (scrypt) on a machine that may be shared: generous. */
const SLOW = 120_000;

describe('concurrent writes never answer 5xx', () => {
  it(
    'PUT /api/accounts/{id}/: deactivation, camps and role at once (the deadlock the probe found)',
    async () => {
      const replies: Reply[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const staff = await createStaff(h, { role: round % 2 ? 'admin' : 'coordinator' });
        const url = `/api/accounts/${staff.id}/`;
        replies.push(
          ...(await Promise.all([
            staffJson(h, 'PUT', url, admin, { is_active: false }),
            staffJson(h, 'PUT', url, admin, { allocated_camps: [camps.a, camps.b] }),
            staffJson(h, 'PUT', url, admin, { role: round % 2 ? 'coordinator' : 'admin' }),
            staffJson(h, 'POST', `${url}reset-password/`, admin),
          ])),
        );
        const row = await h.db.kysely.selectFrom('users').select(['is_active']).where('id', '=', staff.id).executeTakeFirstOrThrow();
        expect(row.is_active).toBe(0);
      }
      expectNoServerError(replies);
      expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    },
    SLOW,
  );

  it(
    'two admins demoting each other and editing at once: one admin always stays',
    async () => {
      const replies: Reply[] = [];
      for (let round = 0; round < 5; round++) {
        const a = await createStaff(h, { role: 'admin' });
        const b = await createStaff(h, { role: 'admin' });
        replies.push(
          ...(await Promise.all([
            staffJson(h, 'PUT', `/api/accounts/${b.id}/`, a, { role: 'coordinator' }),
            staffJson(h, 'PUT', `/api/accounts/${a.id}/`, b, { is_active: false }),
            staffJson(h, 'PUT', `/api/accounts/${a.id}/`, admin, { allocated_camps: [camps.a] }),
            staffJson(h, 'PUT', `/api/accounts/${b.id}/`, admin, { allocated_camps: [camps.b] }),
          ])),
        );
      }
      expectNoServerError(replies);
    },
    SLOW,
  );

  it(
    'approval decisions racing an account edit and each other',
    async () => {
      const replies: Reply[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const username = `racer${round}x${Date.now() % 100000}`;
        const registered = await postJson(h, '/api/register/', {
          username,
          password: 'blue-pine-ridge-2026',
          full_name: 'Kamla Bisht',
          email: `${username}@example.org`,
          phone: '9876543210',
          note: '',
        });
        expect(registered.statusCode).toBe(201);
        const request = await h.db.kysely
          .selectFrom('approval_requests')
          .innerJoin('users', 'users.id', 'approval_requests.user_id')
          .select(['approval_requests.id', 'users.id as user_id'])
          .where('users.username', '=', username)
          .executeTakeFirstOrThrow();
        replies.push(
          ...(await Promise.all([
            staffJson(h, 'POST', `/api/approval-requests/${request.id}/approve/`, admin, { comments: '', allocated_camps: [camps.a] }),
            staffJson(h, 'POST', `/api/approval-requests/${request.id}/reject/`, admin, { comments: 'Not this year' }),
            staffJson(h, 'PUT', `/api/accounts/${request.user_id}/`, admin, { allocated_camps: [camps.b], is_active: false }),
          ])),
        );
      }
      expectNoServerError(replies);
    },
    SLOW,
  );

  it(
    'a profile edit and a password change at once, and a student edited and removed at once',
    async () => {
      const camp = await createCamp(h, 'Race camp');
      const replies: Reply[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const staff = await createStaff(h, { role: 'coordinator', password: 'blue-pine-ridge-2026' });
        const created = await staffJson(h, 'POST', '/api/students/', admin, studentInput(camp));
        expect(created.statusCode).toBe(201);
        const student = created.json().id as number;
        replies.push(
          ...(await Promise.all([
            staffJson(h, 'PUT', '/api/profile/', staff, { full_name: `Renamed ${round}` }),
            staffJson(h, 'POST', '/api/profile/password/', staff, {
              current_password: 'blue-pine-ridge-2026',
              new_password: `snow-ridge-path-${round}x`,
            }),
            staffJson(h, 'PUT', `/api/accounts/${staff.id}/`, admin, { allocated_camps: [camp] }),
            staffJson(h, 'PUT', `/api/students/${student}/`, admin, { standard: 11 }),
            staffJson(h, 'PUT', `/api/students/${student}/`, admin, { school: 'GIC Munsiyari' }),
            staffJson(h, 'DELETE', `/api/students/${student}/`, admin),
          ])),
        );
      }
      expectNoServerError(replies);
    },
    SLOW,
  );

  it(
    'an inbox entry marked by several admins at once',
    async () => {
      const replies: Reply[] = [];
      const other = await createStaff(h, { role: 'admin' });
      for (let round = 0; round < ROUNDS; round++) {
        const sent = await postJson(h, '/api/volunteer-applications/', {
          full_name: 'Asha Rawat',
          email: `asha${round}@example.org`,
          role: 'Content Creator',
          message: 'I can teach maths.',
        });
        expect(sent.statusCode).toBe(201);
        const id = sent.json().id as number;
        const url = `/api/inbox/volunteer-applications/${id}/`;
        replies.push(
          ...(await Promise.all([
            staffJson(h, 'PATCH', url, admin, { status: 'reviewed' }),
            staffJson(h, 'PATCH', url, other, { status: 'archived' }),
            staffJson(h, 'PATCH', url, admin, { status: 'new' }),
          ])),
        );
      }
      expectNoServerError(replies);
    },
    SLOW,
  );
});
