// Column groups that many tables share, for the migrations to add with Kysely's `$call`. A change
// here would change what the earlier migrations create: add a new helper instead.
import type { CreateTableBuilder } from 'kysely';

/** When the row was made and when it last changed, both required, as the last two columns. */
export const timestamps = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
