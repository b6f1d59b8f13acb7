// Brochures and reports (the Downloads page): queries and the row -> view mapping shared by the
// public calls and the staff calls. Both lists are newest first: by the year the document is for
// (§3's year, as the reply gives it), then by upload, then id; migration 005 indexes that order.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Brochure as BrochureRow, Report as ReportRow } from '../../db/schema';
import { runList, type ListQueries } from '../../lib/listing';
import { pageQuery, pageWindow, type PageQuery } from '../../lib/pagination';
import type { MediaStore } from '../../storage/media-store';
import type { Brochure, Report } from '../../../shared/schemas/content';

export type { BrochureRow, ReportRow };

export const downloadListQuery = pageQuery;

/** §3: the stored year, else the year of created_at. */
export const documentYear = (row: { year: number | null; created_at: string }) => row.year ?? Number(row.created_at.slice(0, 4));

export function toBrochureView(row: BrochureRow, media: MediaStore): Brochure {
  const url = media.url(row.file);
  return {
    id: row.id,
    title: row.title,
    year: documentYear(row),
    file: url,
    file_url: url,
    created_at: row.created_at,
    updated_at: row.updated_at,
    title_hi: row.title_hi,
  };
}

export function toReportView(row: ReportRow, media: MediaStore): Report {
  const view = toBrochureView(row, media);
  return { ...view, location: row.location, fileUrl: view.file_url, location_hi: row.location_hi };
}

/** The SQL of documentYear, the expression migration 005 indexes. */
const yearKey = sql`coalesce(year, cast(substr(created_at, 1, 4) as integer))`;

/** One list query for both tables: a report is a brochure with a location. */
function downloadListQueries(db: Db, table: 'brochures' | 'reports', page: PageQuery): ListQueries<BrochureRow> {
  const { limit, offset } = pageWindow(page);
  const from = db.kysely.selectFrom(table as 'brochures');
  return {
    rows: from.selectAll().orderBy(yearKey, 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
    count: from.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export const brochureListQueries = (db: Db, page: PageQuery): ListQueries<BrochureRow> => downloadListQueries(db, 'brochures', page);
export const reportListQueries = (db: Db, page: PageQuery) => downloadListQueries(db, 'reports', page) as ListQueries<ReportRow>;

export const listBrochures = (db: Db, page: PageQuery) => runList(brochureListQueries(db, page), page);
export const listReports = (db: Db, page: PageQuery) => runList(reportListQueries(db, page), page);

export function getBrochure(db: Db, id: number): Promise<BrochureRow | undefined> {
  return db.kysely.selectFrom('brochures').selectAll().where('id', '=', id).executeTakeFirst();
}

export function getReport(db: Db, id: number): Promise<ReportRow | undefined> {
  return db.kysely.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}
