import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { optionalImage, tableWithId, timestamps } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await tableWithId(db, id, 'camps')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .$call(optionalImage)
    .$call(timestamps)
    .execute();

  await tableWithId(db, id, 'announcements')
    .addColumn('camp_id', 'integer', (c) => c.references('camps.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('venue', 'text')
    .addColumn('exam_time', 'text')
    .addColumn('time', 'text')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('announcements_created_idx').on('announcements').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('announcements_camp_idx').on('announcements').columns(['camp_id', 'created_at']).execute();

  await tableWithId(db, id, 'gallery_items')
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('camps.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('date', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('gallery_created_idx').on('gallery_items').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('gallery_camp_idx').on('gallery_items').columns(['camp_id', 'created_at', 'id']).execute();

  for (const table of ['test_papers', 'test_results'] as const) {
    const dateColumn = table === 'test_papers' ? 'exam_date' : 'result_date';
    let builder = tableWithId(db, id, table)
      .addColumn('camp_id', 'integer', (c) => c.references('camps.id').onDelete('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn(dateColumn, 'text');
    if (table === 'test_results') builder = builder.addColumn('standard', 'text', (c) => c.notNull().defaultTo('All'));
    await builder
      .addColumn('file', 'text', (c) => c.notNull())
      .$call(timestamps)
      .execute();
    await db.schema.createIndex(`${table}_date_idx`).on(table).columns([dateColumn, 'id']).execute();
  }

  for (const table of ['brochures', 'reports'] as const) {
    let builder = tableWithId(db, id, table)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('year', 'integer');
    if (table === 'reports') builder = builder.addColumn('location', 'text');
    await builder
      .addColumn('file', 'text', (c) => c.notNull())
      .$call(timestamps)
      .execute();
  }

  await tableWithId(db, id, 'events')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('venue', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(optionalImage)
    .$call(timestamps)
    .execute();

  const inbox = [
    ['volunteer_applications', ['full_name', 'email', 'role', 'message']],
    ['partner_applications', ['organization_name', 'contact_person', 'email', 'phone', 'organization_type', 'partnership_interest']],
    ['contact_messages', ['name', 'email', 'subject', 'message']],
  ] as const;
  for (const [table, columns] of inbox) {
    let builder = tableWithId(db, id, table);
    for (const column of columns) builder = builder.addColumn(column, 'text', (c) => c.notNull());
    await builder
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .$call(timestamps)
      .execute();
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(['status', 'created_at']).execute();
  }

  await tableWithId(db, id, 'users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();

  await tableWithId(db, id, 'auth_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();
}
