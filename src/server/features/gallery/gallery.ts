// Camp gallery pictures: queries and the row -> view mapping shared by the public calls and the
// staff calls. Every list joins the camp in the same query (name, location, year).
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { rowCountQuery } from '../../db/row-counts';
import type { Database, GalleryItem as GalleryTableRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { runList, type ListQueries, type ListResult } from '../../lib/listing';
import { pageQuery, pageWindow, type PageQuery } from '../../lib/pagination';
import { optionalChoice, optionalId, optionalText, optionalYear } from '../../lib/query-params';
import type { MediaStore } from '../../storage/media-store';
import { variantViews } from '../../storage/stored-image';
import { GALLERY_CATEGORIES, type GalleryCategory } from '../../../shared/constants';
import type { GalleryCamp, GalleryItem } from '../../../shared/schemas/content';
import { campExists, campListQuery, toCampView, type CampFilters, type CampRow } from '../camps/public';

export type GalleryRow = GalleryTableRow & {
  camp_name: string;
  camp_name_hi: string | null;
  camp_location: string;
  camp_location_hi: string | null;
  camp_year: number;
};

export const galleryListQuery = pageQuery.extend({
  camp_id: optionalId('camp_id'),
  location: optionalText('location'),
  type: optionalChoice('type', GALLERY_CATEGORIES),
  year: optionalYear(),
});
/** The gallery of one camp (`/camps/{id}/gallery/`): the camp is in the path. */
export const campGalleryQuery = pageQuery.extend({ type: optionalChoice('type', GALLERY_CATEGORIES) });
export const galleryCampListQuery = campListQuery;

export interface GalleryFilters {
  camp_id?: number | undefined;
  location?: string | undefined;
  type?: GalleryCategory | undefined;
  year?: number | undefined;
}

/** §3: the camp's year, else the year of the picture's date. */
export function galleryItemYear(campYear: number | null, date: string | null): number | null {
  if (campYear !== null) return campYear;
  return date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null;
}

export function toGalleryItemView(row: GalleryRow, media: MediaStore): GalleryItem {
  const url = media.url(row.image);
  const type = row.type as GalleryCategory;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    type,
    category: type,
    camp: row.camp_id,
    camp_id: row.camp_id,
    camp_name: row.camp_name,
    camp_name_hi: row.camp_name_hi,
    location: row.camp_location,
    location_hi: row.camp_location_hi,
    year: galleryItemYear(row.camp_year, row.date),
    image: url,
    image_url: url,
    width: row.width,
    height: row.height,
    variants: variantViews(media, row.variants),
    created_at: row.created_at,
    title_hi: row.title_hi,
    description_hi: row.description_hi,
  };
}

const galleryFrom = (db: Db) => db.kysely.selectFrom('gallery_items as g');

function withCamp(query: ReturnType<typeof galleryFrom>) {
  return query
    .innerJoin('camps as c', 'c.id', 'g.camp_id')
    .selectAll('g')
    .select([
      'c.name as camp_name',
      'c.name_hi as camp_name_hi',
      'c.location as camp_location',
      'c.location_hi as camp_location_hi',
      'c.year as camp_year',
    ]);
}

/** Newest first: created_at, then id. */
export function galleryListQueries(db: Db, filters: GalleryFilters, page: PageQuery): ListQueries<GalleryRow> {
  const { limit, offset } = pageWindow(page);
  let base = galleryFrom(db);
  if (filters.camp_id !== undefined) base = base.where('g.camp_id', '=', filters.camp_id);
  if (filters.type !== undefined) base = base.where('g.type', '=', filters.type);
  // Location and year belong to the camp: filter by the ids of the matching camps, so that the
  // count needs no join.
  if (filters.location !== undefined || filters.year !== undefined) {
    const { location, year } = filters;
    let camps = db.kysely.selectFrom('camps').select('camps.id');
    if (location !== undefined) camps = camps.where('camps.location', '=', location);
    if (year !== undefined) camps = camps.where('camps.year', '=', year);
    base = base.where('g.camp_id', 'in', camps);
  }
  const unfiltered = [filters.camp_id, filters.type, filters.location, filters.year].every((value) => value === undefined);
  return {
    rows: withCamp(base).orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').limit(limit).offset(offset),
    // All of them: the kept count, not a count over the table.
    count: unfiltered ? rowCountQuery(db, 'gallery_items') : base.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export const listGallery = (db: Db, filters: GalleryFilters, page: PageQuery) => runList(galleryListQueries(db, filters, page), page);

/** The pictures of one camp (`/camps/{id}/gallery/`); 404 when the camp does not exist. */
export async function listCampGallery(db: Db, campId: number, query: PageQuery & { type?: GalleryCategory | undefined }) {
  const result = await listGallery(db, { camp_id: campId, type: query.type }, query);
  // Pictures prove the camp exists; only an empty answer needs the extra look-up.
  if (result.total === 0 && !(await campExists(db, campId))) throw notFound();
  return result;
}

export function getGalleryItem(db: Db, id: number): Promise<GalleryRow | undefined> {
  return withCamp(galleryFrom(db)).where('g.id', '=', id).executeTakeFirst();
}

// --- Camps that have pictures, for the Downloads page's camp grid ---

export type GalleryCover = Pick<GalleryTableRow, 'id' | 'title' | 'image' | 'width' | 'height' | 'variants'>;
export type GalleryCampRow = CampRow & { image_count: number; cover: GalleryCover };

const hasPictures = (eb: ExpressionBuilder<Database & { c: Database['camps'] }, 'c'>) =>
  eb.exists(eb.selectFrom('gallery_items as g').select('g.id').whereRef('g.camp_id', '=', 'c.id'));

/** Camps with at least one picture, newest year first, each with its count and newest picture. */
export function galleryCampListQueries(db: Db, filters: CampFilters, page: PageQuery) {
  const { limit, offset } = pageWindow(page);
  let base = db.kysely.selectFrom('camps as c').where(hasPictures);
  if (filters.year !== undefined) base = base.where('c.year', '=', filters.year);
  if (filters.location !== undefined) base = base.where('c.location', '=', filters.location);
  return {
    rows: base
      .selectAll('c')
      .select((eb) => [
        eb
          .selectFrom('gallery_items as g')
          .whereRef('g.camp_id', '=', 'c.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('image_count'),
        eb
          .selectFrom('gallery_items as g')
          .whereRef('g.camp_id', '=', 'c.id')
          .select('g.id')
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(1)
          .as('cover_id'),
      ])
      .orderBy('c.year', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .offset(offset),
    count: base.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export async function listGalleryCamps(db: Db, filters: CampFilters, page: PageQuery): Promise<ListResult<GalleryCampRow>> {
  const { rows, total } = await runList(galleryCampListQueries(db, filters, page), page);
  const coverIds = rows.map((r) => r.cover_id).filter((id): id is number => id !== null);
  const covers = coverIds.length
    ? await db.kysely
        .selectFrom('gallery_items')
        .select(['id', 'title', 'image', 'width', 'height', 'variants'])
        .where('id', 'in', coverIds)
        .execute()
    : [];
  const coverById = new Map(covers.map((c) => [c.id, c]));
  const result: GalleryCampRow[] = [];
  for (const { cover_id, image_count, ...camp } of rows) {
    // A picture deleted between the two queries: leave the camp out rather than show no cover.
    const cover = cover_id === null ? undefined : coverById.get(cover_id);
    if (cover) result.push({ ...camp, image_count: Number(image_count), cover });
  }
  return { rows: result, total };
}

export function toGalleryCampView(row: GalleryCampRow, media: MediaStore): GalleryCamp {
  return {
    ...toCampView(row, media),
    image_count: row.image_count,
    cover: {
      id: row.cover.id,
      title: row.cover.title,
      image: media.url(row.cover.image),
      width: row.cover.width,
      height: row.cover.height,
      variants: variantViews(media, row.cover.variants),
    },
  };
}
