// Staff calls for test papers and test results: multipart with the PDF (`file`), stored together
// with the row. A coordinator works within their camps; a paper without a camp needs the
// all-camps scope.
import type { FastifyInstance } from 'fastify';
import { testPaper, testResult } from '../../../shared/schemas/content';
import { formRoutes } from '../../content/content-routes';
import { testPaperRows, testResultRows } from './test-changes';

export async function testStaffRoutes(app: FastifyInstance) {
  const tags = ['staff: test papers and results'];
  const routes = (label: string, fieldsHelp: string) => ({
    tags,
    create: { summary: `Publish a ${label} (multipart: ${fieldsHelp})`, consumes: ['multipart/form-data'] },
    edit: { summary: `Edit a ${label} (multipart or JSON; only the fields sent change; a new file replaces the old one)` },
    remove: { summary: `Delete a ${label} and its file` },
  });
  const kinds = 'screening, surprise, weekly';
  formRoutes(app, {
    kind: testPaperRows,
    url: '/api/test-papers/',
    reply: testPaper,
    ...routes('test paper', `title, type (${kinds}), exam_date, camp, file (PDF)`),
  });
  formRoutes(app, {
    kind: testResultRows,
    url: '/api/test-results/',
    reply: testResult,
    ...routes('test result', `title, type (${kinds}), standard (default All), result_date, camp, file (PDF)`),
  });
}
