// Staff changes to brochures and reports (admins only: they speak for the whole trust): content
// rows with a required PDF.
import { brochureEdit, brochureFields, reportEdit, reportFields } from '../../../shared/schemas/staff/downloads';
import { pdfColumn } from '../../content/row-file';
import { type Columns, type ContentKind, viewOf } from '../../content/stored-row';
import { getBrochure, getReport, toBrochureView, toReportView } from './downloads';

/** An empty location is none. */
const columns = (fields: Columns) => ('location' in fields ? { ...fields, location: fields.location || null } : fields);

const downloadRows = <V>(
  table: 'brochures' | 'reports',
  entity: string,
  form: ContentKind['form'],
  view: ContentKind<Columns, V>['view'],
) => ({ table, entity, file: pdfColumn({ media: table, required: true }), form, view, columns }) satisfies ContentKind<Columns, V>;

export const brochureRows = downloadRows(
  'brochures',
  'brochure',
  { create: brochureFields, edit: brochureEdit },
  viewOf(getBrochure, toBrochureView),
);

export const reportRows = downloadRows('reports', 'report', { create: reportFields, edit: reportEdit }, viewOf(getReport, toReportView));
