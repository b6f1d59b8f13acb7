import type { FastifyInstance } from 'fastify';
import { testPaper, testResult } from '../../../shared/schemas/content';
import { pdfDownload, publicResource } from '../../lib/public-routes';
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
  publicResource(app, {
    tags,
    url: '/api/test-papers/',
    item: testPaper,
    view: toTestPaperView,
    get: getTestPaper,
    list: {
      summary:
        'List test papers; sort_by exam_date (default), title, created_at or camp; sort_order descending (default) or ascending (total in X-Total-Count)',
      querystring: testPaperListQuery,
      rows: (db, query) => listTestPapers(db, query, query),
    },
    one: 'One test paper',
    download: pdfDownload('test paper', 'paper'),
  });
  publicResource(app, {
    tags,
    url: '/api/test-results/',
    item: testResult,
    view: toTestResultView,
    get: getTestResult,
    list: {
      summary:
        'List test results; sort_by result_date (default), title, created_at, camp or standard (numbers first, numerically); sort_order descending (default) or ascending (total in X-Total-Count)',
      querystring: testResultListQuery,
      rows: (db, query) => listTestResults(db, query, query),
    },
    one: 'One test result',
    download: pdfDownload('test result', 'result'),
  });
}
