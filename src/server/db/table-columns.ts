// Column groups that many tables share, for the migrations to add with Kysely's `$call`. A change
// here would change what the earlier migrations create: add a new helper instead.
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

/**
 * CREATE TABLE `name`, starting with the auto-incrementing `id` key of the engine. On SQLite that
 * key reuses the id of a deleted newest row: migration 014 rebuilt these tables; a table made after
 * it takes `tableWithLastingId`.
 */
export const tableWithId = (db: Kysely<unknown>, id: MigrationContext['id'], name: string) =>
  db.schema.createTable(name).addColumn('id', id, (c) => c.primaryKey());

/** As `tableWithId`, with a key that never hands out an id again (SQLite's AUTOINCREMENT; PostgreSQL's serial never does). */
export const tableWithLastingId = (db: Kysely<unknown>, id: MigrationContext['id'], name: string) =>
  db.schema.createTable(name).addColumn('id', id, (c) => (id === 'integer' ? c.primaryKey().autoIncrement() : c.primaryKey()));

/** When the row was made and when it last changed, both required, as the last two columns. */
export const timestamps = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

/** A stored image that a row may lack, with the JSON list of its smaller variants. */
export const optionalImage = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('image', 'text').addColumn('image_variants', 'text');
