// Events: queries and the row -> view mapping shared by the public calls and the staff calls.
import type { Db } from '../../db/database';
import type { EventRow } from '../../db/schema';
import { runList, type ListQueries } from '../../lib/listing';
import { pageQuery, pageWindow, type PageQuery } from '../../lib/pagination';
import { optionalFlag } from '../../lib/query-params';
import type { MediaStore } from '../../storage/media-store';
import { imageViews } from '../../storage/stored-image';
import { todayInIndia } from '../../../shared/dates';
import type { Event } from '../../../shared/schemas/content';

export type { EventRow };

export const eventListQuery = pageQuery.extend({ featured: optionalFlag('featured'), upcoming: optionalFlag('upcoming') });

export interface EventFilters {
  featured?: boolean | undefined;
  /** true: events that have not ended by today in India, soonest first; false: those that have, latest first. */
  upcoming?: boolean | undefined;
}

export function toEventView(row: EventRow, media: MediaStore): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    end_date: row.end_date,
    venue: row.venue,
    featured: row.featured === 1,
    ...imageViews(media, 'image', row.image, row.image_variants),
    created_at: row.created_at,
    title_hi: row.title_hi,
    description_hi: row.description_hi,
    venue_hi: row.venue_hi,
  };
}

/** Latest date first, then newest id; upcoming events soonest first. */
export function eventListQueries(db: Db, filters: EventFilters, page: PageQuery, today = todayInIndia()): ListQueries<EventRow> {
  const { limit, offset } = pageWindow(page);
  let base = db.kysely.selectFrom('events');
  if (filters.featured !== undefined) base = base.where('featured', '=', filters.featured ? 1 : 0);
  // An event runs until its end date: one that started yesterday and ends tomorrow is still to come.
  // (The index gives the order; the past rows it passes over are a few a year.)
  if (filters.upcoming !== undefined)
    base = base.where((eb) => eb(eb.fn.coalesce('end_date', 'date'), filters.upcoming ? '>=' : '<', today));
  const order = filters.upcoming ? 'asc' : 'desc';
  return {
    rows: base.selectAll().orderBy('date', order).orderBy('id', order).limit(limit).offset(offset),
    count: base.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export const listEvents = (db: Db, filters: EventFilters, page: PageQuery) => runList(eventListQueries(db, filters, page), page);

export function getEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.kysely.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}
