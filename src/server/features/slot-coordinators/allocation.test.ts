import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../app';
import { preferencesBoard } from '../../../shared/schemas/staff/slot-coordinators';
import { auditEntries, createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { createCamp, createStaff, staffJson, type StaffFixture } from '../../test-support/staff-fixtures';
import { outboxOf } from './sms';

// The admins' calls for slot coordinators (decision 0016): coordinators by camp with their last sign-in, slots with hours and
// capacity, the preferences board and its CSV, and allocation within capacity. Codes are read from
// the log, where the default SMS sender writes them.
let base: Harness;
let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
let campA: number;
let campB: number;
const sent: { message: string }[] = [];
beforeAll(async () => {
  base = await createHarness({ OTP_MAX_PER_ADDRESS: '200', OTP_RESEND_SECONDS: '0' });
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        const line = JSON.parse(String(chunk)) as { sms?: { message: string } };
        if (line.sms) sent.push(line.sms);
        done();
      },
    }),
  );
  const app = await buildApi(base.config, { db: base.db, logger: log });
  await app.ready();
  h = {
    ...base,
    app,
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await base.close();
    },
  };
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator' });
  campA = await createCamp(h, 'Dharchula');
  campB = await createCamp(h, 'Munsiyari');
});
afterAll(() => h.close());

let phoneSeq = 0;
async function registerCoordinator(name: string, camp: number | null = campA) {
  const phone = `+9197${String(10000000 + ++phoneSeq).slice(-8)}`;
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/', admin, { name, phone_number: phone, camp });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, phone };
}

/** Signs in with the code from the log; the token, or the refusal's status. */
async function signIn(phone: string): Promise<{ status: number; token?: string }> {
  const before = sent.length;
  await postJson(h, '/api/slot-coordinators/request-otp/', { phone_number: phone });
  // The code is stored and sent once the reply has gone.
  await outboxOf(h.db)!.drain();
  const sms = sent.slice(before).at(-1);
  if (!sms) return { status: 0 };
  const otp = /\b(\d{6})\b/.exec(sms.message)![1]!;
  const res = await postJson(h, '/api/slot-coordinators/verify-otp/', { otp, phone_number: phone });
  return { status: res.statusCode, token: res.json().token };
}

const withToken = (token: string) => ({ headers: { authorization: `Token ${token}` } });

async function mkSlot(name: string, extra: Record<string, unknown> = {}) {
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, {
    name,
    camp: campA,
    start_date: '2026-06-01',
    end_date: '2026-06-01',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function mkDepartment(name: string) {
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/departments/', admin, { name });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function savePreferences(token: string, slots: number[], departments: number[]) {
  const res = await staffJson(h, 'POST', '/api/slot-coordinators/preferences/', withToken(token), { slots, departments });
  expect(res.statusCode).toBe(200);
}

const allocationCount = async () => h.count('slot_allocations');

describe('coordinators: camp, deactivation and last sign-in', () => {
  it('registers a coordinator for a camp; an unknown camp is refused, storing nothing', async () => {
    const rows = await h.count('slot_coordinators');
    const bad = await staffJson(h, 'POST', '/api/slot-coordinators/', admin, { name: 'X', phone_number: '+919700099999', camp: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ camp: ['There is no camp with this id.'] });
    expect(await h.count('slot_coordinators')).toBe(rows);

    const { id } = await registerCoordinator('Kamla Joshi');
    const list = await staffJson(h, 'GET', '/api/slot-coordinators/', admin);
    expect(list.json().find((c: { id: number }) => c.id === id)).toMatchObject({
      camp_id: campA,
      camp_name: 'Dharchula',
      is_active: true,
      last_login_at: null,
    });
    const moved = await staffJson(h, 'PUT', `/api/slot-coordinators/${id}/`, admin, { camp: campB });
    expect(moved.json()).toMatchObject({ camp_id: campB, camp_name: 'Munsiyari', name: 'Kamla Joshi' });
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/${id}/`, admin, { camp: 999999 })).statusCode).toBe(400);
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/${id}/`, coordinator, { camp: campA })).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/', admin)).json().find((c: { id: number }) => c.id === id).camp_id).toBe(
      campB,
    );
  });

  it('records the last sign-in at verify; a deactivated coordinator cannot sign in until reactivated', async () => {
    const { id, phone } = await registerCoordinator('Pushpa Bisht');
    const before = new Date().toISOString();
    const first = await signIn(phone);
    expect(first.status).toBe(200);
    const seen = (await staffJson(h, 'GET', '/api/slot-coordinators/', admin)).json().find((c: { id: number }) => c.id === id);
    expect(seen.last_login_at >= before).toBe(true);

    const off = await staffJson(h, 'PUT', `/api/slot-coordinators/${id}/`, admin, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, last_login_at: seen.last_login_at });
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/details/', withToken(first.token!))).statusCode).toBe(401);
    expect((await signIn(phone)).status).toBe(0); // no code is sent to a deactivated number
    const [entry] = await auditEntries(h, { entity: 'slot_coordinator', entity_id: id, action: 'status' });
    expect(JSON.parse(entry!.details)).toMatchObject({ is_active: false });

    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/${id}/`, admin, { is_active: true })).json().is_active).toBe(true);
    const again = await signIn(phone);
    expect(again.status).toBe(200);
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/details/', withToken(again.token!))).statusCode).toBe(200);
  });
});

describe('slots with hours and capacity; departments edited', () => {
  it('stores hours and capacity (1 when not given); bad hours or capacity are refused, storing nothing', async () => {
    const rows = await h.count('slots');
    const body = { name: 'Morning', camp: campA, start_date: '2026-06-02', end_date: '2026-06-02' };
    for (const [extra, field, message] of [
      [{ start_time: '9am' }, 'start_time', 'Please enter a time as HH:MM.'],
      [{ start_time: '10:00', end_time: '09:30' }, 'end_time', 'The end time must be after the start time.'],
      [{ capacity: 0 }, 'capacity', 'The capacity must be a whole number from 1 to 500.'],
      [{ capacity: 2.5 }, 'capacity', 'The capacity must be a whole number from 1 to 500.'],
      [{ capacity: 501 }, 'capacity', 'The capacity must be a whole number from 1 to 500.'],
    ] as const) {
      const res = await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, { ...body, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await h.count('slots')).toBe(rows);

    const made = await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, {
      ...body,
      start_time: '09:00',
      end_time: '12:30',
      capacity: '3',
    });
    expect(made.json()).toMatchObject({ start_time: '09:00', end_time: '12:30', capacity: 3 });
    const plain = await staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, { ...body, start_time: '' });
    expect(plain.json()).toMatchObject({ start_time: null, end_time: null, capacity: 1 });
  });

  it('changes a slot (admins only; 404 for none)', async () => {
    const id = await mkSlot('Afternoon');
    const body = {
      name: 'Afternoon, later',
      camp: campB,
      start_date: '2026-06-03',
      end_date: '2026-06-04',
      start_time: '14:00',
      capacity: 4,
    };
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/slots/${id}/`, coordinator, body)).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/slots/${id}/`, null, body)).statusCode).toBe(401);
    expect((await staffJson(h, 'PUT', '/api/slot-coordinators/slots/999999/', admin, body)).statusCode).toBe(404);
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/slots/${id}/`, admin, { ...body, start_date: 'soon' })).statusCode).toBe(400);
    const res = await staffJson(h, 'PUT', `/api/slot-coordinators/slots/${id}/`, admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Afternoon, later',
      camp_id: campB,
      camp_name: 'Munsiyari',
      start_time: '14:00',
      end_time: null,
      capacity: 4,
    });
    const [entry] = await auditEntries(h, { entity: 'slot', entity_id: id, action: 'update' });
    expect(entry?.actor).toBe(admin.username);
  });

  it('renames a department; a taken name is refused', async () => {
    const id = await mkDepartment('Hindi');
    await mkDepartment('English');
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/departments/${id}/`, coordinator, { name: 'Hindi 2' })).statusCode).toBe(403);
    const taken = await staffJson(h, 'PUT', `/api/slot-coordinators/departments/${id}/`, admin, { name: 'English' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: ['A department with this name already exists.'] });
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/departments/${id}/`, admin, { name: '' })).statusCode).toBe(400);
    expect((await staffJson(h, 'PUT', '/api/slot-coordinators/departments/999999/', admin, { name: 'X' })).statusCode).toBe(404);
    const res = await staffJson(h, 'PUT', `/api/slot-coordinators/departments/${id}/`, admin, {
      name: 'Hindi literature',
      description: 'Prose',
    });
    expect(res.json()).toEqual({ id, name: 'Hindi literature', description: 'Prose' });
  });
});

describe('the preferences board, its CSV, and allocation', () => {
  let slotA1: number;
  let slotA2: number;
  let slotB: number;
  let physics: number;
  let biology: number;
  let neha: { id: number; phone: string };
  let ravi: { id: number; phone: string };
  let far: { id: number; phone: string };
  beforeAll(async () => {
    slotA1 = await mkSlot('Board week 1', { start_time: '09:00', end_time: '13:00', capacity: 1 });
    slotA2 = await mkSlot('Board week 2', { start_date: '2026-06-08', end_date: '2026-06-14', capacity: 2 });
    slotB = await mkSlot('Board Munsiyari', { camp: campB });
    physics = await mkDepartment('Board Physics');
    biology = await mkDepartment('Board Biology');
    neha = await registerCoordinator('Board Neha');
    ravi = await registerCoordinator('=HYPERLINK("http://x.example")');
    far = await registerCoordinator('Board Far', campB);
    await savePreferences((await signIn(neha.phone)).token!, [slotA2, slotA1], [physics, biology]);
    await savePreferences((await signIn(ravi.phone)).token!, [slotA1], [biology]);
    await savePreferences((await signIn(far.phone)).token!, [slotB, slotA1], [physics]);
  });

  it('shows who prefers each slot and department at which rank, filtered by camp; admins only', async () => {
    for (const who of [coordinator, null]) {
      const res = await staffJson(h, 'GET', `/api/slot-coordinators/board/?camp_id=${campA}`, who);
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/board/?camp_id=abc', admin)).statusCode).toBe(400);

    const res = await staffJson(h, 'GET', `/api/slot-coordinators/board/?camp_id=${campA}`, admin);
    expect(res.statusCode).toBe(200);
    const board = preferencesBoard.parse(res.json());
    expect(board.slots.every((s) => s.camp_id === campA)).toBe(true);
    const a1 = board.slots.find((s) => s.id === slotA1)!;
    expect(a1).toMatchObject({ start_time: '09:00', end_time: '13:00', capacity: 1, filled: 0, allocated: [] });
    // Everyone who chose the camp's slot, whatever their own camp; rank 1 is a first choice.
    expect(a1.preferences.map((p) => [p.name, p.rank])).toEqual([
      ['=HYPERLINK("http://x.example")', 1],
      ['Board Far', 2],
      ['Board Neha', 2],
    ]);
    expect(board.slots.find((s) => s.id === slotA2)!.preferences.map((p) => [p.coordinator_id, p.rank])).toEqual([[neha.id, 1]]);
    expect(board.slots.some((s) => s.id === slotB)).toBe(false);
    // Department preferences of this camp's coordinators only.
    expect(board.departments.find((d) => d.id === physics)!.preferences.map((p) => [p.name, p.rank])).toEqual([['Board Neha', 1]]);
    expect(board.departments.find((d) => d.id === biology)!.preferences.map((p) => [p.name, p.rank])).toEqual([
      ['=HYPERLINK("http://x.example")', 1],
      ['Board Neha', 2],
    ]);

    const all = preferencesBoard.parse((await staffJson(h, 'GET', '/api/slot-coordinators/board/', admin)).json());
    expect(all.slots.some((s) => s.id === slotB)).toBe(true);
    expect(all.departments.find((d) => d.id === physics)!.preferences.map((p) => p.name)).toEqual(['Board Far', 'Board Neha']);
  });

  it('exports the board as CSV, safe from spreadsheet formulas, and logs the export', async () => {
    for (const who of [coordinator, null]) {
      expect((await staffJson(h, 'GET', '/api/slot-coordinators/board/export.csv', who)).statusCode).toBe(who ? 403 : 401);
    }
    expect((await staffJson(h, 'GET', '/api/slot-coordinators/board/export.csv?camp_id=-1', admin)).statusCode).toBe(400);
    const res = await staffJson(h, 'GET', `/api/slot-coordinators/board/export.csv?camp_id=${campA}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="slot-preferences-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    // Phone numbers start with "+", which a spreadsheet would read as a formula: they are text too.
    expect(lines[0]).toBe('Type,Name,Camp,Start date,End date,Start time,End time,Capacity,Filled,Rank,Coordinator,Phone,Allocated');
    expect(lines).toContain(`Slot,Board week 1,Dharchula,2026-06-01,2026-06-01,09:00,13:00,1,0,2,Board Neha,'${neha.phone},No`);
    expect(lines).toContain(`Slot,Board week 2,Dharchula,2026-06-08,2026-06-14,,,2,0,1,Board Neha,'${neha.phone},No`);
    // The name that starts with "=" is made text, not a formula.
    expect(lines).toContain(
      `Slot,Board week 1,Dharchula,2026-06-01,2026-06-01,09:00,13:00,1,0,1,"'=HYPERLINK(""http://x.example"")",'${ravi.phone},No`,
    );
    expect(lines).toContain(`Department,Board Physics,,,,,,,,1,Board Neha,'${neha.phone},`);
    // Not the other camp's slot, nor its coordinator's department choices (their choice of this camp's slot, yes).
    expect(lines.some((l) => l.includes('Board Munsiyari') || (l.startsWith('Department') && l.includes('Board Far')))).toBe(false);
    expect(lines.some((l) => l.startsWith('Slot,Board week 1') && l.includes('Board Far'))).toBe(true);
    expect(lines.at(-1)).toBe('');
    const [entry] = await auditEntries(h, { action: 'export', entity: 'slot_preferences' });
    expect(JSON.parse(entry!.details)).toMatchObject({ camp_id: campA });
  });

  it('allocates within capacity: 409 when full or already there, 400 for no or a deactivated coordinator; the board shows filled', async () => {
    const url = (slot: number) => `/api/slot-coordinators/slots/${slot}/allocations/`;
    expect((await staffJson(h, 'POST', url(slotA1), coordinator, { coordinator: neha.id })).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', url(slotA1), null, { coordinator: neha.id })).statusCode).toBe(401);
    const before = await allocationCount();
    for (const [body, status] of [
      [{}, 400],
      [{ coordinator: 'x' }, 400],
      [{ coordinator: 999999 }, 400],
    ] as const) {
      expect((await staffJson(h, 'POST', url(slotA1), admin, body)).statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await staffJson(h, 'POST', url(999999), admin, { coordinator: neha.id })).statusCode).toBe(404);
    expect(await allocationCount()).toBe(before);

    const first = await staffJson(h, 'POST', url(slotA1), admin, { coordinator: neha.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: slotA1,
      capacity: 1,
      filled: 1,
      allocated: [{ coordinator_id: neha.id, name: 'Board Neha' }],
    });
    const again = await staffJson(h, 'POST', url(slotA1), admin, { coordinator: neha.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This coordinator is already allocated to this slot.');
    const full = await staffJson(h, 'POST', url(slotA1), admin, { coordinator: ravi.id });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: 'This slot is full: it already has as many coordinators as its capacity.',
      errors: { coordinator: ['This slot is full: it already has as many coordinators as its capacity.'] },
    });
    expect(await allocationCount()).toBe(before + 1);

    // Capacity cannot go below what is filled; raising it makes room.
    const slotBody = { name: 'Board week 2', camp: campA, start_date: '2026-06-08', end_date: '2026-06-14' };
    expect((await staffJson(h, 'POST', url(slotA2), admin, { coordinator: neha.id })).statusCode).toBe(201);
    expect((await staffJson(h, 'POST', url(slotA2), admin, { coordinator: ravi.id })).json().filled).toBe(2);
    const shrink = await staffJson(h, 'PUT', `/api/slot-coordinators/slots/${slotA2}/`, admin, { ...slotBody, capacity: 1 });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().error).toBe('The capacity cannot be less than the 2 coordinators already allocated to this slot.');
    expect((await staffJson(h, 'PUT', `/api/slot-coordinators/slots/${slotA2}/`, admin, { ...slotBody, capacity: 3 })).statusCode).toBe(
      200,
    );

    const off = await registerCoordinator('Board Away');
    await staffJson(h, 'PUT', `/api/slot-coordinators/${off.id}/`, admin, { is_active: false });
    const inactive = await staffJson(h, 'POST', url(slotA2), admin, { coordinator: off.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toBe('This slot coordinator is deactivated.');

    const board = preferencesBoard.parse((await staffJson(h, 'GET', `/api/slot-coordinators/board/?camp_id=${campA}`, admin)).json());
    expect(board.slots.find((s) => s.id === slotA1)).toMatchObject({ filled: 1, capacity: 1 });
    expect(board.slots.find((s) => s.id === slotA2)).toMatchObject({ filled: 2, capacity: 3 });
    const csv = (await staffJson(h, 'GET', `/api/slot-coordinators/board/export.csv?camp_id=${campA}`, admin)).body;
    expect(csv).toContain(`Slot,Board week 1,Dharchula,2026-06-01,2026-06-01,09:00,13:00,1,1,2,Board Neha,'${neha.phone},Yes`);
    // Ravi is on week 2 without having chosen it: listed, with no rank.
    expect(csv).toContain(
      `Slot,Board week 2,Dharchula,2026-06-08,2026-06-14,,,3,2,,"'=HYPERLINK(""http://x.example"")",'${ravi.phone},Yes`,
    );

    const [entry] = await auditEntries(h, { entity: 'slot_allocation', entity_id: slotA1, action: 'create' });
    expect(JSON.parse(entry!.details)).toEqual({ coordinator_id: neha.id });
  });

  it('lets only one of several simultaneous allocations take the last place', async () => {
    const slot = await mkSlot('Board race', { capacity: 1 });
    const people = await Promise.all(['Race A', 'Race B', 'Race C', 'Race D'].map((n) => registerCoordinator(n)));
    const replies = await Promise.all(
      people.map((p) => staffJson(h, 'POST', `/api/slot-coordinators/slots/${slot}/allocations/`, admin, { coordinator: p.id })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await h.db.kysely.selectFrom('slot_allocations').select('coordinator_id').where('slot_id', '=', slot).execute();
    expect(rows).toHaveLength(1);
  });

  it('takes a coordinator off a slot (404 when not on it); admins only', async () => {
    const url = `/api/slot-coordinators/slots/${slotB}/allocations/`;
    expect((await staffJson(h, 'POST', url, admin, { coordinator: far.id })).statusCode).toBe(201);
    expect((await staffJson(h, 'DELETE', `${url}${far.id}/`, coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'DELETE', `${url}abc/`, admin)).statusCode).toBe(400);
    const before = await allocationCount();
    expect((await staffJson(h, 'DELETE', `${url}${far.id}/`, admin)).statusCode).toBe(204);
    expect(await allocationCount()).toBe(before - 1);
    expect((await staffJson(h, 'DELETE', `${url}${far.id}/`, admin)).statusCode).toBe(404);
    const [entry] = await auditEntries(h, { entity: 'slot_allocation', entity_id: slotB, action: 'delete' });
    expect(JSON.parse(entry!.details)).toEqual({ coordinator_id: far.id });
  });
});
