// `npm run restore -- FILE`: puts a backup (backup.ts) back, into an empty data folder or database
// unless forced. The whole archive is unpacked into a scratch folder and checked first (gzip's
// check, every file's SHA-256 and size against the manifest, nothing missing or extra, the rows
// per table, the migration level this code can run) and nothing is touched before all of it
// passes. Then the stored files go in, then the database: a SQLite file is moved into place whole;
// PostgreSQL gets the backup's schema by the same migrations and every row in one transaction.
// Either engine takes an archive made on either (decision 0018). The archive is sealed
// (sealed.ts): it is opened with the key, and its tag checked, before anything is unpacked.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, type DbTarget, openDatabase } from '../db/database';
import { MIGRATION_NAMES, migrateUpTo } from '../db/migrate';
import {
  appliedMigrations,
  copyTables,
  countRows,
  emptyTables,
  isMigratorTable,
  type Loose,
  sqliteTablePlan,
  type TablePlan,
} from './copy-tables';
import { DATABASE_NAME, isArchiveName, MANIFEST_NAME, type Manifest, MEDIA_PREFIX, manifestSchema, sha256OfFile } from './manifest';
import { openSealed, SealError } from './sealed';
import { ArchiveError, extractTarGz } from './tar';

/** The media store restored into: the data folder's, or the S3 bucket's (MEDIA_STORE=s3). */
export interface MediaWriter {
  write(stored: string, data: Buffer): Promise<void>;
  /** What it holds now (`kind/file`), to tell an empty target and to clear a forced one. */
  list(): Promise<{ name: string }[]>;
  removeListed(name: string): Promise<boolean>;
}

/** The archive is damaged, or not one this code can restore: nothing was changed. */
export class RestoreError extends Error {}
/** The target holds data and the restore was not forced: nothing was changed. */
export class TargetNotEmptyError extends Error {}

export interface RestoreOptions {
  file: string;
  /** The database to restore into. */
  target: DbTarget;
  /** DATA_DIR: the scratch folder goes here (beside the media, on the same disk). */
  dataDir: string;
  /** Where the media live, for messages (the data folder's media, or the bucket). */
  mediaRoot: string;
  media: MediaWriter;
  /** The key the archive was sealed with. */
  key: Buffer;
  /** Replace what the target holds. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** What the target held before (rows outside the bookkeeping tables, stored files). */
  replaced: { rows: number; files: number };
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!fs.existsSync(options.file)) throw new RestoreError(`${options.file} does not exist`);
  const held = await options.media.list();
  const replaced = { rows: await databaseRows(options.target), files: held.length };
  if ((replaced.rows || replaced.files) && !options.force) {
    throw new TargetNotEmptyError(
      `The target is not empty (${replaced.rows} rows in the ${options.target.engine} database, ${replaced.files} stored files in ${options.mediaRoot}). ` +
        'Restore into an empty data folder or database, or add --force to replace what it holds (stop the site first).',
    );
  }
  await fsp.mkdir(options.dataDir, { recursive: true });
  const scratch = await fsp.mkdtemp(path.join(options.dataDir, '.restore-'));
  try {
    const manifest = await unpackAndCheck(options.file, scratch, options.key);
    const snapshot = path.join(scratch, DATABASE_NAME);
    if (options.force) for (const { name } of held) await options.media.removeListed(name);
    for (const { name } of manifest.media) await options.media.write(name, await fsp.readFile(path.join(scratch, MEDIA_PREFIX, name)));
    if (options.target.engine === 'sqlite') await placeSqliteFile(snapshot, options.target.file);
    else await fillPostgres(options.target, snapshot, manifest);
    return { manifest, replaced };
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

/** Unpacks the archive into `folder` and checks every part of it against its manifest. */
export async function unpackAndCheck(file: string, folder: string, key: Buffer): Promise<Manifest> {
  const refuse = (why: string) => new RestoreError(`Refused ${file}: ${why}. Nothing was changed.`);
  const opened = path.join(folder, '.archive.tar.gz');
  let names: string[];
  try {
    await openSealed(file, opened, key);
    names = await extractTarGz(opened, folder, isArchiveName);
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof SealError) throw refuse(error.message);
    throw error;
  } finally {
    await fsp.rm(opened, { force: true });
  }
  if (!names.includes(MANIFEST_NAME)) throw refuse('it has no manifest.json (not a backup of this site, or cut short)');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await fsp.readFile(path.join(folder, MANIFEST_NAME), 'utf8')));
  } catch {
    throw refuse('its manifest.json is not one this code reads');
  }
  const expected = new Set([MANIFEST_NAME, DATABASE_NAME, ...manifest.media.map((m) => `${MEDIA_PREFIX}${m.name}`)]);
  const missing = [...expected].filter((name) => !names.includes(name));
  const extra = names.filter((name) => !expected.has(name));
  if (missing.length) throw refuse(`files named in its manifest are missing (${missing.slice(0, 3).join(', ')})`);
  if (extra.length) throw refuse(`it holds files its manifest does not name (${extra.slice(0, 3).join(', ')})`);
  const checks: [string, { sha256: string; bytes: number }][] = [
    [DATABASE_NAME, manifest.database],
    ...manifest.media.map((m): [string, { sha256: string; bytes: number }] => [`${MEDIA_PREFIX}${m.name}`, m]),
  ];
  for (const [name, want] of checks) {
    const got = await sha256OfFile(path.join(folder, name));
    if (got.sha256 !== want.sha256 || got.bytes !== want.bytes) throw refuse(`${name} does not match its checksum in the manifest`);
  }
  const unknown = manifest.migrations.filter((name, i) => MIGRATION_NAMES[i] !== name);
  if (unknown.length)
    throw refuse(
      `it was made by a newer version of the site (migrations ${unknown.join(', ')}): restore it with that version or a later one`,
    );
  const db = openDatabase({ engine: 'sqlite', file: path.join(folder, DATABASE_NAME) });
  try {
    const loose = db.kysely as unknown as Loose;
    const applied = await appliedMigrations(loose);
    if (applied.join() !== manifest.migrations.join()) throw refuse('its database is not at the migration level its manifest says');
    const counts = await countRows(loose, await sqliteTablePlan(loose));
    for (const [table, n] of Object.entries(manifest.tables)) {
      if (counts[table] !== n) throw refuse(`its table ${table} has ${counts[table] ?? 'no'} rows, not the ${n} its manifest says`);
    }
  } finally {
    await db.close();
  }
  return manifest;
}

/** Rows the target database holds outside the migrator's tables and `row_counts` (0: empty, or not there yet). */
async function databaseRows(target: DbTarget): Promise<number> {
  if (target.engine === 'sqlite' && !fs.existsSync(target.file)) return 0;
  const db = openDatabase(target.engine === 'postgres' ? { ...target, poolSize: 1 } : target);
  try {
    const counts = await countRows(db.kysely as unknown as Loose, await tablesOf(db));
    const total = Object.entries(counts).reduce((sum, [table, n]) => (table === 'row_counts' ? sum : sum + n), 0);
    return total - (await placeholderRows(db, counts));
  } finally {
    await db.close();
  }
}

/**
 * The one row of each site-content singleton (settings, About) that migration 007 inserts with
 * its defaults (`updated_at` still empty): a database the site has only migrated holds them, and
 * is still empty. Once staff or the first start's seed saved one, it is data.
 */
const SINGLETONS = ['site_settings', 'site_about'] as const;

async function placeholderRows(db: Db, counts: Record<string, number>): Promise<number> {
  let placeholders = 0;
  for (const table of SINGLETONS) {
    if (!counts[table]) continue;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where updated_at = ''`.execute(
      db.kysely,
    );
    placeholders += Number(rows[0]?.n ?? 0);
  }
  return placeholders;
}

async function tablesOf(db: Db): Promise<TablePlan[]> {
  const names =
    db.engine === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(db.kysely)
        ).rows
      : (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db.kysely)).rows;
  return names.filter((r) => !isMigratorTable(r.name)).map((r) => ({ name: r.name, orderBy: [] }));
}

/** Moves the snapshot into place as the SQLite database, its old journal files gone first. */
async function placeSqliteFile(snapshot: string, file: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const incoming = `${file}.${randomBytes(4).toString('hex')}.restore`;
  await fsp.copyFile(snapshot, incoming);
  const handle = await fsp.open(incoming, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  // An old -wal beside the new file would be replayed into it.
  for (const suffix of ['-wal', '-shm', '-journal']) await fsp.rm(`${file}${suffix}`, { force: true });
  await fsp.rename(incoming, file);
}

/** Empties the PostgreSQL schema, builds the backup's schema in it, and copies every row in one transaction. */
async function fillPostgres(target: DbTarget & { engine: 'postgres' }, snapshot: string, manifest: Manifest): Promise<void> {
  const db = openDatabase({ ...target, poolSize: 1 });
  const source = openDatabase({ engine: 'sqlite', file: snapshot });
  try {
    for (const { name } of (
      await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db.kysely)
    ).rows) {
      await sql`drop table if exists ${sql.id(name)} cascade`.execute(db.kysely);
    }
    const functions = await sql<{ signature: string }>`select p.oid::regprocedure::text as signature from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema()`.execute(db.kysely);
    for (const { signature } of functions.rows) await sql`drop function if exists ${sql.raw(signature)} cascade`.execute(db.kysely);
    const last = manifest.migrations.at(-1);
    if (last) await migrateUpTo(db, last);
    const from = source.kysely as unknown as Loose;
    const plan = await sqliteTablePlan(from);
    await db.kysely.transaction().execute(async (trx) => {
      const to = trx as unknown as Loose;
      await emptyTables(to, plan);
      await copyTables(from, to, plan);
      // Serial keys go on after the highest id restored, not from 1.
      for (const { name, orderBy } of plan) {
        if (orderBy.join() !== 'id') continue;
        await sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(name)}), false)`.execute(
          trx,
        );
      }
      const counts = await countRows(to, plan);
      for (const [table, n] of Object.entries(manifest.tables)) {
        if (counts[table] !== n)
          throw new RestoreError(`restored ${counts[table]} rows of ${table}, not ${n}; the transaction was rolled back`);
      }
    });
  } finally {
    await source.close();
    await db.close();
  }
}
