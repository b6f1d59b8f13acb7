// Staff changes to test papers and test results: content rows with a required PDF, within the
// caller's camps (a paper without a camp needs the all-camps scope).
import { testPaperEdit, testPaperFields, testResultEdit, testResultFields } from '../../../shared/schemas/staff/tests';
import { pdfColumn } from '../../content/row-file';
import { type Columns, type ContentKind, campColumn } from '../../content/stored-row';
import { getTestPaper, getTestResult, toTestPaperView, toTestResultView } from './tests';

/** Form fields -> columns: `camp` is camp_id; an empty standard is "All". */
function columns({ standard, ...rest }: Columns): Columns {
  return { ...campColumn(rest), ...(standard !== undefined ? { standard: standard === '' ? 'All' : standard } : {}) };
}

const testRows = <V>(
  table: 'test_papers' | 'test_results',
  entity: 'test_paper' | 'test_result',
  media: 'papers' | 'results',
  form: ContentKind['form'],
  view: ContentKind<Columns, V>['view'],
) =>
  ({
    table,
    entity,
    file: pdfColumn({ media, required: true }),
    camp: { field: 'camp' },
    form,
    view,
    columns,
  }) satisfies ContentKind<Columns, V>;

export const testPaperRows = testRows(
  'test_papers',
  'test_paper',
  'papers',
  { create: testPaperFields, edit: testPaperEdit },
  async (call, id) => toTestPaperView((await getTestPaper(call.db, id))!, call.media),
);

export const testResultRows = testRows(
  'test_results',
  'test_result',
  'results',
  { create: testResultFields, edit: testResultEdit },
  async (call, id) => toTestResultView((await getTestResult(call.db, id))!, call.media),
);
