// Indexes that let every public list read its page straight off an index, in its ORDER BY order,
// however many rows the table holds (see the query-plan test in src/server/features/).
// Paper and result dates may be NULL: the lists order by `coalesce(date, '')` so that both engines
// put undated rows last when newest-first, and the index is on that same expression.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('camps_year_idx').on('camps').columns(['year', 'id']).execute();
  await db.schema.createIndex('camps_location_idx').on('camps').columns(['location', 'year', 'id']).execute();

  // 001's (camp_id, created_at) lacks the id tie-breaker, which PostgreSQL would sort for.
  await db.schema.createIndex('announcements_camp_order_idx').on('announcements').columns(['camp_id', 'created_at', 'id']).execute();

  for (const [table, date] of [
    ['test_papers', 'exam_date'],
    ['test_results', 'result_date'],
  ] as const) {
    await sql`create index ${sql.id(`${table}_date_order_idx`)} on ${sql.table(table)} ((coalesce(${sql.ref(date)}, '')), id)`.execute(db);
    await sql`create index ${sql.id(`${table}_camp_date_idx`)} on ${sql.table(table)} (camp_id, (coalesce(${sql.ref(date)}, '')), id)`.execute(
      db,
    );
    await sql`create index ${sql.id(`${table}_type_date_idx`)} on ${sql.table(table)} (type, (coalesce(${sql.ref(date)}, '')), id)`.execute(
      db,
    );
    await db.schema.createIndex(`${table}_title_idx`).on(table).columns(['title', 'id']).execute();
    await db.schema.createIndex(`${table}_created_idx`).on(table).columns(['created_at', 'id']).execute();
  }

  // The category tabs: pictures of one type, newest first, and their count.
  await db.schema.createIndex('gallery_type_idx').on('gallery_items').columns(['type', 'created_at', 'id']).execute();

  for (const table of ['brochures', 'reports'] as const) {
    await db.schema.createIndex(`${table}_created_idx`).on(table).columns(['created_at', 'id']).execute();
  }

  await db.schema.createIndex('events_date_idx').on('events').columns(['date', 'id']).execute();
  await db.schema.createIndex('events_featured_idx').on('events').columns(['featured', 'date', 'id']).execute();
}
