// Hindi versions of the texts staff give (decisions 0013 and 0021): each text column `x` the
// website shows gets a nullable `x_hi` beside it. Null is "no Hindi": the website shows the English
// text, field by field. A list of points (`points`, `vision_points`, …) gets a parallel JSON list
// `<name>_hi` (item i is the Hindi of English item i, "" where there is none); lists of objects
// (a program's facts, the teaching approach, the camp facts) carry `<key>_hi` inside their items
// and need no column. Added columns only: a database that holds data keeps it, every existing row
// reads as "English only".
import type { Kysely } from 'kysely';

/** The text columns given a Hindi version, by table (in the order of the table's columns). */
export const HINDI_COLUMNS = {
  announcements: ['title', 'text', 'venue', 'exam_time'],
  gallery_items: ['title', 'description'],
  test_papers: ['title'],
  test_results: ['title'],
  site_settings: ['name', 'short_name', 'tagline', 'hero_text', 'quote', 'quote_author', 'contact_address'],
  site_about: [
    'vision_points',
    'mission_points',
    'founder_name',
    'founder_title',
    'founder_message',
    'coordinator_name',
    'coordinator_title',
    'coordinator_message',
  ],
  programs: ['title', 'text', 'image_alt'],
  testimonials: ['name', 'place', 'quote', 'image_alt'],
  volunteer_experiences: ['name', 'place', 'quote', 'image_alt'],
  trustees: ['name', 'title', 'points', 'image_alt'],
  partnership_options: ['title', 'description', 'points'],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE adds one at a time.
  for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(`${column}_hi`, 'text').execute();
  }
}
