// Announcements (the "updates" of the for-students page): queries and the row -> view mapping
// shared by the public calls and the staff calls. The camp name comes by join, in the same query.
import type { Db } from '../../db/database';
import { rowCountQuery } from '../../db/row-counts';
import type { Announcement as AnnouncementTableRow } from '../../db/schema';
import { runList, type ListQueries } from '../../lib/listing';
import { pageQuery, pageWindow, type PageQuery } from '../../lib/pagination';
import { optionalId } from '../../lib/query-params';
import type { Announcement } from '../../../shared/schemas/content';

export type AnnouncementRow = AnnouncementTableRow & { camp_name: string | null; camp_name_hi: string | null };

export const announcementListQuery = pageQuery.extend({ camp_id: optionalId('camp_id') });

export interface AnnouncementFilters {
  camp_id?: number | undefined;
}

export function toAnnouncementView(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    camp_id: row.camp_id,
    camp_name: row.camp_name,
    camp_name_hi: row.camp_name_hi,
    title: row.title,
    text: row.text,
    venue: row.venue,
    examTime: row.exam_time,
    time: row.time,
    created_at: row.created_at,
    updated_at: row.updated_at,
    title_hi: row.title_hi,
    text_hi: row.text_hi,
    venue_hi: row.venue_hi,
    examTime_hi: row.exam_time_hi,
  };
}

const announcementsFrom = (db: Db) => db.kysely.selectFrom('announcements as a');

function withCampName(query: ReturnType<typeof announcementsFrom>) {
  return query.leftJoin('camps as c', 'c.id', 'a.camp_id').selectAll('a').select(['c.name as camp_name', 'c.name_hi as camp_name_hi']);
}

/** Newest first: created_at, then id. */
export function announcementListQueries(db: Db, filters: AnnouncementFilters, page: PageQuery): ListQueries<AnnouncementRow> {
  const { limit, offset } = pageWindow(page);
  let base = announcementsFrom(db);
  if (filters.camp_id !== undefined) base = base.where('a.camp_id', '=', filters.camp_id);
  return {
    rows: withCampName(base).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset),
    // All of them: the kept count, not a count over the table.
    count: filters.camp_id === undefined ? rowCountQuery(db, 'announcements') : base.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export const listAnnouncements = (db: Db, filters: AnnouncementFilters, page: PageQuery) =>
  runList(announcementListQueries(db, filters, page), page);

export function getAnnouncement(db: Db, id: number): Promise<AnnouncementRow | undefined> {
  return withCampName(announcementsFrom(db)).where('a.id', '=', id).executeTakeFirst();
}
