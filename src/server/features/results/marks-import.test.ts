import { describe, expect, it } from 'vitest';
import { type FilePart, staffJson, staffMultipart, staffSuite } from '../../test-support/staff-fixtures';
import { registerRollNumbers } from './public';
import { marksTestBody as testInput, xlsxFile } from './test-fixtures';

const { h, camps, admin, coordinator } = staffSuite({
  camps: { a: 'Dharchula camp' },
  staff: { admin: 'admin', coordinator: 'coordinator' },
});

const csv = (text: string, filename = 'marks.csv'): FilePart => ({ filename, contentType: 'text/csv', data: Buffer.from(`\uFEFF${text}`) });
const xlsx = (data: Buffer): FilePart => ({
  filename: 'marks.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  data,
});

async function newTest(over: Record<string, unknown> = {}) {
  const res = await staffJson(h, 'POST', '/api/marks-tests/', admin, testInput(over));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

async function registerRolls(count: number, prefix = 'UK26-') {
  await registerRollNumbers(
    h.db.kysely,
    Array.from({ length: count }, (_, i) => ({
      roll: `${prefix}${String(i + 1).padStart(5, '0')}`,
      date_of_birth: '2010-05-04',
      cycle: '2026',
    })),
  );
}

const post = (url: string, file: FilePart, fields: Record<string, string> = {}) =>
  staffMultipart(h, 'POST', url, admin, { dry_run: 'false', ...fields, file });

describe('tests with marks', () => {
  it('creates a test with subjects and a publish time in India time, and lists it', async () => {
    const res = await staffJson(h, 'POST', '/api/marks-tests/', admin, testInput());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      cycle: '2026',
      camp: null,
      kind: 'screening',
      publish_at: '2026-03-10T04:30:00.000Z',
      subjects: [
        { key: 's1', name: 'Maths', max: 50 },
        { key: 's2', name: 'Science', max: 50 },
      ],
      requires_pin: false,
      rows: 0,
    });
    const list = await staffJson(h, 'GET', '/api/marks-tests/', admin);
    expect(list.json().map((t: { id: number }) => t.id)).toContain(res.json().id);
  });

  it('refuses no subjects, a bad maximum, two scopes, an unknown camp and a coordinator, storing nothing', async () => {
    const before = await h.count('marks_tests');
    const bad = await staffJson(h, 'POST', '/api/marks-tests/', admin, testInput({ subjects: [{ name: 'Maths', max: 0 }], camp: camps.a }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['camp', 'subjects.0.max']);
    expect((await staffJson(h, 'POST', '/api/marks-tests/', admin, testInput({ subjects: [] }))).statusCode).toBe(400);
    expect((await staffJson(h, 'POST', '/api/marks-tests/', admin, testInput({ cycle: '', camp: 999999 }))).statusCode).toBe(400);
    expect((await staffJson(h, 'POST', '/api/marks-tests/', coordinator, testInput())).statusCode).toBe(403);
    expect(await h.count('marks_tests')).toBe(before);
  });
});

describe('importing marks', () => {
  it('imports a good CSV (dry run first, storing nothing), then commits with the import log', async () => {
    await registerRolls(3);
    const test = await newTest();
    const file = csv(
      'Roll number,Maths,Science,Status,Rank\r\nUK26-00001,45,40.5,Selected,1\r\nUK26-00002,30,20,waitlisted,2\r\nUK26-00003,,,Absent,\r\n',
    );
    const dry = await staffMultipart(h, 'POST', `/api/marks-tests/${test.id}/import/`, admin, { file });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dry_run: true, rows_read: 3, rows_stored: 0, errors: [] });
    expect(dry.json().mapping).toEqual({ roll: 'Roll number', s1: 'Maths', s2: 'Science', status: 'Status', rank: 'Rank' });
    expect(await h.count('marks_rows')).toBe(0);

    const done = await post(`/api/marks-tests/${test.id}/import/`, file);
    expect(done.json()).toMatchObject({ dry_run: false, rows_stored: 3, rows_replaced: 0 });
    const rows = await h.db.kysely.selectFrom('marks_rows').selectAll().where('test_id', '=', test.id).orderBy('roll').execute();
    expect(rows.map((x) => [x.roll, JSON.parse(x.marks), Number(x.total), x.status, x.rank])).toEqual([
      ['UK26-00001', [45, 40.5], 85.5, 'selected', 1],
      ['UK26-00002', [30, 20], 50, 'waitlisted', 2],
      ['UK26-00003', [null, null], 0, 'absent', null],
    ]);
    const log = await h.db.kysely.selectFrom('marks_imports').selectAll().where('test_id', '=', test.id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ kind: 'marks', rows_stored: 3, user_id: admin.id, sha256: dry.json().sha256 });
    expect(log[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists every kind of bad row and stores nothing on a commit', async () => {
    const test = await newTest();
    const file = csv(
      [
        'roll,Maths,Science,status',
        'UK26-00001,45,40,selected',
        'NOPE-1,10,10,selected',
        'UK26-00001,12,12,selected',
        ',1,1,selected',
        'UK26-00002,ten,10,selected',
        'UK26-00003,51,10,selected',
        'UK26-00003,,10,selected',
        'UK26-00002,1,1,maybe',
      ].join('\n'),
    );
    const dry = await staffMultipart(h, 'POST', `/api/marks-tests/${test.id}/import/`, admin, { file });
    const errors = dry.json().errors as { row: number; errors: string[] }[];
    expect(errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    const text = errors.map((e) => e.errors.join('; ')).join('\n');
    expect(text).toContain('roll number NOPE-1 is not in the register of this test');
    expect(text).toContain('roll number UK26-00001 appears again (first on row 2)');
    expect(text).toContain('the roll number is missing');
    expect(text).toContain('Maths: "ten" is not a number');
    expect(text).toContain('Maths: 51 is more than the maximum of 50');
    expect(text).toContain('Maths: the mark is missing');
    expect(text).toContain('status "maybe" is not one of');
    const before = await h.count('marks_rows');
    const commit = await post(`/api/marks-tests/${test.id}/import/`, file);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().error).toBe('Some rows have errors; nothing was stored.');
    expect(await h.count('marks_rows')).toBe(before);
    expect(await h.count('marks_imports')).toBe(1);
  });

  it('takes a column mapping, and names a missing or unknown column', async () => {
    const test = await newTest();
    const file = csv('R,M,S,Result\nUK26-00001,1,2,selected\n');
    const unmapped = await staffMultipart(h, 'POST', `/api/marks-tests/${test.id}/import/`, admin, { file });
    expect(unmapped.json().errors[0].errors).toEqual([
      'Say which column holds "Roll number".',
      'Say which column holds "Maths".',
      'Say which column holds "Science".',
    ]);
    const wrong = await staffMultipart(h, 'POST', `/api/marks-tests/${test.id}/import/`, admin, {
      file,
      mapping: JSON.stringify({ roll: 'Nope' }),
    });
    expect(wrong.json().errors[0].errors[0]).toBe('There is no column "Nope" in the file.');
    const mapped = await post(`/api/marks-tests/${test.id}/import/`, file, { mapping: JSON.stringify({ roll: 'R', s1: 'M', s2: 'S' }) });
    expect(mapped.json()).toMatchObject({ rows_stored: 1, errors: [] });
  });

  it('imports the first sheet of an XLSX, reading a formula cell as its text, never its cached result', async () => {
    const test = await newTest();
    const good = xlsxFile([
      [
        ['roll', 'Maths', 'Science', 'status'],
        ['UK26-00001', 45, 40, 'selected'],
        ['UK26-00002', 12, 30, 'not selected'],
      ],
      [['ignored second sheet']],
    ]);
    const done = await post(`/api/marks-tests/${test.id}/import/`, xlsx(good));
    expect(done.json()).toMatchObject({ rows_stored: 2, errors: [] });

    const formula = xlsxFile([
      [
        ['roll', 'Maths', 'Science', 'status'],
        ['UK26-00001', { formula: 'SUM(1,2)', cached: 3 }, 40, 'selected'],
      ],
    ]);
    const dry = await staffMultipart(h, 'POST', `/api/marks-tests/${test.id}/import/`, admin, { file: xlsx(formula) });
    expect(dry.json().errors).toEqual([{ row: 2, errors: ['Maths: "=SUM(1,2)" is not a number'] }]);
  });

  it('refuses a zip bomb, a 25,000-row file and a file over 5 MB, storing nothing', async () => {
    const test = await newTest();
    const before = await h.count('marks_rows');
    const bomb = xlsxFile([[['roll'], ['UK26-00001']]], { 'xl/worksheets/sheet9.xml': new Uint8Array(70 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await post(`/api/marks-tests/${test.id}/import/`, xlsx(bomb));
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().error).toBe('The workbook unpacks to more than the allowed size: refused.');

    const lines = ['roll,Maths,Science,status', ...Array.from({ length: 25_000 }, (_, i) => `R${i},1,1,selected`)];
    const many = await post(`/api/marks-tests/${test.id}/import/`, csv(lines.join('\n')));
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe('The file has more than 20,000 rows.');

    const huge = await post(`/api/marks-tests/${test.id}/import/`, csv('x'.repeat(5 * 1024 * 1024 + 10)));
    expect(huge.statusCode).toBe(413);
    expect(
      (
        await post(`/api/marks-tests/${test.id}/import/`, {
          filename: 'x.csv',
          contentType: 'text/csv',
          data: Buffer.from([0xff, 0xfe, 0x00]),
        })
      ).statusCode,
    ).toBe(400);
    expect(await h.count('marks_rows')).toBe(before);
  });

  it('importing again replaces the test rows: the same result twice', async () => {
    const test = await newTest();
    const file = csv('roll,Maths,Science,status\nUK26-00001,10,10,selected\nUK26-00002,20,20,waitlisted\n');
    await post(`/api/marks-tests/${test.id}/import/`, file);
    const snapshot = async () =>
      (
        await h.db.kysely
          .selectFrom('marks_rows')
          .select(['roll', 'marks', 'total', 'status'])
          .where('test_id', '=', test.id)
          .orderBy('roll')
          .execute()
      ).map((x) => ({ ...x, total: Number(x.total) }));
    const first = await snapshot();
    const again = await post(`/api/marks-tests/${test.id}/import/`, file);
    expect(again.json()).toMatchObject({ rows_stored: 2, rows_replaced: 2 });
    expect(await snapshot()).toEqual(first);
    const fewer = await post(`/api/marks-tests/${test.id}/import/`, csv('roll,Maths,Science,status\nUK26-00002,5,5,selected\n'));
    expect(fewer.json()).toMatchObject({ rows_stored: 1, rows_replaced: 2 });
    expect((await snapshot()).map((x) => x.roll)).toEqual(['UK26-00002']);
    // Subjects are locked once there are rows.
    const edit = await staffJson(h, 'PUT', `/api/marks-tests/${test.id}/`, admin, testInput({ subjects: [{ name: 'Maths', max: 100 }] }));
    expect(edit.statusCode).toBe(409);
  });

  it('a 20,000-row file is imported in one go', async () => {
    await registerRolls(20_000, 'BIG-');
    const test = await newTest();
    const lines = [
      'roll,Maths,Science,status',
      ...Array.from({ length: 20_000 }, (_, i) => `BIG-${String(i + 1).padStart(5, '0')},${i % 50},1,selected`),
    ];
    const done = await post(`/api/marks-tests/${test.id}/import/`, csv(lines.join('\n')));
    expect(done.json()).toMatchObject({ rows_stored: 20_000, errors: [] });
  }, 120_000);
});

describe('importing roll numbers of paper applicants', () => {
  it('imports rolls with dates of birth and PINs (hashed), listing bad rows, and replaces on a second import', async () => {
    const bad = csv('Roll No,DOB,PIN\nP-1,31-02-2010,\nP-2,2010-01-01,12ab\nP-2,2010-01-01,\n');
    const dry = await staffMultipart(h, 'POST', '/api/roll-register/import/', admin, { file: bad, camp: String(camps.a) });
    expect(dry.json().errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4]);
    const file = csv('Roll No,DOB,PIN\nP-1,04-05-2010,123456\nP-2,2010-01-01,\n');
    const done = await post('/api/roll-register/import/', file, { camp: String(camps.a) });
    expect(done.json()).toMatchObject({ rows_stored: 2, rows_replaced: 0 });
    const rows = await h.db.kysely.selectFrom('roll_register').selectAll().where('camp_id', '=', camps.a).orderBy('roll').execute();
    expect(rows.map((x) => [x.roll, x.date_of_birth, x.source])).toEqual([
      ['P-1', '2010-05-04', 'import'],
      ['P-2', '2010-01-01', 'import'],
    ]);
    expect(rows[0]?.pin_hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(rows[1]?.pin_hash).toBeNull();
    const again = await post('/api/roll-register/import/', csv('Roll No,DOB\nP-3,2011-01-01\n'), { camp: String(camps.a) });
    expect(again.json()).toMatchObject({ rows_stored: 1, rows_replaced: 2 });
    expect((await post('/api/roll-register/import/', file, {})).statusCode).toBe(400);
  });
});
