// Ids beyond what a PostgreSQL `integer` holds, in bodies, forms, paths and queries: the same 400
// on both engines (PostgreSQL answered 500 where SQLite looked the id up and found nothing).
import { describe, expect, it } from 'vitest';
import { multipartBody, pdfFile, pngFile, staffJson, staffSuite } from '../test-support/staff-fixtures';

const { h, admin, camps } = staffSuite({ camps: { a: 'Dharchula' }, staff: { admin: 'admin' } });

const TOO_BIG = '2147483648';
const form = async (url: string, fields: Record<string, string>, file: 'image' | 'file') => {
  const body = multipartBody({ ...fields, [file]: file === 'image' ? await pngFile() : pdfFile() });
  return h.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
};
const student = { name: 'Kavita', standard: 10, school: 'GIC', village: 'Baluwakot', district: 'Pithoragarh', gender: 'female' };

describe('an id above 2,147,483,647 answers 400, storing nothing', () => {
  it.each([
    [
      'announcements',
      'camp_id in an update',
      () => staffJson(h, 'POST', '/api/add_update/', admin, { title: 'T', text: 'x', camp_id: 2147483648 }),
    ],
    ['announcements', 'camp in an update', () => staffJson(h, 'POST', '/api/add_update/', admin, { title: 'T', text: 'x', camp: TOO_BIG })],
    ['students', 'camp of a student', () => staffJson(h, 'POST', '/api/students/', admin, { ...student, camp: 9_999_999_999 })],
    ['gallery_items', 'camp of a picture (a form)', () => form('/api/gallery/', { camp: TOO_BIG }, 'image')],
    ['test_papers', 'camp of a test paper (a form)', () => form('/api/test-papers/', { title: 'P', type: 'mock', camp: TOO_BIG }, 'file')],
    [
      'slots',
      'camp of a slot',
      () =>
        staffJson(h, 'POST', '/api/slot-coordinators/slots/', admin, {
          name: 'S',
          camp: 2147483648,
          start_date: '2026-05-01',
          end_date: '2026-05-10',
        }),
    ],
  ])('%s: %s', async (table, _name, send) => {
    const before = await h.count(table);
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await h.count(table)).toBe(before);
  });

  it('allocated_camps of an account and of an approval', async () => {
    const res = await staffJson(h, 'PUT', `/api/accounts/${admin.id}/`, admin, { allocated_camps: [camps.a, 2147483648] });
    expect(res.statusCode).toBe(400);
    expect(await h.count('user_camps')).toBe(0);
    const approval = await staffJson(h, 'POST', '/api/approval-requests/1/approve/', admin, { allocated_camps: `${camps.a},${TOO_BIG}` });
    expect(approval.statusCode).toBe(400);
  });

  it('in the path of an edit', async () => {
    const res = await staffJson(h, 'PUT', `/api/accounts/${TOO_BIG}/`, admin, { is_active: true });
    expect(res.statusCode).toBe(400);
  });

  it.each([`/api/students/${TOO_BIG}/`, `/api/students/?camp_id=${TOO_BIG}`, `/api/audit-log/?entity_id=${TOO_BIG}`])(
    'GET %s',
    async (url) => {
      const res = await staffJson(h, 'GET', url, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    },
  );
});
