// `npm run backup`: one consistent archive of a serving site (decision 0018). The database is
// snapshotted first, in one moment: on SQLite by the online backup API (the whole file in one
// step, while writers go on in WAL mode), on PostgreSQL by reading every table in one
// repeatable-read transaction into a SQLite file of the same schema. Then the stored files that
// snapshot's rows name are added: a file is written and synced before its row commits, so every
// one of them exists; one deleted after the snapshot (its row deleted since) makes the attempt
// start over. Last comes the manifest, with rows per table and a SHA-256 of every file.
// What a restore must not bring back is left out of the snapshot before it is archived (LEFT_OUT),
// and the archive is sealed with AES-256-GCM under a key kept off the server (sealed.ts), 0600.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db, DbTarget } from '../db/database';
import { openDatabase } from '../db/database';
import { MIGRATION_NAMES, migrateUpTo } from '../db/migrate';
import { referencedMedia } from '../storage/media-references';
import { appliedMigrations, copyTables, countRows, emptyTables, type Loose, sqliteTablePlan } from './copy-tables';
import { DATABASE_NAME, FORMAT, FORMAT_VERSION, MANIFEST_NAME, type Manifest, MEDIA_PREFIX, sha256Of, sha256OfFile } from './manifest';
import { sealFile } from './sealed';
import { type TarEntry, writeTarGz } from './tar';

/**
 * Rows a restore must not bring back, left out of every archive: live sign-in and slot
 * coordinators' session token hashes, known-browser tokens, one-time codes, and the replies kept
 * for Idempotency-Key retries (a day's worth, meaningless after a restore).
 */
export const LEFT_OUT_TABLES = ['auth_tokens', 'login_devices', 'slot_sessions', 'slot_otps', 'idempotency_keys'] as const;

/** What a backup reads stored files through (the media store, whichever place it keeps them). */
export interface MediaReader {
  read(stored: string): Promise<Buffer>;
}

export class BackupError extends Error {}

/** A stored file that a row of the snapshot names was gone when read: its row was deleted since. */
class MediaGoneError extends Error {}

export interface BackupOptions {
  /** The live database: its engine and where it is. */
  target: DbTarget;
  media: MediaReader;
  /** The archive to write; it must not exist yet. */
  file: string;
  /** The 32-byte key the archive is sealed with (BACKUP_KEY_FILE, sealed.ts). */
  key: Buffer;
  /** Attempts before giving up when stored files keep disappearing under it (default 3). */
  attempts?: number;
}

export async function createBackup(options: BackupOptions): Promise<Manifest> {
  if (fs.existsSync(options.file)) throw new BackupError(`${options.file} already exists`);
  const folder = path.dirname(path.resolve(options.file));
  await fsp.mkdir(folder, { recursive: true });
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    const work = await fsp.mkdtemp(path.join(folder, '.backup-'));
    const partial = `${options.file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      const snapshot = path.join(work, DATABASE_NAME);
      if (options.target.engine === 'sqlite') await snapshotSqlite(options.target.file, snapshot);
      else await snapshotPostgres(options.target, snapshot);
      leaveOut(snapshot);
      const plain = path.join(work, 'archive.tar.gz');
      const manifest = await archive(snapshot, options.target.engine, options.media, plain);
      await sealFile(plain, partial, options.key);
      await syncFile(partial);
      if (fs.existsSync(options.file)) throw new BackupError(`${options.file} already exists`);
      await fsp.rename(partial, options.file);
      await syncFolder(folder);
      return manifest;
    } catch (error) {
      await fsp.rm(partial, { force: true });
      if (!(error instanceof MediaGoneError) || attempt >= attempts) {
        if (error instanceof MediaGoneError)
          throw new BackupError(`${error.message}, ${attempts} times: stored files are being deleted faster than a backup can copy them`);
        throw error;
      }
    } finally {
      await fsp.rm(work, { recursive: true, force: true });
    }
  }
}

/**
 * Empties LEFT_OUT_TABLES in the snapshot and blanks the bodies of e-mails already sent (their
 * recipients, subject and status stay for the console's history; a pending one keeps its body, to
 * be sent). VACUUM then rewrites the file, so no deleted bytes stay in its free pages.
 */
function leaveOut(snapshot: string): void {
  const db = new SqliteDatabase(snapshot);
  try {
    db.transaction(() => {
      for (const table of LEFT_OUT_TABLES) db.prepare(`delete from ${table}`).run();
      db.prepare("update mail_outbox set text_body = '', html_body = '' where status = 'sent'").run();
    })();
    db.exec('vacuum');
  } finally {
    db.close();
  }
}

/** SQLite's online backup of the live file, in one step: one read transaction, one moment. */
async function snapshotSqlite(live: string, snapshot: string): Promise<void> {
  if (!fs.existsSync(live)) throw new BackupError(`no database at ${live} (is DATA_DIR right?)`);
  const source = new SqliteDatabase(live, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(snapshot, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // One self-contained file: the copy carries the live file's WAL mode, which would leave a -wal beside it.
  const copy = new SqliteDatabase(snapshot);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the database snapshot failed SQLite's check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/**
 * Every table of the PostgreSQL database, read in one repeatable-read transaction (one snapshot,
 * writers never blocked), into a SQLite file migrated to the same level.
 */
async function snapshotPostgres(target: DbTarget & { engine: 'postgres' }, snapshot: string): Promise<void> {
  const live = openDatabase({ ...target, poolSize: 1 });
  const copy = openDatabase({ engine: 'sqlite', file: snapshot });
  try {
    await live.kysely
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const source = trx as unknown as Loose;
        const applied = await appliedMigrations(source);
        const last = applied.at(-1);
        if (!last) throw new BackupError('the PostgreSQL database has no tables of this site (was it ever migrated?)');
        if (!applied.every((name, i) => MIGRATION_NAMES[i] === name)) {
          throw new BackupError(
            `the database has migrations this code does not know (${applied.filter((n) => !MIGRATION_NAMES.includes(n)).join(', ')}): back it up with the code that runs it`,
          );
        }
        await migrateUpTo(copy, last);
        const into = copy.kysely as unknown as Loose;
        const plan = await sqliteTablePlan(into);
        await into.transaction().execute(async (sqliteTrx) => {
          await emptyTables(sqliteTrx, plan);
          await copyTables(source, sqliteTrx, plan);
        });
      });
    await sql`pragma journal_mode = DELETE`.execute(copy.kysely);
  } finally {
    await copy.close();
    await live.close();
  }
}

/** Writes the archive: the snapshot, the stored files its rows name, then the manifest. */
async function archive(snapshot: string, engine: Db['engine'], media: MediaReader, file: string): Promise<Manifest> {
  const db = openDatabase({ engine: 'sqlite', file: snapshot });
  let migrations: string[];
  let tables: Record<string, number>;
  let names: string[];
  try {
    const loose = db.kysely as unknown as Loose;
    migrations = await appliedMigrations(loose);
    tables = await countRows(loose, await sqliteTablePlan(loose));
    names = [...(await referencedMedia(db.kysely))].sort();
  } finally {
    await db.close();
  }
  // Opening it may have left the journal mode's files: the archived file is the one on disk now.
  const database = await sha256OfFile(snapshot);
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    engine,
    migrations,
    tables,
    database,
    media: [],
  };
  async function* entries(): AsyncGenerator<TarEntry> {
    yield { name: DATABASE_NAME, size: database.bytes, chunks: fs.createReadStream(snapshot) as AsyncIterable<Buffer> };
    for (const name of names) {
      let data: Buffer;
      try {
        data = await media.read(name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as { name?: string }).name === 'NoSuchKey') {
          throw new MediaGoneError(`the stored file ${name} was deleted during the backup`);
        }
        throw error;
      }
      manifest.media.push({ name, sha256: sha256Of(data), bytes: data.length });
      yield { name: `${MEDIA_PREFIX}${name}`, size: data.length, chunks: [data] };
    }
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield { name: MANIFEST_NAME, size: text.length, chunks: [text] };
  }
  await writeTarGz(file, entries());
  return manifest;
}

async function syncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(folder: string): Promise<void> {
  try {
    await syncFile(folder);
  } catch (error) {
    if (!['EISDIR', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

/** The name a scheduled backup gets in its folder: sorts by time. */
export function backupFileName(now = new Date()): string {
  return `hill-camps-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

const SCHEDULED = /^hill-camps-\d{8}T\d{6}Z\.tar\.gz$/;

/** What a backup killed midway leaves: its scratch folder and its partly written archive. */
const LEFTOVER = /^\.backup-|\.[0-9a-f]{8}\.partial$/;
/** Older than this, a leftover is no running backup's (a backup takes minutes). */
const LEFTOVER_AGE_MS = 24 * 3600_000;

/**
 * Keeps the newest `keep` archives named by backupFileName in `folder`; removes the older ones and
 * returns their names. Also removes leftovers of backups killed midway, once a day old.
 */
export async function pruneBackups(folder: string, keep: number, now = Date.now()): Promise<string[]> {
  const names = await fsp.readdir(folder);
  const archives = names.filter((name) => SCHEDULED.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await fsp.rm(path.join(folder, name), { force: true });
  for (const name of names.filter((n) => LEFTOVER.test(n))) {
    const stat = await fsp.stat(path.join(folder, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > LEFTOVER_AGE_MS) await fsp.rm(path.join(folder, name), { recursive: true, force: true });
  }
  return old;
}
