// Every column that names a stored file, and the set of files the rows name now: what the sweep
// must keep. A new media column goes here too (media-references.test.ts compares the list with the
// database's columns).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storedImageFiles } from './stored-image';

type Table = keyof Database;

/** An image column and the JSON column of its resized variants. */
export const IMAGE_COLUMNS: readonly { table: Table; image: string; variants: string }[] = [
  { table: 'camps', image: 'image', variants: 'image_variants' },
  { table: 'events', image: 'image', variants: 'image_variants' },
  { table: 'gallery_items', image: 'image', variants: 'variants' },
  { table: 'users', image: 'photo', variants: 'photo_variants' },
  { table: 'site_about', image: 'founder_photo', variants: 'founder_photo_variants' },
  { table: 'site_about', image: 'coordinator_photo', variants: 'coordinator_photo_variants' },
  { table: 'programs', image: 'image', variants: 'image_variants' },
  { table: 'testimonials', image: 'image', variants: 'image_variants' },
  { table: 'volunteer_experiences', image: 'image', variants: 'image_variants' },
  { table: 'trustees', image: 'image', variants: 'image_variants' },
  { table: 'site_pictures', image: 'image', variants: 'variants' },
];

/** A column holding one stored document. */
export const FILE_COLUMNS: readonly { table: Table; file: string }[] = [
  { table: 'test_papers', file: 'file' },
  { table: 'test_results', file: 'file' },
  { table: 'brochures', file: 'file' },
  { table: 'reports', file: 'file' },
  // A parent's signed consent form (private: see PRIVATE_KINDS).
  { table: 'student_applications', file: 'consent_scan' },
];

type Loose = Kysely<Record<string, Record<string, string | null>>>;

/** The stored names every row refers to now, variants included. */
export async function referencedMedia(db: Kysely<Database>): Promise<Set<string>> {
  const loose = db as unknown as Loose;
  const names = new Set<string>();
  for (const { table, image, variants } of IMAGE_COLUMNS) {
    const rows = await loose.selectFrom(table).select([image, variants]).where(image, 'is not', null).execute();
    for (const row of rows) for (const name of storedImageFiles(row[image] ?? null, row[variants] ?? null)) names.add(name);
  }
  for (const { table, file } of FILE_COLUMNS) {
    const rows = await loose.selectFrom(table).select(file).where(file, 'is not', null).execute();
    for (const row of rows) if (row[file]) names.add(row[file]);
  }
  return names;
}
