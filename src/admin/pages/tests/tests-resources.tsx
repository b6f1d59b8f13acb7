// Test papers and test results: PDFs the for-students page lists (multipart, `file`). A
// coordinator publishes for their camps; one for every camp needs the all-camps scope.
import { PAPER_TYPES } from '../../../shared/constants';
import type { TestPaper, TestResult } from '../../../shared/schemas/content';
import { testPaperEdit, testPaperFields, testResultEdit, testResultFields } from '../../../shared/schemas/staff/tests';
import type { Collection } from '../../api/collection';
import { testPapersApi, testResultsApi } from '../../api/documents';
import { mayTouchCamp } from '../../lib/auth';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { fileColumn } from '../../components/file-column';
import { hindiValues, withHindi } from '../../lib/hindi-fields';
import {
  callsOf,
  campListed,
  formData,
  schemaCheck,
  showDate,
  type FieldSpec,
  type Resource,
  type ResourceContext,
} from '../../lib/resource';

const typeOptions = PAPER_TYPES.map((t) => ({ value: t, label: m.choices[t] }));

interface Kind<T> {
  key: string;
  path: string;
  calls: Collection<T>;
  texts: Resource<TestPaper>['texts'];
  dateField: 'exam_date' | 'result_date';
  dateLabel: string;
}

function testResource<T extends TestPaper | TestResult>(
  kind: Kind<T>,
  schemas: { create: typeof testPaperFields | typeof testResultFields; edit: typeof testPaperEdit | typeof testResultEdit },
  extra: FieldSpec[] = [],
): Resource<T> {
  const textFields = ['title', 'title_hi', 'type', kind.dateField, 'camp', ...extra.map((f) => f.name)];
  const date = (row: T) => (row as Record<string, unknown>)[kind.dateField] as string | null;
  return {
    ...campListed(kind.key, kind.path, kind.calls),
    texts: kind.texts,
    serverSort: { title: 'title', date: kind.dateField, created_at: 'created_at' },
    columns: () => [
      { key: 'title', header: m.fields.title, cell: (r) => r.title, sortable: true, primary: true },
      { key: 'type', header: m.fields.type, cell: (r) => m.choices[r.type] },
      ...(extra.length ? [{ key: 'standard', header: m.fields.standard, cell: (r: T) => ('standard' in r ? r.standard : '') }] : []),
      { key: 'camp', header: m.fields.camp, cell: (r) => r.camp_name ?? m.allCamps },
      { key: 'date', header: kind.dateLabel, cell: (r) => showDate(date(r)) || m.none, sortable: true, nowrap: true },
      fileColumn(),
    ],
    sortValue: (r, key) => (key === 'date' ? date(r) : key === 'title' ? r.title : r.created_at),
    label: (r) => r.title,
    fields: (ctx: ResourceContext) => [
      ...withHindi([{ name: 'title', label: m.fields.title, kind: 'text', required: true }], ['title']),
      { name: 'type', label: m.fields.type, kind: 'select', required: true, options: typeOptions, emptyOption: '' },
      ...extra,
      { name: kind.dateField, label: kind.dateLabel, kind: 'date' },
      { name: 'camp', label: m.fields.camp, kind: 'select', options: ctx.camps, ...(ctx.can.allCamps ? { emptyOption: m.noCamp } : {}) },
      { name: 'file', label: m.fields.file, kind: 'file', required: true, accept: 'application/pdf' },
    ],
    initial: (r, ctx) => ({
      title: r?.title ?? '',
      ...hindiValues(r, ['title']),
      type: r?.type ?? '',
      [kind.dateField]: (r && date(r)) ?? '',
      camp: r ? (r.camp_id === null ? '' : String(r.camp_id)) : ctx.can.allCamps ? '' : (ctx.camps[0]?.value ?? ''),
      ...(extra.length ? { standard: r && 'standard' in r && r.standard !== 'All' ? r.standard : '' } : {}),
    }),
    validate: (values, files, editing) =>
      schemaCheck(editing ? schemas.edit : schemas.create, { name: 'file', requiredOnCreate: true })(values, files, editing),
    ...callsOf(kind.calls, (values, files) => formData(values, textFields, files)),
    mayCreate: ({ camps, can }) => can.allCamps || camps.length > 0,
    mayChange: ({ can }, r) => mayTouchCamp(can, r.camp_id),
  };
}

export const testPapersResource = testResource<TestPaper>(
  {
    key: 'test-papers',
    path: paths.testPapers,
    calls: testPapersApi,
    texts: m.testPapers,
    dateField: 'exam_date',
    dateLabel: m.fields.examDate,
  },
  { create: testPaperFields, edit: testPaperEdit },
);

export const testResultsResource = testResource<TestResult>(
  {
    key: 'test-results',
    path: paths.testResults,
    calls: testResultsApi,
    texts: m.testResults,
    dateField: 'result_date',
    dateLabel: m.fields.resultDate,
  },
  { create: testResultFields, edit: testResultEdit },
  [{ name: 'standard', label: m.fields.standard, kind: 'text', hint: m.fields.standardHint }],
);
