// The trust's own content, which staff edit in the console (decision 0013): the site's
// settings and the About texts (one row each, id 1, made here so that they always exist), and
// five ordered lists. Lists of points and facts are JSON text; a photo is a stored image with its
// size and the JSON list of its variants, like the other content images.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithId, timestamps } from '../table-columns';

const text = <T extends string, C extends string>(table: CreateTableBuilder<T, C>, ...names: string[]) =>
  names.reduce((t, name) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo('')), table) as CreateTableBuilder<T, C>;

/** A photo that a row may lack: `<name>`, `<name>_width`, `<name>_height`, `<name>_variants`. */
const photo =
  (name: string) =>
  <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table
      .addColumn(name, 'text')
      .addColumn(`${name}_width`, 'integer')
      .addColumn(`${name}_height`, 'integer')
      .addColumn(`${name}_variants`, 'text');

/** An item's image (`image`, `width`, `height`, `image_variants`) and its text alternative. */
const itemImage = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  text(
    table.addColumn('image', 'text').addColumn('width', 'integer').addColumn('height', 'integer').addColumn('image_variants', 'text'),
    'image_alt',
  );

const position = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('position', 'integer', (c) => c.notNull());

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await text(
    tableWithId(db, id, 'site_settings'),
    'name',
    'short_name',
    'tagline',
    'hero_text',
    'quote',
    'quote_author',
    'contact_email',
    'contact_phone',
    'contact_address',
    'facebook_url',
    'instagram_url',
    'x_url',
    'youtube_url',
    'donate_url',
    'donate_business_id',
    // '' until the settings are first written (by the start-up defaults, the seed or staff).
    'updated_at',
  ).execute();

  await text(
    tableWithId(db, id, 'site_about')
      .addColumn('vision_points', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('mission_points', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('teaching_approach', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('program_facts', 'text', (c) => c.notNull().defaultTo('[]'))
      .$call(photo('founder_photo'))
      .$call(photo('coordinator_photo')),
    'founder_name',
    'founder_title',
    'founder_message',
    'coordinator_name',
    'coordinator_title',
    'coordinator_message',
    'updated_at',
  ).execute();

  // The two rows exist from the start; an explicit id on PostgreSQL leaves its sequence behind,
  // which does not matter for tables that never get a second row.
  await sql`insert into site_settings (id) values (1)`.execute(db);
  await sql`insert into site_about (id) values (1)`.execute(db);

  await text(tableWithId(db, id, 'programs').$call(position), 'title', 'slug', 'text')
    .addColumn('facts', 'text', (c) => c.notNull().defaultTo('[]'))
    .$call(itemImage)
    .$call(timestamps)
    .execute();

  await db.schema.createIndex('programs_slug_key').on('programs').column('slug').unique().execute();

  for (const table of ['testimonials', 'volunteer_experiences']) {
    await text(tableWithId(db, id, table).$call(position), 'name', 'place', 'quote')
      .$call(itemImage)
      .$call(timestamps)
      .execute();
  }

  await text(tableWithId(db, id, 'trustees').$call(position), 'name', 'title')
    .addColumn('points', 'text', (c) => c.notNull().defaultTo('[]'))
    .$call(itemImage)
    .$call(timestamps)
    .execute();

  await text(tableWithId(db, id, 'partnership_options').$call(position), 'title', 'description')
    .addColumn('points', 'text', (c) => c.notNull().defaultTo('[]'))
    .$call(timestamps)
    .execute();

  for (const table of ['programs', 'testimonials', 'volunteer_experiences', 'trustees', 'partnership_options']) {
    await db.schema.createIndex(`${table}_position_idx`).on(table).columns(['position', 'id']).execute();
  }
}
