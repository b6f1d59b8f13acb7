import type { FastifyInstance } from 'fastify';
import { testPaper, testResult } from '../../../shared/schemas/content';
import { pdfDownload, publicRows } from '../../lib/public-routes';
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
  publicRows(app, { tags, item: testPaper, view: toTestPaperView, get: getTestPaper })
    .list(
      '/api/test-papers/',
      'List test papers; sort_by exam_date (default), title, created_at or camp; sort_order descending (default) or ascending (total in X-Total-Count)',
      testPaperListQuery,
      listTestPapers,
    )
    .one('/api/test-papers/:id/', 'One test paper')
    .download('/api/test-papers/:id/download/', pdfDownload('test paper', 'paper'));
  publicRows(app, { tags, item: testResult, view: toTestResultView, get: getTestResult })
    .list(
      '/api/test-results/',
      'List test results; sort_by result_date (default), title, created_at, camp or standard (numbers first, numerically); sort_order descending (default) or ascending (total in X-Total-Count)',
      testResultListQuery,
      listTestResults,
    )
    .one('/api/test-results/:id/', 'One test result')
    .download('/api/test-results/:id/download/', pdfDownload('test result', 'result'));
}
