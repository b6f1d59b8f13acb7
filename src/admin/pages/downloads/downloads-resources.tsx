// Brochures and reports: PDFs of the Downloads page, published by admins (multipart, `file`).
import type { Brochure, Report } from '../../../shared/schemas/content';
import { brochureEdit, brochureFields, reportEdit, reportFields } from '../../../shared/schemas/staff/downloads';
import type { Collection } from '../../api/collection';
import { brochuresApi, reportsApi } from '../../api/documents';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { fileColumn } from '../../components/file-column';
import { hindiName, hindiValues, withHindi } from '../../lib/hindi-fields';
import { callsOf, formData, schemaCheck, showDate, type FieldSpec, type Resource } from '../../lib/resource';

interface Kind<T> {
  key: string;
  path: string;
  calls: Collection<T>;
  texts: Resource<Brochure>['texts'];
}

function documentResource<T extends Brochure>(
  kind: Kind<T>,
  schemas: { create: typeof brochureFields; edit: typeof brochureEdit },
  extra: FieldSpec[] = [],
): Resource<T> {
  const hindi = ['title', ...extra.map((f) => f.name)];
  const textFields = ['title', 'year', ...extra.map((f) => f.name), ...hindi.map(hindiName)];
  return {
    key: kind.key,
    path: kind.path,
    texts: kind.texts,
    list: (api, { page, page_size }, signal) => kind.calls.list(api, { page, page_size }, signal),
    columns: () => [
      { key: 'title', header: m.fields.title, cell: (r) => r.title, sortable: true, primary: true },
      { key: 'year', header: m.fields.year, cell: (r) => r.year, sortable: true },
      ...extra.map((f) => ({
        key: f.name,
        header: f.label,
        cell: (r: T) => String((r as Record<string, unknown>)[f.name] ?? '') || m.none,
        sortable: true,
      })),
      { key: 'updated_at', header: m.fields.created, cell: (r) => showDate(r.created_at), sortable: true, nowrap: true },
      fileColumn(),
    ],
    sortValue: (r, key) => {
      const value = (r as Record<string, unknown>)[key === 'updated_at' ? 'created_at' : key];
      return typeof value === 'number' || typeof value === 'string' ? value : null;
    },
    label: (r) => r.title,
    fields: () =>
      withHindi(
        [
          { name: 'title', label: m.fields.title, kind: 'text', required: true },
          { name: 'year', label: m.fields.year, kind: 'number', min: 2000, max: 2100 },
          ...extra,
          { name: 'file', label: m.fields.file, kind: 'file', required: true, accept: 'application/pdf' },
        ],
        hindi,
      ),
    initial: (r) => ({
      title: r?.title ?? '',
      year: r ? String(r.year) : '',
      ...hindiValues(r, hindi),
      ...Object.fromEntries(extra.map((f) => [f.name, String((r as Record<string, unknown> | null)?.[f.name] ?? '')])),
    }),
    validate: (values, files, editing) =>
      schemaCheck(editing ? schemas.edit : schemas.create, { name: 'file', requiredOnCreate: true })(values, files, editing),
    ...callsOf(kind.calls, (values, files) => formData(values, textFields, files)),
    mayCreate: ({ can }) => can.manageSiteWide,
    mayChange: ({ can }) => can.manageSiteWide,
  };
}

export const brochuresResource = documentResource<Brochure>(
  { key: 'brochures', path: paths.brochures, calls: brochuresApi, texts: m.brochures },
  { create: brochureFields, edit: brochureEdit },
);

export const reportsResource = documentResource<Report>(
  { key: 'reports', path: paths.reports, calls: reportsApi, texts: m.reports },
  { create: reportFields, edit: reportEdit },
  [{ name: 'location', label: m.fields.location, kind: 'text' }],
);
