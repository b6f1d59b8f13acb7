import { describe, expect, it } from 'vitest';
import { testPaper, testResult } from '../../../shared/schemas/content';
import { insertCamp, insertTestPaper, insertTestResult, minutesAfter, storePdf } from '../../seed/fixtures';
import { expectReply, expectTitles, getList, mediaUrl, publicSuite, titles } from '../../test-support/public-fixtures';

let campA: number;
let campB: number;
const paper: Record<string, number> = {};
const result: Record<string, number> = {};
let paperFile: string;
let resultFile: string;

const { h, get } = publicSuite(async () => {
  campA = (await insertCamp(h.db, { name: 'Dharchula Summer Camp' })).id;
  campB = (await insertCamp(h.db, { name: 'Munsiyari Summer Camp', location: 'Munsiyari', year: 2024 })).id;
  paperFile = await storePdf(h.app.media, 'papers', 'Paper');
  resultFile = await storePdf(h.app.media, 'results', 'Result');
  // Titles in one letter case, so that both engines' collations order them alike.
  const papers = [
    { title: 'Beta', type: 'weekly', exam_date: '2025-06-08', camp_id: campA, minute: 3 },
    { title: 'Alpha', type: 'screening', exam_date: '2025-04-20', camp_id: campA, minute: 1 },
    { title: 'Delta', type: 'surprise', exam_date: null, camp_id: null, minute: 4 },
    { title: 'Gamma', type: 'weekly', exam_date: '2024-06-09', camp_id: campB, minute: 2 },
  ];
  for (const { minute, ...p } of papers) {
    const row = await insertTestPaper(h.db, { ...p, file: p.title === 'Alpha' ? paperFile : undefined, created_at: minutesAfter(minute) });
    paper[p.title] = row.id;
  }
  const results = [
    { title: 'Alpha results', type: 'screening', result_date: '2025-04-25', standard: 'All', camp_id: campA, minute: 2 },
    { title: 'Beta results', type: 'weekly', result_date: '2025-06-11', standard: '12', camp_id: campA, minute: 1 },
    { title: 'Gamma results', type: 'surprise', result_date: '2024-06-12', standard: '10', camp_id: campB, minute: 3 },
  ];
  for (const { minute, ...r } of results) {
    const row = await insertTestResult(h.db, {
      ...r,
      file: r.title === 'Beta results' ? resultFile : undefined,
      created_at: minutesAfter(minute),
    });
    result[r.title] = row.id;
  }
});

describe('GET /api/test-papers/', () => {
  it('lists papers by exam date, latest first, undated last, total in X-Total-Count', async () => {
    await expectTitles(h, '/api/test-papers/', testPaper, ['Beta', 'Alpha', 'Gamma', 'Delta']);
  });

  it('gives the §3 fields: camp name by join (null without a camp) and the file URL', async () => {
    const { rows: list } = await getList(h, '/api/test-papers/', testPaper);
    expect(list[1]).toEqual({
      id: paper.Alpha,
      camp_id: campA,
      camp_name: 'Dharchula Summer Camp',
      camp_name_hi: null,
      title: 'Alpha',
      type: 'screening',
      exam_date: '2025-04-20',
      file_url: mediaUrl(h, paperFile),
      created_at: minutesAfter(1),
      title_hi: null,
    });
    expect(list[3]).toMatchObject({ camp_id: null, camp_name: null, exam_date: null });
  });

  it('sorts ascending with sort_order=ascending or asc, undated first', async () => {
    const expected = ['Delta', 'Gamma', 'Alpha', 'Beta'];
    expect(titles((await get('/api/test-papers/?sort_order=ascending')).json())).toEqual(expected);
    expect(titles((await get('/api/test-papers/?sort_by=exam_date&sort_order=asc')).json())).toEqual(expected);
    expect(titles((await get('/api/test-papers/?sort_order=desc')).json())).toEqual([...expected].reverse());
  });

  it('sorts by title and by created_at', async () => {
    expect(titles((await get('/api/test-papers/?sort_by=title&sort_order=asc')).json())).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    expect(titles((await get('/api/test-papers/?sort_by=title')).json())).toEqual(['Gamma', 'Delta', 'Beta', 'Alpha']);
    expect(titles((await get('/api/test-papers/?sort_by=created_at')).json())).toEqual(['Delta', 'Beta', 'Gamma', 'Alpha']);
  });

  it('filters by camp_id and type', async () => {
    const byCamp = await get(`/api/test-papers/?camp_id=${campA}`);
    expect(titles(byCamp.json())).toEqual(['Beta', 'Alpha']);
    expect(byCamp.headers['x-total-count']).toBe('2');
    expect(titles((await get('/api/test-papers/?type=weekly')).json())).toEqual(['Beta', 'Gamma']);
    expect(titles((await get(`/api/test-papers/?type=weekly&camp_id=${campB}`)).json())).toEqual(['Gamma']);
    expect((await get('/api/test-papers/?type=surprise&page_size=1&page=2')).json()).toEqual([]);
  });

  it.each([
    ['sort_by=result_date', 'sort_by must be one of: exam_date, title, created_at, camp.'],
    ['sort_by=id', 'sort_by must be one of: exam_date, title, created_at, camp.'],
    ['sort_order=up', 'sort_order must be ascending or descending.'],
    ['type=monthly', 'type must be one of: screening, surprise, weekly.'],
    ['camp_id=abc', 'camp_id must be a positive whole number.'],
    ['page=0', 'page must be a whole number of at least 1.'],
  ])('refuses ?%s with 400: %s', async (query, message) => {
    expect(expectReply.refused(await get(`/api/test-papers/?${query}`)).error).toBe(message);
  });
});

describe('GET /api/test-results/', () => {
  it('lists results by result date, latest first, with standard and camp name', async () => {
    const { rows: list, total } = await getList(h, '/api/test-results/', testResult);
    expect(total).toBe('3');
    expect(titles(list)).toEqual(['Beta results', 'Alpha results', 'Gamma results']);
    expect(list[0]).toMatchObject({
      id: result['Beta results'],
      standard: '12',
      type: 'weekly',
      result_date: '2025-06-11',
      camp_name: 'Dharchula Summer Camp',
    });
    expect(list[1]!.standard).toBe('All');
  });

  it('sorts and filters like the papers', async () => {
    expect(titles((await get('/api/test-results/?sort_by=result_date&sort_order=ascending')).json())).toEqual([
      'Gamma results',
      'Alpha results',
      'Beta results',
    ]);
    expect(titles((await get('/api/test-results/?sort_by=created_at&sort_order=descending')).json())).toEqual([
      'Gamma results',
      'Alpha results',
      'Beta results',
    ]);
    expect(titles((await get('/api/test-results/?sort_by=title&sort_order=asc')).json())).toEqual([
      'Alpha results',
      'Beta results',
      'Gamma results',
    ]);
    expect(titles((await get(`/api/test-results/?camp_id=${campB}`)).json())).toEqual(['Gamma results']);
    expect(titles((await get('/api/test-results/?type=screening')).json())).toEqual(['Alpha results']);
  });

  it('refuses sort_by=exam_date on results', async () => {
    expect(expectReply.refused(await get('/api/test-results/?sort_by=exam_date')).error).toBe(
      'sort_by must be one of: result_date, title, created_at, camp, standard.',
    );
  });
});

describe('sorting the website tables on the server', () => {
  it('sorts papers by camp name, rows without a camp last both ways', async () => {
    expect(titles((await get('/api/test-papers/?sort_by=camp&sort_order=ascending')).json())).toEqual(['Beta', 'Alpha', 'Gamma', 'Delta']);
    expect(titles((await get('/api/test-papers/?sort_by=camp&sort_order=descending')).json())).toEqual(['Gamma', 'Alpha', 'Beta', 'Delta']);
  });

  it('sorts results by standard, numbers first in numeric order, across pages', async () => {
    for (const standard of ['9', 'All', '11', '100'])
      await insertTestResult(h.db, { title: `Standard ${standard}`, type: 'surprise', standard, camp_id: campA });
    const standards = async (order: string) => {
      const all: string[] = [];
      for (const page of [1, 2, 3]) {
        const res = await get(`/api/test-results/?type=surprise&sort_by=standard&sort_order=${order}&page_size=2&page=${page}`);
        expect(res.headers['x-total-count']).toBe('5');
        all.push(
          ...testResult
            .array()
            .parse(res.json())
            .map((r) => r.standard),
        );
      }
      return all;
    };
    expect(await standards('asc')).toEqual(['9', '10', '11', '100', 'All']);
    expect(await standards('desc')).toEqual(['All', '100', '11', '10', '9']);
  });

  it('refuses a column the tables do not have', async () => {
    expect(expectReply.refused(await get('/api/test-papers/?sort_by=standard')).error).toBe(
      'sort_by must be one of: exam_date, title, created_at, camp.',
    );
  });
});

describe('downloads of papers and results', () => {
  it('sends a paper as paper_{id}.pdf and a result as result_{id}.pdf', async () => {
    const p = await get(`/api/test-papers/${paper.Alpha}/download/`);
    expectReply.pdfAttachment(p, `paper_${paper.Alpha}.pdf`);
    expect(p.rawPayload.equals(await h.app.media.read(paperFile))).toBe(true);
    const r = await get(`/api/test-results/${result['Beta results']}/download/`);
    expectReply.pdfAttachment(r, `result_${result['Beta results']}.pdf`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 when the row or the file is missing, 400 for a bad id', async () => {
    expectReply.notFound(await get('/api/test-papers/999999/download/'));
    expectReply.notFound(await get(`/api/test-papers/${paper.Beta}/download/`));
    expectReply.notFound(await get('/api/test-results/999999/download/'));
    expect((await get('/api/test-results/abc/download/')).statusCode).toBe(400);
  });
});

describe('one paper or result by id', () => {
  it('answers the row as the list gives it', async () => {
    const p = await get(`/api/test-papers/${paper.Alpha}/`);
    expect(p.statusCode).toBe(200);
    const { rows: papers } = await getList(h, '/api/test-papers/', testPaper);
    expect(testPaper.parse(p.json())).toEqual(papers.find((row) => row.id === paper.Alpha));
    const r = await get(`/api/test-results/${result['Gamma results']}/`);
    expect(r.statusCode).toBe(200);
    expect(testResult.parse(r.json())).toMatchObject({ title: 'Gamma results', standard: '10', camp_name: 'Munsiyari Summer Camp' });
  });

  it('answers 404 for a missing row and 400 for a bad id, in the error shape', async () => {
    expectReply.notFound(await get('/api/test-papers/999999/'));
    expectReply.notFound(await get('/api/test-results/999999/'));
    expectReply.refused(await get('/api/test-papers/abc/'));
    expectReply.refused(await get('/api/test-results/0/'));
  });
});
