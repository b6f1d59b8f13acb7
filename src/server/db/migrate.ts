// Applies the migrations in order. One set serves both engines; the only difference a
// migration may need (the auto-increment key type) comes in through the context.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import type { MigrationContext } from './migration-context';
import * as m001 from './migrations/001-public-content';
import * as m002 from './migrations/002-public-indexes';
import * as m003 from './migrations/003-staff';
import * as m004 from './migrations/004-row-counts';
import * as m005 from './migrations/005-download-order';
import * as m006 from './migrations/006-idempotency-keys';
import * as m007 from './migrations/007-site-content';
import * as m008 from './migrations/008-staff-accounts';
import * as m009 from './migrations/009-slot-allocation';
import * as m010 from './migrations/010-mail-outbox';
import * as m011 from './migrations/011-hindi-content';
import * as m012 from './migrations/012-trust-texts';
import * as m013 from './migrations/013-recipients-and-devices';
import * as m014 from './migrations/014-ids-never-reused';
import * as m015 from './migrations/015-hindi-and-backup-runs';
import * as m016 from './migrations/016-privacy';
import * as m017 from './migrations/017-site-pictures-and-points';
import * as m018 from './migrations/018-privacy-retention';
import * as m019 from './migrations/019-student-applications';
import * as m020 from './migrations/020-test-results';
import * as m021 from './migrations/021-donations';
import * as m022 from './migrations/022-privacy-settings-and-breach-notices';
import * as m023 from './migrations/023-student-pipeline-after-test';
import * as m024 from './migrations/024-donation-review';
import * as m025 from './migrations/025-receipt-texts';

type ContextualMigration = { up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> };

const migrations: Record<string, ContextualMigration> = {
  '001-public-content': m001,
  '002-public-indexes': m002,
  '003-staff': m003,
  '004-row-counts': m004,
  '005-download-order': m005,
  '006-idempotency-keys': m006,
  '007-site-content': m007,
  '008-staff-accounts': m008,
  '009-slot-allocation': m009,
  '010-mail-outbox': m010,
  '011-hindi-content': m011,
  '012-trust-texts': m012,
  '013-recipients-and-devices': m013,
  '014-ids-never-reused': m014,
  '015-hindi-and-backup-runs': m015,
  '016-privacy': m016,
  '017-site-pictures-and-points': m017,
  '018-privacy-retention': m018,
  '019-student-applications': m019,
  '020-test-results': m020,
  '021-donations': m021,
  '022-privacy-settings-and-breach-notices': m022,
  '023-student-pipeline-after-test': m023,
  '024-donation-review': m024,
  '025-receipt-texts': m025,
};

/** Every migration this code knows, in the order they apply. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db);
}

/** Applies the migrations up to and including `name` (a restore builds a backup's schema, then fills it). */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  return migrate(db, name);
}

async function migrate(db: Db, upTo?: string): Promise<string[]> {
  const ctx: MigrationContext = { id: db.engine === 'sqlite' ? 'integer' : 'serial', engine: db.engine };
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(Object.entries(migrations).map(([name, m]): [string, Migration] => [name, { up: (k) => m.up(k, ctx) }]));
    },
  };
  // Kysely looks for its bookkeeping tables in every schema; on PostgreSQL name ours, or another
  // schema's tables (a second app, a parallel test) would pass for this one's.
  const migrationTableSchema =
    db.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: db.kysely, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = upTo === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(upTo);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
