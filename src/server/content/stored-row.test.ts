import { describe, expect, it } from 'vitest';
import { mediaFiles, pdfFile, staffJson, staffMultipart, staffSuite } from '../test-support/staff-fixtures';

const { h, camps, admin } = staffSuite({ camps: { a: 'Dharchula' }, staff: { admin: 'admin' } });

const lastAudit = async (entity: string) => {
  const row = await h.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { action: row.action, details: JSON.parse(row.details) as unknown };
};

describe('stored rows', () => {
  it('audits an edit that takes a test paper out of its camp with the camp it left', async () => {
    const paper = (
      await staffMultipart(h, 'POST', '/api/test-papers/', admin, { title: 'P', type: 'weekly', camp: String(camps.a), file: pdfFile() })
    ).json();
    expect(await lastAudit('test_paper')).toEqual({ action: 'create', details: { camp_id: camps.a } });
    expect((await staffJson(h, 'PUT', `/api/test-papers/${paper.id}/`, admin, { camp: null })).statusCode).toBe(200);
    expect(await lastAudit('test_paper')).toEqual({ action: 'update', details: { camp_id: camps.a, fields: ['camp'] } });
  });

  it('audits an edit that takes an update out of its camp with null', async () => {
    const update = (await staffJson(h, 'POST', '/api/add_update/', admin, { title: 'U', text: 'T', camp_id: camps.a })).json();
    expect((await staffJson(h, 'PUT', `/api/add_update/?id=${update.id}`, admin, { camp_id: null })).statusCode).toBe(200);
    expect(await lastAudit('announcement')).toEqual({ action: 'update', details: { camp_id: null, fields: ['camp_id'] } });
  });

  it('replaces a file: the old one goes once the edit has committed, the new one stays', async () => {
    const { id } = (await staffMultipart(h, 'POST', '/api/brochures/', admin, { title: 'B', file: pdfFile() })).json();
    const stored = async () =>
      (await h.db.kysely.selectFrom('brochures').select('file').where('id', '=', id).executeTakeFirstOrThrow()).file;
    const [before, old] = [await mediaFiles(h), await stored()];
    expect((await staffMultipart(h, 'PUT', `/api/brochures/${id}/`, admin, { file: pdfFile('new.pdf') })).statusCode).toBe(200);
    const [after, replacement] = [await mediaFiles(h), await stored()];
    expect(replacement).not.toBe(old);
    expect(after).toHaveLength(before.length);
    expect(after.some((f) => f.endsWith(old))).toBe(false);
    expect(after.some((f) => f.endsWith(replacement))).toBe(true);
    expect(await lastAudit('brochure')).toEqual({ action: 'update', details: { fields: ['file'] } });
  });
});
