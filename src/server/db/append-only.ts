// A table whose rows no statement may change or remove once written, whatever the code: the
// database refuses UPDATE and DELETE (consent records, 016; receipts, 021).
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function refuseChanges(db: Kysely<unknown>, engine: MigrationContext['engine'], table: string): Promise<void> {
  if (engine === 'postgres') {
    await sql`
      create function ${sql.id(`${table}_refuse_change`)}() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only', tg_table_name;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ${sql.id(`${table}_refuse_change`)}()`.execute(db);
  } else {
    for (const op of ['update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
        begin select raise(abort, ${sql.lit(`${table} is append-only`)}); end`.execute(db);
    }
  }
}
