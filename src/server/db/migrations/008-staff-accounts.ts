// Staff accounts screen: when each account last signed in, and whether it must change its password
// (set by an admin's reset to a temporary password) before the API serves it anything else.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
