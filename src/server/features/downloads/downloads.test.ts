import { describe, expect, it } from 'vitest';
import { brochure, downloads, report } from '../../../shared/schemas/content';
import { insertBrochure, insertReport, minutesAfter, storePdf } from '../../seed/fixtures';
import { expectReply, expectTitles, getList, mediaUrl, publicSuite, titles } from '../../test-support/public-fixtures';

const brochureIds: number[] = [];
const reportIds: number[] = [];
let brochureFile: string;
let reportFile: string;

const { h, get } = publicSuite(async () => {
  brochureFile = await storePdf(h.app.media, 'brochures', 'Brochure');
  reportFile = await storePdf(h.app.media, 'reports', 'Report');
  brochureIds.push(
    (await insertBrochure(h.db, { title: 'Brochure 2024', year: 2024, file: brochureFile, created_at: minutesAfter(1) })).id,
  );
  brochureIds.push((await insertBrochure(h.db, { title: 'Brochure without year', year: null, created_at: '2023-03-04T05:06:07.000Z' })).id);
  brochureIds.push((await insertBrochure(h.db, { title: 'Brochure 2025', year: 2025, created_at: minutesAfter(2) })).id);
  // Uploaded last, for an older year: listed after the newer years.
  brochureIds.push((await insertBrochure(h.db, { title: 'Brochure 2022 reprint', year: 2022, created_at: minutesAfter(3) })).id);
  reportIds.push(
    (
      await insertReport(h.db, {
        title: 'Dharchula report',
        year: 2025,
        location: 'Dharchula',
        file: reportFile,
        created_at: minutesAfter(1),
      })
    ).id,
  );
  reportIds.push(
    (await insertReport(h.db, { title: 'Old report', year: null, location: null, created_at: '2022-01-01T00:00:00.000Z' })).id,
  );
  reportIds.push((await insertReport(h.db, { title: 'Report 2024', year: 2024, location: 'Munsiyari', created_at: minutesAfter(4) })).id);
  reportIds.push(
    (await insertReport(h.db, { title: 'Report 2025 Munsiyari', year: 2025, location: 'Munsiyari', created_at: minutesAfter(5) })).id,
  );
});

describe('GET /api/brochures/', () => {
  it('lists brochures newest first by year, then by upload, with the total in X-Total-Count', async () => {
    await expectTitles(h, '/api/brochures/', brochure, [
      'Brochure 2025',
      'Brochure 2024',
      'Brochure without year',
      'Brochure 2022 reprint',
    ]);
  });

  it('gives the file as an absolute URL under both names, and the year of created_at when none is stored', async () => {
    const { rows: list } = await getList(h, '/api/brochures/', brochure);
    expect(list[1]).toEqual({
      id: brochureIds[0],
      title: 'Brochure 2024',
      year: 2024,
      file: mediaUrl(h, brochureFile),
      file_url: mediaUrl(h, brochureFile),
      created_at: minutesAfter(1),
      updated_at: minutesAfter(1),
      title_hi: null,
    });
    expect(list[2]!.year).toBe(2023);
  });

  it('pages and refuses bad paging with 400', async () => {
    const res = await get('/api/brochures/?page=2&page_size=2');
    expect(titles(res.json())).toEqual(['Brochure without year', 'Brochure 2022 reprint']);
    expect(res.headers['x-total-count']).toBe('4');
    expectReply.refused(await get('/api/brochures/?page=0'));
    expectReply.refused(await get('/api/brochures/?page_size=abc'));
  });
});

describe('GET /api/reports/', () => {
  it('lists reports newest first by year, then by upload, with location and fileUrl, year falling back to created_at', async () => {
    const { rows: list, total } = await getList(h, '/api/reports/', report);
    expect(total).toBe('4');
    expect(titles(list)).toEqual(['Report 2025 Munsiyari', 'Dharchula report', 'Report 2024', 'Old report']);
    expect(list[1]).toMatchObject({ location: 'Dharchula', year: 2025 });
    expect(list[1]!.fileUrl).toBe(list[1]!.file_url);
    expect(list[1]!.file_url).toMatch(/^http.*\/media\/reports\/[a-z0-9]+\.pdf$/);
    expect(list[3]).toMatchObject({ location: null, year: 2022 });
  });
});

describe('GET /downloads/', () => {
  it('answers both lists in one object', async () => {
    const res = await get('/downloads/');
    expect(res.statusCode).toBe(200);
    const body = downloads.parse(res.json());
    expect(titles(body.brochures)).toEqual(['Brochure 2025', 'Brochure 2024', 'Brochure without year', 'Brochure 2022 reprint']);
    expect(titles(body.reports)).toEqual(['Report 2025 Munsiyari', 'Dharchula report', 'Report 2024', 'Old report']);
  });

  it('applies page_size to each list', async () => {
    const body = downloads.parse((await get('/downloads/?page_size=1')).json());
    expect(titles(body.brochures)).toEqual(['Brochure 2025']);
    expect(titles(body.reports)).toEqual(['Report 2025 Munsiyari']);
    expectReply.refused(await get('/downloads/?page_size=0'));
  });
});

describe('downloads of brochures and reports', () => {
  it('sends a brochure as brochure_{id}.pdf, a PDF attachment', async () => {
    const res = await get(`/api/brochures/${brochureIds[0]}/download/`);
    expectReply.pdfAttachment(res, `brochure_${brochureIds[0]}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.equals(await h.app.media.read(brochureFile))).toBe(true);
  });

  it('sends a report as report_{id}.pdf', async () => {
    const res = await get(`/api/reports/${reportIds[0]}/download/`);
    expectReply.pdfAttachment(res, `report_${reportIds[0]}.pdf`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await h.inject({ method: 'HEAD', url: `/api/reports/${reportIds[0]}/download/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 JSON when the row or its file is missing, 400 for a bad id', async () => {
    for (const url of [
      '/api/brochures/999999/download/',
      '/api/reports/999999/download/',
      `/api/brochures/${brochureIds[2]}/download/`,
      `/api/reports/${reportIds[1]}/download/`,
    ]) {
      expectReply.notFound(await get(url), url);
    }
    expect((await get('/api/brochures/abc/download/')).statusCode).toBe(400);
    expect((await get('/api/reports/0/download/')).statusCode).toBe(400);
  });
});

describe('one brochure or report by id', () => {
  it('answers the row as the list gives it', async () => {
    const b = await get(`/api/brochures/${brochureIds[0]}/`);
    expect(b.statusCode).toBe(200);
    const { rows: brochures } = await getList(h, '/api/brochures/', brochure);
    expect(brochure.parse(b.json())).toEqual(brochures.find((row) => row.id === brochureIds[0]));
    const r = await get(`/api/reports/${reportIds[0]}/`);
    expect(r.statusCode).toBe(200);
    expect(report.parse(r.json())).toMatchObject({ title: 'Dharchula report', location: 'Dharchula', year: 2025 });
  });

  it('answers 404 for a missing row and 400 for a bad id, in the error shape', async () => {
    expectReply.notFound(await get('/api/brochures/999999/'));
    expectReply.notFound(await get('/api/reports/999999/'));
    expectReply.refused(await get('/api/brochures/abc/'));
    expectReply.refused(await get('/api/reports/-1/'));
  });
});
