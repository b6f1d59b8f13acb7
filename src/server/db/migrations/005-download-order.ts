// Brochures and reports are listed newest first by the year they are for (the stored year, else the
// year of created_at, as the reply gives it), then by upload: the index is on that same expression,
// so that the page is read straight off it (see the query-plan test in src/server/features/).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['brochures', 'reports'] as const) {
    await sql`create index ${sql.id(`${table}_year_order_idx`)} on ${sql.table(table)} ((coalesce(year, cast(substr(created_at, 1, 4) as integer))), created_at, id)`.execute(
      db,
    );
  }
}
