// The total of an unfiltered list of a counted table: one row of `row_counts` (migration 004),
// whatever the size of the table.
import type { Db } from './database';
import type { CountedTable } from './migrations/004-row-counts';

export function rowCountQuery(db: Db, table: CountedTable) {
  return db.kysely.selectFrom('row_counts').select('n').where('table_name', '=', table);
}
