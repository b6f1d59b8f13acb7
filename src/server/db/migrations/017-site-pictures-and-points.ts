// Pictures of the site itself (decision 0033): the logo, the home page's hero picture, the page banner,
// the favicon and the share picture, each uploaded and cropped in the console. One row a picture;
// none means the website's built-in one. And the pages' headings and intro lines as staff word
// them, one row a page; an empty text is the website's own. (The lists of points, edited as lists since decision 0033, keep
// their stored shape: nothing to migrate for them.)
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await tableWithLastingId(db, id, 'site_pictures')
    // logo, hero, banner, favicon, share (SITE_PICTURES in src/shared/schemas/staff/site-pictures.ts).
    .addColumn('slot', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // JSON: the resized WebP copies, as a gallery picture's.
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await tableWithLastingId(db, id, 'page_texts')
    // about, teaching, trustees, get_involved, for_students, downloads, contact (PAGE_TEXT_PAGES).
    .addColumn('page', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_hi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro_hi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
