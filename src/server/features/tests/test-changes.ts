// Staff changes to test papers and test results: content rows with a required PDF, within the
// caller's camps (a paper without a camp needs the all-camps scope).
import { testPaperEdit, testPaperFields, testResultEdit, testResultFields } from '../../../shared/schemas/staff/tests';
import { pdfColumn } from '../../content/row-file';
import { type Columns, type ContentKind, campColumn, viewOf } from '../../content/stored-row';
import { getTestPaper, getTestResult, toTestPaperView, toTestResultView } from './tests';

/** Form fields -> columns: `camp` is camp_id; an empty standard is "All". */
function columns({ standard, ...rest }: Columns): Columns {
  return { ...campColumn(rest), ...(standard !== undefined ? { standard: standard === '' ? 'All' : standard } : {}) };
}

/** Papers and results alike: table test_<kind>s, audit entity test_<kind>, PDFs under <kind>s/. */
const testRows = <V>(kind: 'paper' | 'result', form: ContentKind['form'], view: ContentKind<Columns, V>['view']) =>
  ({
    table: `test_${kind}s`,
    entity: `test_${kind}`,
    file: pdfColumn({ media: `${kind}s`, required: true }),
    camp: { field: 'camp' },
    form,
    view,
    columns,
  }) satisfies ContentKind<Columns, V>;

export const testPaperRows = testRows('paper', { create: testPaperFields, edit: testPaperEdit }, viewOf(getTestPaper, toTestPaperView));

export const testResultRows = testRows(
  'result',
  { create: testResultFields, edit: testResultEdit },
  viewOf(getTestResult, toTestResultView),
);
