// Hindi versions of the texts of camps, events, brochures and reports (issue 30), as migration 011
// gave the other kinds: each text column `x` the website shows gets a nullable `x_hi` beside it.
// Null is "no Hindi": the website shows the English text, field by field. Added columns only: a
// database that holds data keeps it, every existing row reads as "English only".
import type { Kysely } from 'kysely';

/** The text columns given a Hindi version, by table. */
export const MORE_HINDI_COLUMNS = {
  camps: ['name', 'location'],
  events: ['title', 'description', 'venue'],
  brochures: ['title'],
  reports: ['title', 'location'],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE adds one at a time.
  for (const [table, columns] of Object.entries(MORE_HINDI_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(`${column}_hi`, 'text').execute();
  }
}
