// Rows for tests (and benchmarks): valid defaults that a caller overrides field by field, each
// inserted with one query and returned as stored. Files are not written unless asked for.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { MediaKind, MediaStore } from '../storage/media-store';
import { makePdf } from './demo-files';

const stamp = (values: { created_at?: string; updated_at?: string }) => {
  const created_at = values.created_at ?? new Date().toISOString();
  return { created_at, updated_at: values.updated_at ?? created_at };
};

type ContentTable = 'camps' | 'announcements' | 'gallery_items' | 'test_papers' | 'test_results' | 'brochures' | 'reports' | 'events';
type Values<T extends ContentTable> = Partial<Insertable<Database[T]>>;

/** Overrides without the keys set to undefined, which would otherwise erase a default. */
const given = <T extends object>(values: T): T => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;

/** Inserts one row of `table`: the defaults, overridden field by field, and its timestamps; returns it as stored. */
function insertRow<T extends ContentTable>(db: Db, table: T, defaults: Values<T>, values: Values<T>): Promise<Selectable<Database[T]>> {
  return db.kysely
    .insertInto(table)
    .values({ ...defaults, ...given(values), ...stamp(values) } as never)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>;
}

const pdfPath = (kind: string) => `${kind}/0123456789abcdef01234567.pdf`;

export const insertCamp = (db: Db, values: Values<'camps'> = {}) =>
  insertRow(db, 'camps', { name: 'Test camp', location: 'Dharchula', year: 2025, image: null, image_variants: null }, values);

export const insertAnnouncement = (db: Db, values: Values<'announcements'> = {}) =>
  insertRow(
    db,
    'announcements',
    { camp_id: null, title: 'Test announcement', text: 'Text of the announcement.', venue: null, exam_time: null, time: null },
    values,
  );

export const insertGalleryItem = (db: Db, values: Values<'gallery_items'> & { camp_id: number }) =>
  insertRow(
    db,
    'gallery_items',
    {
      title: 'Test picture',
      description: '',
      date: null,
      type: 'regularclasses',
      image: 'gallery/0123456789abcdef01234567.jpg',
      width: 1600,
      height: 1067,
      variants: JSON.stringify([{ path: 'gallery/0123456789abcdef01234567-w400.webp', width: 400, height: 267, format: 'webp' }]),
    },
    values,
  );

export const insertTestPaper = (db: Db, values: Values<'test_papers'> = {}) =>
  insertRow(db, 'test_papers', { camp_id: null, title: 'Test paper', type: 'weekly', exam_date: null, file: pdfPath('papers') }, values);

export const insertTestResult = (db: Db, values: Values<'test_results'> = {}) =>
  insertRow(
    db,
    'test_results',
    { camp_id: null, title: 'Test result', type: 'weekly', standard: 'All', result_date: null, file: pdfPath('results') },
    values,
  );

export const insertBrochure = (db: Db, values: Values<'brochures'> = {}) =>
  insertRow(db, 'brochures', { title: 'Test brochure', year: null, file: pdfPath('brochures') }, values);

export const insertReport = (db: Db, values: Values<'reports'> = {}) =>
  insertRow(db, 'reports', { title: 'Test report', year: null, location: null, file: pdfPath('reports') }, values);

export const insertEvent = (db: Db, values: Values<'events'> = {}) =>
  insertRow(
    db,
    'events',
    {
      title: 'Test event',
      description: '',
      date: '2025-06-01',
      end_date: null,
      venue: null,
      featured: 0,
      image: null,
      image_variants: null,
    },
    values,
  );

/** Writes a small valid PDF under a fresh stored name and returns that name. */
export async function storePdf(
  media: MediaStore,
  kind: Extract<MediaKind, 'papers' | 'results' | 'brochures' | 'reports'>,
  title = 'Test file',
) {
  const stored = `${media.newStem(kind)}.pdf`;
  await media.write(stored, makePdf(title, ['Written by a test.']));
  return stored;
}

/** An ISO timestamp `minutes` after a fixed instant, for rows whose order a test checks. */
export const minutesAfter = (minutes: number, base = '2025-01-01T00:00:00.000Z') =>
  new Date(Date.parse(base) + minutes * 60_000).toISOString();
