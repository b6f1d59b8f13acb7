import { describe, expect, it } from 'vitest';
import { buildApi } from '../../app';
import { staffJson, staffSuite, studentInput } from '../../test-support/staff-fixtures';
import { lineLogger } from '../../test-support/log-lines';

const { h, camps, admin, scoped, unrestricted } = staffSuite({
  camps: { a: 'Dharchula camp', b: 'Munsiyari camp' },
  staff: { admin: 'admin', scoped: ['a'], unrestricted: 'coordinator' },
});

const pupil = studentInput;

describe('students', () => {
  it('adds a student, with optional phone and guardian, and reads it back', async () => {
    const res = await staffJson(h, 'POST', '/api/students/', scoped, pupil(camps.a, { phone: '98765 43210' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kavita Dhami',
      standard: 10,
      camp: camps.a,
      camp_id: camps.a,
      camp_name: 'Dharchula camp',
      phone: '98765 43210',
      guardian_phone: '',
    });
    const one = await staffJson(h, 'GET', `/api/students/${res.json().id}/`, scoped);
    expect(one.json()).toEqual(res.json());
    expect(one.headers['cache-control']).toBe('no-store');
  });

  it('refuses a class outside 9–12, a bad gender and a missing school, storing nothing', async () => {
    const before = await h.count('students');
    const res = await staffJson(h, 'POST', '/api/students/', admin, pupil(camps.a, { standard: 8, gender: 'x', school: ' ' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['gender', 'school', 'standard']);
    expect((await staffJson(h, 'POST', '/api/students/', admin, pupil(999999))).json().errors).toEqual({
      camp: ['There is no camp with this id.'],
    });
    expect(await h.count('students')).toBe(before);
  });

  it('keeps a coordinator to the allocated camps: lists, reads, writes', async () => {
    const inB = (await staffJson(h, 'POST', '/api/students/', admin, pupil(camps.b, { name: 'Deepak Kumar' }))).json();
    const before = await h.count('students');
    expect((await staffJson(h, 'POST', '/api/students/', scoped, pupil(camps.b))).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', `/api/students/${inB.id}/`, scoped)).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', `/api/students/${inB.id}/`, scoped, { standard: 11 })).statusCode).toBe(403);
    expect((await staffJson(h, 'DELETE', `/api/students/${inB.id}/`, scoped)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', `/api/camps/${camps.b}/students/`, scoped)).statusCode).toBe(403);
    expect(await h.count('students')).toBe(before);
    expect((await staffJson(h, 'GET', `/api/students/${inB.id}/`, admin)).json().standard).toBe(10);

    const list = await staffJson(h, 'GET', '/api/students/', scoped);
    expect(list.json().every((s: { camp_id: number }) => s.camp_id === camps.a)).toBe(true);
    expect(Number(list.headers['x-total-count'])).toBe(list.json().length);
    const all = await staffJson(h, 'GET', '/api/students/', unrestricted);
    expect(all.json().map((s: { camp_id: number }) => s.camp_id)).toEqual(expect.arrayContaining([camps.a, camps.b]));
  });

  it('a coordinator cannot move a student of their camp to another camp', async () => {
    const s = (await staffJson(h, 'POST', '/api/students/', scoped, pupil(camps.a))).json();
    expect((await staffJson(h, 'PUT', `/api/students/${s.id}/`, scoped, { camp: camps.b })).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', `/api/students/${s.id}/`, admin)).json().camp_id).toBe(camps.a);
  });

  it('lists one camp filtered by class, and edits and deletes with an audit trail without names', async () => {
    const s = (await staffJson(h, 'POST', '/api/students/', admin, pupil(camps.a, { name: 'Pooja Bisht', standard: 12 }))).json();
    const roster = await staffJson(h, 'GET', `/api/camps/${camps.a}/students/?standard=12`, scoped);
    expect(roster.json().map((r: { id: number }) => r.id)).toContain(s.id);
    expect(roster.json().every((r: { standard: number }) => r.standard === 12)).toBe(true);
    expect((await staffJson(h, 'GET', '/api/camps/999999/students/', admin)).statusCode).toBe(404);

    const edited = await staffJson(h, 'PUT', `/api/students/${s.id}/`, scoped, { standard: 11, guardian_phone: '+91 91234 56789' });
    expect(edited.json()).toMatchObject({ standard: 11, guardian_phone: '+91 91234 56789', name: 'Pooja Bisht' });
    expect((await staffJson(h, 'DELETE', `/api/students/${s.id}/`, scoped)).statusCode).toBe(204);
    expect((await staffJson(h, 'GET', `/api/students/${s.id}/`, admin)).statusCode).toBe(404);

    const audit = await h.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'student')
      .where('entity_id', '=', s.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(audit[1]!.details)).toEqual({ camp_id: camps.a, fields: ['guardian_phone', 'standard'] });
    expect(JSON.stringify(audit)).not.toMatch(/Pooja|Bisht|91234/);
  });

  it('is staff only: 401 without or with a junk token, rows unchanged', async () => {
    const before = await h.count('students');
    expect((await staffJson(h, 'GET', '/api/students/', null)).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', '/api/students/', { headers: { authorization: 'Token junk' } }, pupil(camps.a))).statusCode).toBe(
      401,
    );
    expect(await h.count('students')).toBe(before);
  });
});

describe('students and the log', () => {
  it('writes no student data to the server log, even at trace level', async () => {
    const lines: string[] = [];
    const app = await buildApi(h.config, { db: h.db, logger: lineLogger('trace', (line) => lines.push(line)) });
    await app.ready();
    try {
      const body = pupil(camps.a, { name: 'Secretname Rawat', village: 'Hiddenvillage', phone: '9000011111', standard: 'nine' });
      const bad = await app.inject({
        method: 'POST',
        url: '/api/students/',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(bad.statusCode).toBe(400);
      const ok = await app.inject({
        method: 'POST',
        url: '/api/students/',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...body, standard: 9 }),
      });
      expect(ok.statusCode).toBe(201);
      await app.inject({ method: 'GET', url: `/api/students/${ok.json().id}/`, headers: admin.headers });
    } finally {
      await app.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/Secretname|Hiddenvillage|9000011111/);
    expect(lines.join('\n')).not.toContain(admin.token);
  });
});
