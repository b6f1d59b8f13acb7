// Camps as the public sees them: the queries and the row -> view mapping that the public calls
// and the staff calls share.
import type { Db } from '../../db/database';
import type { Camp as CampRow } from '../../db/schema';
import { runList, type ListQueries } from '../../lib/listing';
import { pageQuery, pageWindow, type PageQuery } from '../../lib/pagination';
import { optionalText, optionalYear } from '../../lib/query-params';
import type { MediaStore } from '../../storage/media-store';
import { imageViews } from '../../storage/stored-image';
import type { Camp } from '../../../shared/schemas/content';

export type { CampRow };

export const campListQuery = pageQuery.extend({
  year: optionalYear(),
  location: optionalText('location'),
});

export interface CampFilters {
  year?: number | undefined;
  location?: string | undefined;
}

export function toCampView(row: CampRow, media: MediaStore): Camp {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    year: row.year,
    ...imageViews(media, 'image', row.image, row.image_variants),
    name_hi: row.name_hi,
    location_hi: row.location_hi,
  };
}

function filteredCamps(db: Db, filters: CampFilters) {
  let query = db.kysely.selectFrom('camps');
  if (filters.year !== undefined) query = query.where('year', '=', filters.year);
  if (filters.location !== undefined) query = query.where('location', '=', filters.location);
  return query;
}

/** Newest year first, then newest camp first. */
export function campListQueries(db: Db, filters: CampFilters, page: PageQuery): ListQueries<CampRow> {
  const { limit, offset } = pageWindow(page);
  return {
    rows: filteredCamps(db, filters).selectAll().orderBy('year', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
    count: filteredCamps(db, filters).select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export const listCamps = (db: Db, filters: CampFilters, page: PageQuery) => runList(campListQueries(db, filters, page), page);

export function getCamp(db: Db, id: number): Promise<CampRow | undefined> {
  return db.kysely.selectFrom('camps').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function campExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.kysely.selectFrom('camps').select('id').where('id', '=', id).executeTakeFirst());
}
