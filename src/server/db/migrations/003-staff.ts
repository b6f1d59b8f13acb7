// Staff side: account approvals and camp allocations, the audit log, the students of each camp,
// and the slot coordinators' one-time codes, sessions, slots, departments and preferences.
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { tableWithId, timestamps } from '../table-columns';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  // 1 when a coordinator was approved without allocated camps: they may touch every camp. Kept
  // apart from user_camps so that deleting a coordinator's last camp never widens their rights.
  await db.schema
    .alterTable('users')
    .addColumn('all_camps', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('photo_variants', 'text').execute();
  await db.schema.createIndex('auth_tokens_expires_idx').on('auth_tokens').column('expires_at').execute();

  await db.schema
    .createTable('user_camps')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('camps.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_camps_pk', ['user_id', 'camp_id'])
    .execute();
  await db.schema.createIndex('user_camps_camp_idx').on('user_camps').column('camp_id').execute();

  await tableWithId(db, id, 'approval_requests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    // JSON array of the camp ids allocated by the decision (the record of what was decided).
    .addColumn('allocated_camps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by_username', 'text')
    .addColumn('decided_at', 'text')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('approval_requests_status_idx').on('approval_requests').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('approval_requests_user_idx').on('approval_requests').column('user_id').execute();

  await tableWithId(db, id, 'audit_log')
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The actor's name at the time (a username, or `slot-coordinator:<id>`), kept if the account goes.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    // JSON object: ids and field names only, never personal data.
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();

  await tableWithId(db, id, 'students')
    // RESTRICT: deleting a camp never silently deletes its roster.
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('camps.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('standard', 'integer', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('village', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guardian_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guardian_phone', 'text', (c) => c.notNull().defaultTo(''))
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('students_camp_idx').on('students').columns(['camp_id', 'name']).execute();

  await tableWithId(db, id, 'slot_coordinators')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('preferences_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('preferences_updated_at', 'text')
    .$call(timestamps)
    .execute();

  await tableWithId(db, id, 'slot_otps')
    .addColumn('coordinator_id', 'integer', (c) => c.notNull().references('slot_coordinators.id').onDelete('cascade'))
    .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slot_otps_coordinator_idx').on('slot_otps').columns(['coordinator_id', 'created_at']).execute();

  await tableWithId(db, id, 'slot_sessions')
    .addColumn('coordinator_id', 'integer', (c) => c.notNull().references('slot_coordinators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await tableWithId(db, id, 'slots')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('camp_id', 'integer', (c) => c.references('camps.id').onDelete('set null'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await tableWithId(db, id, 'departments')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .$call(timestamps)
    .execute();

  // A coordinator's ranked choices, of slots and of departments.
  for (const [choice, table] of [
    ['slot', 'slots'],
    ['department', 'departments'],
  ] as const) {
    await db.schema
      .createTable(`${choice}_preferences`)
      .addColumn('coordinator_id', 'integer', (c) => c.notNull().references('slot_coordinators.id').onDelete('cascade'))
      .addColumn(`${choice}_id`, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${choice}_preferences_pk`, ['coordinator_id', `${choice}_id`])
      .execute();
  }
}
