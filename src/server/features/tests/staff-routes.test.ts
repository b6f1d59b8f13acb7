import { describe, expect, it } from 'vitest';
import {
  type FilePart,
  hostileUploads,
  mediaFiles,
  pdfFile,
  staffJson,
  staffMultipart,
  staffSuite,
} from '../../test-support/staff-fixtures';

const { h, camps, admin, scoped, unrestricted } = staffSuite({
  camps: { a: 'Gopeshwar' },
  staff: { admin: 'admin', scoped: ['a'], unrestricted: 'coordinator' },
});

const state = async () => ({
  papers: await h.count('test_papers'),
  results: await h.count('test_results'),
  audit: await h.count('audit_log'),
  files: await mediaFiles(h),
});

const screening = { title: 'Screening test 2025', type: 'screening', exam_date: '2025-05-18' };
/** The fields of a paper (or a result) of camp A with its PDF: a weekly one unless others are given. */
const campPaper = (fields: Record<string, string | FilePart> = {}) => ({
  title: 'Weekly',
  type: 'weekly',
  camp: String(camps.a),
  ...fields,
  file: fields.file ?? pdfFile(),
});

describe('test papers', () => {
  it('publishes a paper with its PDF, which the public list and download then serve', async () => {
    const res = await staffMultipart(
      h,
      'POST',
      '/api/test-papers/',
      scoped,
      campPaper({ ...screening, file: pdfFile('screening 2025.pdf', 'Screening') }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...screening, camp_id: camps.a, camp_name: 'Gopeshwar' });
    expect(res.json().file_url).toMatch(/\/media\/papers\/[a-f0-9]{24}\.pdf$/);
    const download = await h.inject({ method: 'GET', url: `/api/test-papers/${res.json().id}/download/` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['a PNG sent as a PDF', async () => (await hostileUploads())[2]!.file, [400]],
    [
      'HTML renamed .pdf',
      async () => ({
        filename: 'paper.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('<html><script>x</script></html>'.repeat(3)),
      }),
      [400],
    ],
    ['a ../ file name', async () => pdfFile('../../paper.pdf'), [400]],
    [
      'a PDF over 25 MB',
      async () => {
        const pdf = pdfFile();
        return { ...pdf, data: Buffer.concat([pdf.data.subarray(0, 9), Buffer.alloc(25 * 1024 * 1024), pdf.data.subarray(9)]) };
      },
      [413],
    ],
  ] as const)('refuses %s quickly, storing nothing', async (_name, file, statuses) => {
    const body = campPaper({ file: await file() });
    const before = await state();
    const started = Date.now();
    const res = await staffMultipart(h, 'POST', '/api/test-papers/', admin, body);
    expect(statuses).toContain(res.statusCode);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await state()).toEqual(before);
  });

  it('needs the file, a known type, and for a paper without a camp the all-camps scope', async () => {
    const before = await state();
    const noFile = await staffMultipart(h, 'POST', '/api/test-papers/', admin, { title: 'x', type: 'weekly' });
    expect(noFile.json()).toEqual({ error: 'Please attach a file.', errors: { file: ['Please attach a file.'] } });
    expect((await staffMultipart(h, 'POST', '/api/test-papers/', admin, { title: 'x', type: 'monthly', file: pdfFile() })).statusCode).toBe(
      400,
    );
    expect(
      (
        await staffMultipart(h, 'POST', '/api/test-papers/', admin, {
          title: 'x',
          type: 'weekly',
          exam_date: '2025-02-30',
          file: pdfFile(),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await staffMultipart(h, 'POST', '/api/test-papers/', scoped, { title: 'No camp', type: 'weekly', file: pdfFile() })).statusCode,
    ).toBe(403);
    expect(await state()).toEqual(before);
    const campless = await staffMultipart(h, 'POST', '/api/test-papers/', unrestricted, {
      title: 'No camp',
      type: 'weekly',
      file: pdfFile(),
    });
    expect(campless.statusCode).toBe(201);
    expect(campless.json().camp_id).toBeNull();
  });

  it('replaces the PDF on edit, removing the old file only after the commit; delete removes the file', async () => {
    const created = (await staffMultipart(h, 'POST', '/api/test-papers/', admin, campPaper({ title: 'Weekly 1' }))).json();
    const oldName = created.file_url.split('/media/')[1] as string;
    const edited = await staffMultipart(h, 'PUT', `/api/test-papers/${created.id}/`, scoped, {
      title: 'Weekly 1 (corrected)',
      file: pdfFile('v2.pdf', 'v2'),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Weekly 1 (corrected)');
    const newName = edited.json().file_url.split('/media/')[1] as string;
    expect(newName).not.toBe(oldName);
    let files = await mediaFiles(h);
    expect(files.some((f) => f.endsWith(oldName))).toBe(false);
    expect(files.some((f) => f.endsWith(newName))).toBe(true);

    // A refused edit keeps the row and its file as they were.
    const before = await state();
    expect((await staffMultipart(h, 'PUT', `/api/test-papers/${created.id}/`, scoped, { type: 'yearly' })).statusCode).toBe(400);
    expect(
      (await staffMultipart(h, 'PUT', `/api/test-papers/${created.id}/`, scoped, { file: (await hostileUploads())[2]!.file })).statusCode,
    ).toBe(400);
    expect(await state()).toEqual(before);

    expect((await staffJson(h, 'DELETE', `/api/test-papers/${created.id}/`, scoped)).statusCode).toBe(204);
    files = await mediaFiles(h);
    expect(files.some((f) => f.endsWith(newName))).toBe(false);
  });
});

describe('test results', () => {
  it('publishes a result with standard defaulting to All, and edits by JSON', async () => {
    const surprise = { title: 'Surprise test results', type: 'surprise', result_date: '2025-06-20' };
    const res = await staffMultipart(h, 'POST', '/api/test-results/', scoped, campPaper(surprise));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...surprise, standard: 'All' });
    const edited = await staffJson(h, 'PUT', `/api/test-results/${res.json().id}/`, scoped, { standard: '12', result_date: '' });
    expect(edited.json()).toMatchObject({ standard: '12', result_date: null, file_url: res.json().file_url });
    const audit = await h.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'test_result')
      .where('entity_id', '=', res.json().id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.details).fields).toEqual(['result_date', 'standard']);
  });
});
