// Rows for tests (and benchmarks): valid defaults that a caller overrides field by field, each
// inserted with one query and returned as stored. Files are not written unless asked for.
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type {
  AnnouncementTable,
  BrochureTable,
  CampTable,
  EventTable,
  GalleryItemTable,
  ReportTable,
  TestPaperTable,
  TestResultTable,
} from '../db/schema';
import type { MediaKind, MediaStore } from '../storage/media-store';
import { makePdf } from './demo-files';

const stamp = (values: { created_at?: string; updated_at?: string }) => {
  const created_at = values.created_at ?? new Date().toISOString();
  return { created_at, updated_at: values.updated_at ?? created_at };
};

type Values<T> = Partial<Insertable<T>>;

/** Overrides without the keys set to undefined, which would otherwise erase a default. */
const given = <T extends object>(values: T): T => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;

export function insertCamp(db: Db, values: Values<CampTable> = {}) {
  return db.kysely
    .insertInto('camps')
    .values({ name: 'Test camp', location: 'Dharchula', year: 2025, image: null, image_variants: null, ...given(values), ...stamp(values) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertAnnouncement(db: Db, values: Values<AnnouncementTable> = {}) {
  return db.kysely
    .insertInto('announcements')
    .values({
      camp_id: null,
      title: 'Test announcement',
      text: 'Text of the announcement.',
      venue: null,
      exam_time: null,
      time: null,
      ...given(values),
      ...stamp(values),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertGalleryItem(db: Db, values: Values<GalleryItemTable> & { camp_id: number }) {
  return db.kysely
    .insertInto('gallery_items')
    .values({
      title: 'Test picture',
      description: '',
      date: null,
      type: 'regularclasses',
      image: 'gallery/0123456789abcdef01234567.jpg',
      width: 1600,
      height: 1067,
      variants: JSON.stringify([{ path: 'gallery/0123456789abcdef01234567-w400.webp', width: 400, height: 267, format: 'webp' }]),
      ...given(values),
      ...stamp(values),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertTestPaper(db: Db, values: Values<TestPaperTable> = {}) {
  return db.kysely
    .insertInto('test_papers')
    .values({
      camp_id: null,
      title: 'Test paper',
      type: 'weekly',
      exam_date: null,
      file: 'papers/0123456789abcdef01234567.pdf',
      ...given(values),
      ...stamp(values),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertTestResult(db: Db, values: Values<TestResultTable> = {}) {
  return db.kysely
    .insertInto('test_results')
    .values({
      camp_id: null,
      title: 'Test result',
      type: 'weekly',
      standard: 'All',
      result_date: null,
      file: 'results/0123456789abcdef01234567.pdf',
      ...given(values),
      ...stamp(values),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertBrochure(db: Db, values: Values<BrochureTable> = {}) {
  return db.kysely
    .insertInto('brochures')
    .values({ title: 'Test brochure', year: null, file: 'brochures/0123456789abcdef01234567.pdf', ...given(values), ...stamp(values) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertReport(db: Db, values: Values<ReportTable> = {}) {
  return db.kysely
    .insertInto('reports')
    .values({
      title: 'Test report',
      year: null,
      location: null,
      file: 'reports/0123456789abcdef01234567.pdf',
      ...given(values),
      ...stamp(values),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertEvent(db: Db, values: Values<EventTable> = {}) {
  return db.kysely
    .insertInto('events')
    .values({
      title: 'Test event',
      description: '',
      date: '2025-06-01',
      end_date: null,
      venue: null,
      featured: 0,
      image: null,
      image_variants: null,
      ...given(values),
      ...stamp(values),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

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
