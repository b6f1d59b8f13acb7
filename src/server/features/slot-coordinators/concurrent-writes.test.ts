// Concurrent writes at the slot coordinators' endpoints: a coordinator saving twice at once (a
// double click), a save racing an admin removing a chosen slot or deactivating them, and admins
// allocating, releasing and resizing a slot at once. Each request answers with its own outcome (2xx,
// or a 4xx such as 409 for a lost race), never a 5xx; on PostgreSQL the double save answered 500
// (duplicate key) before the coordinator's row was locked first.
import { describe, expect, it } from 'vitest';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';
import { issueSlotSession } from './slot-coordinators';

const { h, admin, camps } = staffSuite({ camps: { a: 'Dharchula camp' }, staff: { admin: 'admin' } });

type Reply = { statusCode: number; body: string };
const ROUNDS = 20;

function expectNoServerError(replies: Reply[]) {
  expect(replies.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
}

let phoneSeq = 0;
async function coordinatorWithSession() {
  const phone = `+9196${String(10000000 + ++phoneSeq).slice(-8)}`;
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/', admin, { name: 'Neha Pant', phone_number: phone, camp: camps.a });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const { token } = await issueSlotSession(h.db.kysely, id, 8);
  return { id, headers: { authorization: `Token ${token}` } };
}

let slotSeq = 0;
async function newSlot(capacity = 3) {
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, {
    name: `Week ${++slotSeq}`,
    camp: camps.a,
    start_date: '2026-06-01',
    end_date: '2026-06-07',
    capacity,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function newDepartment(name: string) {
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/departments/', admin, { name, description: '' });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const save = (who: { headers: Record<string, string> }, slots: number[], departments: number[], note = '') =>
  h.inject({ method: 'POST', url: '/api/slot-coordinators/preferences/', headers: who.headers, payload: { slots, departments, note } });

describe('concurrent writes at the slot coordinators’ endpoints never answer 5xx', () => {
  it('POST /preferences/ twice (and three times) at once: every save stored whole, one of them last', async () => {
    const slots = [await newSlot(), await newSlot(), await newSlot()];
    const departments = [await newDepartment(`Kitchen ${Date.now()}`), await newDepartment(`Library ${Date.now()}`)];
    const replies: Reply[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const who = await coordinatorWithSession();
      const choices = [
        [slots, departments],
        [[...slots].reverse(), [...departments].reverse()],
        [slots.slice(0, 1), departments.slice(1)],
      ] as const;
      const sent = await Promise.all(choices.slice(0, 2 + (round % 2)).map(([s, d], i) => save(who, [...s], [...d], `save ${i}`)));
      replies.push(...sent);
      expect(sent.map((r) => r.statusCode)).toEqual(sent.map(() => 200));
      // What is stored is one save's choices, never a mix of two.
      const stored = await h.db.kysely
        .selectFrom('slot_preferences')
        .select(['slot_id'])
        .where('coordinator_id', '=', who.id)
        .orderBy('rank')
        .execute();
      const note = (
        await h.db.kysely.selectFrom('slot_coordinators').select('preferences_note').where('id', '=', who.id).executeTakeFirstOrThrow()
      ).preferences_note;
      const chosen = choices[Number(note.slice(-1))]![0];
      expect(stored.map((r) => r.slot_id)).toEqual([...chosen]);
    }
    expectNoServerError(replies);
  });

  it('a save racing the removal of a chosen slot, and the coordinator’s deactivation', async () => {
    const replies: Reply[] = [];
    const kept = await newSlot();
    for (let round = 0; round < 10; round++) {
      const who = await coordinatorWithSession();
      const doomed = await newSlot();
      const sent = await Promise.all([
        save(who, [doomed, kept], []),
        staffJson(h, 'DELETE', `/api/slot-coordinators/slots/${doomed}/`, admin),
        save(who, [kept, doomed], []),
        ...(round % 2 ? [staffJson(h, 'PUT', `/api/slot-coordinators/${who.id}/`, admin, { is_active: false })] : []),
      ]);
      replies.push(...sent);
      // A save either went in before the removal (200) or found the slot gone (400), or the session ended (401).
      for (const r of [sent[0]!, sent[2]!]) expect([200, 400, 401]).toContain(r.statusCode);
    }
    expectNoServerError(replies);
  });

  it('allocations, releases and a capacity change on one slot at once stay within capacity', async () => {
    const replies: Reply[] = [];
    for (let round = 0; round < 10; round++) {
      const slot = await newSlot(2);
      const people = await Promise.all([1, 2, 3].map(() => coordinatorWithSession()));
      const sent = await Promise.all([
        ...people.map((p) => staffJson(h, 'POST', `/api/slot-coordinators/slots/${slot}/allocations/`, admin, { coordinator: p.id })),
        staffJson(h, 'POST', `/api/slot-coordinators/slots/${slot}/allocations/`, admin, { coordinator: people[0]!.id }),
        staffJson(h, 'DELETE', `/api/slot-coordinators/slots/${slot}/allocations/${people[1]!.id}/`, admin),
        staffJson(h, 'PUT', `/api/slot-coordinators/slots/${slot}/`, admin, {
          name: `Resized ${round}`,
          camp: camps.a,
          start_date: '2026-06-01',
          end_date: '2026-06-07',
          capacity: 1,
        }),
        staffJson(h, 'PUT', `/api/slot-coordinators/${people[2]!.id}/`, admin, { is_active: false }),
        save(people[0]!, [slot], []),
      ]);
      replies.push(...sent);
      const filled = await h.db.kysely.selectFrom('slot_allocations').select('coordinator_id').where('slot_id', '=', slot).execute();
      const capacity = (await h.db.kysely.selectFrom('slots').select('capacity').where('id', '=', slot).executeTakeFirstOrThrow()).capacity;
      expect(filled.length).toBeLessThanOrEqual(capacity);
    }
    expectNoServerError(replies);
  });
});
