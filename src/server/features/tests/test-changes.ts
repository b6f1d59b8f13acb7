// Staff changes to test papers and test results: content rows with a required PDF, within the
// caller's camps (a paper without a camp needs the all-camps scope).
import type { TestPaper, TestResult } from '../../../shared/schemas/content';
import { testPaperEdit, testPaperFields, testResultEdit, testResultFields } from '../../../shared/schemas/staff/tests';
import { pdfColumn } from '../../content/row-file';
import { type Columns, type ContentKind, campColumn } from '../../content/stored-row';
import { getTestPaper, getTestResult, toTestPaperView, toTestResultView } from './tests';

/** Form fields -> columns: `camp` is camp_id; an empty standard is "All". */
function columns({ standard, ...rest }: Columns): Columns {
  return { ...campColumn(rest), ...(standard !== undefined ? { standard: standard === '' ? 'All' : standard } : {}) };
}

export const testPaperRows: ContentKind<Columns, TestPaper> = {
  table: 'test_papers',
  entity: 'test_paper',
  file: pdfColumn({ media: 'papers', required: true }),
  camp: { field: 'camp' },
  form: { create: testPaperFields, edit: testPaperEdit },
  view: async (call, id) => toTestPaperView((await getTestPaper(call.db, id))!, call.media),
  columns,
};

export const testResultRows: ContentKind<Columns, TestResult> = {
  table: 'test_results',
  entity: 'test_result',
  file: pdfColumn({ media: 'results', required: true }),
  camp: { field: 'camp' },
  form: { create: testResultFields, edit: testResultEdit },
  view: async (call, id) => toTestResultView((await getTestResult(call.db, id))!, call.media),
  columns,
};
