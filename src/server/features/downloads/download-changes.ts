// Staff changes to brochures and reports (admins only: they speak for the whole trust): content
// rows with a required PDF.
import type { Brochure, Report } from '../../../shared/schemas/content';
import { brochureEdit, brochureFields, reportEdit, reportFields } from '../../../shared/schemas/staff/downloads';
import { pdfColumn } from '../../content/row-file';
import type { Columns, ContentKind } from '../../content/stored-row';
import { getBrochure, getReport, toBrochureView, toReportView } from './downloads';

/** An empty location is none. */
const columns = (fields: Columns) => ('location' in fields ? { ...fields, location: fields.location || null } : fields);

export const brochureRows: ContentKind<Columns, Brochure> = {
  table: 'brochures',
  entity: 'brochure',
  file: pdfColumn({ media: 'brochures', required: true }),
  form: { create: brochureFields, edit: brochureEdit },
  view: async (call, id) => toBrochureView((await getBrochure(call.db, id))!, call.media),
  columns,
};

export const reportRows: ContentKind<Columns, Report> = {
  table: 'reports',
  entity: 'report',
  file: pdfColumn({ media: 'reports', required: true }),
  form: { create: reportFields, edit: reportEdit },
  view: async (call, id) => toReportView((await getReport(call.db, id))!, call.media),
  columns,
};
