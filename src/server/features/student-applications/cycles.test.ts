import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../test-support/api-harness';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, camps, admin, coordinator } = staffSuite({ camps: { a: 'Dharchula' }, staff: { admin: 'admin', coordinator: 'coordinator' } });

const BASE = '/api/student-applications';
const cycleBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Screening 2026',
  code: 'uk26',
  opens_at: '2026-04-01T09:00:00+05:30',
  closes_at: '2026-04-30T23:59:00+05:30',
  camp: camps.a,
  classes: '9, 10, 11',
  streams: ['pcb', 'pcm'],
  eligibility: 'Students of government schools of Uttarakhand.',
  eligibility_hi: 'उत्तराखंड के सरकारी विद्यालयों के छात्र।',
  ...overrides,
});
const centreBody = (cycle: number, overrides: Record<string, unknown> = {}) => ({
  cycle,
  name: 'GIC Dharchula',
  address: 'Main road, Dharchula',
  district: 'Pithoragarh',
  test_at: '2026-05-10T10:00:00+05:30',
  seats: '40',
  paper_language: 'both',
  ...overrides,
});

describe('application cycles and test centres', () => {
  it('creates a cycle (India times kept as UTC, code in capitals, classes and streams in order), read by any staff', async () => {
    const res = await staffJson(h, 'POST', `${BASE}/cycles/`, admin, cycleBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'UK26',
      opens_at: '2026-04-01T03:30:00.000Z',
      closes_at: '2026-04-30T18:29:00.000Z',
      camp_id: camps.a,
      camp_name: 'Dharchula',
      classes: [9, 10, 11],
      streams: ['pcm', 'pcb'],
      eligibility_hi: 'उत्तराखंड के सरकारी विद्यालयों के छात्र।',
      name_hi: null,
      centres: 0,
      applications: 0,
    });
    const listed = (await staffJson(h, 'GET', `${BASE}/cycles/`, coordinator)).json();
    expect(listed.map((c: { code: string }) => c.code)).toContain('UK26');
    expect((await staffJson(h, 'GET', `${BASE}/cycles/${res.json().id}/`, coordinator)).json()).toEqual(res.json());
    expect((await auditEntries(h, { action: 'create', entity: 'student_application_cycle' })).length).toBe(1);
  });

  it('refuses a bad cycle field by field, a taken code, and a coordinator, storing nothing', async () => {
    const before = await h.count('student_application_cycles');
    const bad = await staffJson(h, 'POST', `${BASE}/cycles/`, admin, {
      name: ' ',
      code: 'x',
      opens_at: 'tomorrow',
      closes_at: '2026-04-30T23:59:00+05:30',
      classes: [8, 13],
      streams: ['arts'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['classes.0', 'classes.1', 'code', 'name', 'opens_at', 'streams.0'].sort());
    const backwards = await staffJson(
      h,
      'POST',
      `${BASE}/cycles/`,
      admin,
      cycleBody({ code: 'B1', closes_at: '2026-03-01T00:00:00+05:30' }),
    );
    expect(backwards.json().errors).toEqual({ closes_at: ['The closing time must be after the opening time.'] });
    const noStream = await staffJson(h, 'POST', `${BASE}/cycles/`, admin, cycleBody({ code: 'B2', classes: [12], streams: [] }));
    expect(Object.keys(noStream.json().errors)).toEqual(['streams']);
    const taken = await staffJson(h, 'POST', `${BASE}/cycles/`, admin, cycleBody({ code: 'UK26' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: ['Another cycle has this code.'] });
    expect((await staffJson(h, 'POST', `${BASE}/cycles/`, coordinator, cycleBody({ code: 'C1' }))).statusCode).toBe(403);
    expect(await h.count('student_application_cycles')).toBe(before);
  });

  it('adds, changes and deletes centres; a cycle goes with its centres', async () => {
    const cycle = (await staffJson(h, 'POST', `${BASE}/cycles/`, admin, cycleBody({ code: 'CEN1', classes: [9, 10], streams: [] }))).json();
    const made = await staffJson(h, 'POST', `${BASE}/centres/`, admin, centreBody(cycle.id, { name_hi: 'जीआईसी धारचूला' }));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      cycle_id: cycle.id,
      cycle_name: 'Screening 2026',
      test_at: '2026-05-10T04:30:00.000Z',
      seats: 40,
      seated: 0,
      name_hi: 'जीआईसी धारचूला',
    });
    const other = await staffJson(
      h,
      'POST',
      `${BASE}/centres/`,
      admin,
      centreBody(cycle.id, { name: 'GIC Munsiyari', seats: 2, paper_language: 'hi' }),
    );
    const changed = await staffJson(h, 'PUT', `${BASE}/centres/${made.json().id}/`, admin, centreBody(cycle.id, { seats: 3 }));
    expect(changed.json()).toMatchObject({ seats: 3, name_hi: null });
    const listed = (await staffJson(h, 'GET', `${BASE}/centres/?cycle_id=${cycle.id}`, coordinator)).json();
    expect(listed.map((c: { id: number }) => c.id)).toEqual([made.json().id, other.json().id]);
    expect((await staffJson(h, 'GET', `${BASE}/cycles/${cycle.id}/`, admin)).json().centres).toBe(2);

    expect((await staffJson(h, 'DELETE', `${BASE}/centres/${other.json().id}/`, admin)).statusCode).toBe(204);
    expect((await staffJson(h, 'DELETE', `${BASE}/cycles/${cycle.id}/`, admin)).statusCode).toBe(204);
    expect((await staffJson(h, 'GET', `${BASE}/centres/${made.json().id}/`, admin)).statusCode).toBe(404);
    expect((await auditEntries(h, { action: 'delete', entity: 'student_application_cycle', entity_id: cycle.id })).length).toBe(1);
  });

  it('refuses a bad centre, an unknown cycle and a coordinator, storing nothing', async () => {
    const cycle = (await staffJson(h, 'POST', `${BASE}/cycles/`, admin, cycleBody({ code: 'CEN2', classes: [9], streams: [] }))).json();
    const before = await h.count('student_application_centres');
    const bad = await staffJson(h, 'POST', `${BASE}/centres/`, admin, {
      cycle: cycle.id,
      name: '',
      seats: '0',
      paper_language: 'fr',
      test_at: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['address', 'district', 'name', 'paper_language', 'seats', 'test_at']);
    const unknown = await staffJson(h, 'POST', `${BASE}/centres/`, admin, centreBody(999_999));
    expect(unknown.json().errors).toEqual({ cycle: ['Choose a cycle.'] });
    expect((await staffJson(h, 'POST', `${BASE}/centres/`, coordinator, centreBody(cycle.id))).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', `${BASE}/centres/999999/`, admin, centreBody(cycle.id))).statusCode).toBe(404);
    expect(await h.count('student_application_centres')).toBe(before);
  });
});
