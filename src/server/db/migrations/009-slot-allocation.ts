// Slot coordinators by camp, with the time they last signed in; slots with their hours and how
// many coordinators they take; and the allocation of coordinators to slots (decision 0016).
// One column per ALTER TABLE: SQLite adds only one at a time.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('slot_coordinators')
    .addColumn('camp_id', 'integer', (c) => c.references('camps.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('slot_coordinators').addColumn('last_login_at', 'text').execute();
  await db.schema.alterTable('slots').addColumn('start_time', 'text').execute();
  await db.schema.alterTable('slots').addColumn('end_time', 'text').execute();
  await db.schema
    .alterTable('slots')
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('slot_allocations')
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('coordinator_id', 'integer', (c) => c.notNull().references('slot_coordinators.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slot_allocations_pk', ['slot_id', 'coordinator_id'])
    .execute();
  await db.schema.createIndex('slot_allocations_coordinator_idx').on('slot_allocations').column('coordinator_id').execute();
  await db.schema.createIndex('slot_coordinators_camp_idx').on('slot_coordinators').column('camp_id').execute();
}
