import type { FastifyInstance } from 'fastify';
import { testPaper, testResult } from '../../../shared/schemas/content';
import { detailRoute, downloadRoute, listRoute, pdfReply } from '../../lib/public-routes';
import {
  getTestPaper,
  getTestResult,
  listTestPapers,
  listTestResults,
  testPaperListQuery,
  testResultListQuery,
  toTestPaperView,
  toTestResultView,
} from './tests';

const tags = ['test papers and results'];

export async function testRoutes(app: FastifyInstance) {
  listRoute(app, '/api/test-papers/', {
    tags,
    summary:
      'List test papers; sort_by exam_date (default), title, created_at or camp; sort_order descending (default) or ascending (total in X-Total-Count)',
    querystring: testPaperListQuery,
    item: testPaper,
    list: (db, query) => listTestPapers(db, query, query),
    view: toTestPaperView,
  });
  listRoute(app, '/api/test-results/', {
    tags,
    summary:
      'List test results; sort_by result_date (default), title, created_at, camp or standard (numbers first, numerically); sort_order descending (default) or ascending (total in X-Total-Count)',
    querystring: testResultListQuery,
    item: testResult,
    list: (db, query) => listTestResults(db, query, query),
    view: toTestResultView,
  });
  detailRoute(app, '/api/test-papers/:id/', { tags, summary: 'One test paper', item: testPaper, get: getTestPaper, view: toTestPaperView });
  detailRoute(app, '/api/test-results/:id/', {
    tags,
    summary: 'One test result',
    item: testResult,
    get: getTestResult,
    view: toTestResultView,
  });
  downloadRoute(app, '/api/test-papers/:id/download/', {
    tags,
    summary: 'Download a test paper (paper_{id}.pdf)',
    file: pdfReply,
    get: getTestPaper,
    attachment: (row) => ({ stored: row.file, filename: `paper_${row.id}.pdf` }),
  });
  downloadRoute(app, '/api/test-results/:id/download/', {
    tags,
    summary: 'Download a test result (result_{id}.pdf)',
    file: pdfReply,
    get: getTestResult,
    attachment: (row) => ({ stored: row.file, filename: `result_${row.id}.pdf` }),
  });
}
