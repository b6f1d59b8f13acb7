// `npm run backup` and `npm run restore`, as commands, against a serving API under write load:
// the archive is one moment of the database with every file its rows name, a restore gives back
// every row and file, and a non-empty target or a damaged archive is refused, changing nothing.
// The archive is sealed (AES-256-GCM, 0600): it restores with its key only, a forged one is
// refused, and it leaves out what a restore must not bring back.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type DbTarget, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { referencedMedia } from '../storage/media-references';
import { MediaStore } from '../storage/media-store';
import { postJson, testEngine } from '../test-support/api-harness';
import { pngFile, staffMultipart, staffSuite } from '../test-support/staff-fixtures';
import { createTestSchema } from '../test-support/test-database';
import { createBackup, LEFT_OUT_TABLES, pruneBackups } from './backup';
import { type Loose, sqliteTablePlan } from './copy-tables';
import { DATABASE_NAME, type Manifest, MANIFEST_NAME, MEDIA_PREFIX } from './manifest';
import { unpackAndCheck } from './restore';
import { openSealed, sealFile } from './sealed';
import { extractTarGz, writeTarGz } from './tar';

const { h, camps, admin } = staffSuite({
  env: { RATE_LIMIT_DISABLED: 'true' },
  camps: { a: 'Dharchula' },
  staff: { admin: 'admin' },
});

const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const drops: (() => Promise<void>)[] = [];
const KEY = Buffer.alloc(32, 7);
const keyFile = path.join(temp, 'backup.key');
fs.writeFileSync(keyFile, `${KEY.toString('hex')}\n`, { mode: 0o600 });
afterAll(async () => {
  fs.rmSync(temp, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

const withSchema = (schema: string) =>
  `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

/** A fresh, empty target: a data folder, and on PostgreSQL a new schema. */
async function freshTarget(engine = testEngine()): Promise<{ env: Record<string, string>; target: DbTarget; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(temp, 'target-'));
  if (engine === 'sqlite')
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, target: { engine, file: path.join(dataDir, 'app.sqlite') }, dataDir };
  const { schema, drop } = await createTestSchema(pgUrl);
  drops.push(drop);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: withSchema(schema) }, target: { engine, url: pgUrl, schema }, dataDir };
}

/** The serving API's own database and data folder, as the commands' environment. */
async function liveEnv(): Promise<Record<string, string>> {
  if (testEngine() === 'sqlite') return { DATA_DIR: h.config.dataDir, DATABASE_URL: '' };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(h.db.kysely);
  return { DATA_DIR: h.config.dataDir, DATABASE_URL: withSchema(rows[0]!.schema) };
}

function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', BACKUP_KEY_FILE: keyFile, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every row of every table (the migrator's own left out), in key order. */
async function dump(db: Db, snapshotPlanFrom: Db): Promise<Record<string, unknown[]>> {
  const plan = await sqliteTablePlan(snapshotPlanFrom.kysely as unknown as Loose);
  const out: Record<string, unknown[]> = {};
  for (const { name, orderBy } of plan) {
    let query = (db.kysely as unknown as Loose).selectFrom(name).selectAll();
    for (const column of orderBy) query = query.orderBy(column);
    out[name] = await query.execute();
  }
  return out;
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The stored files under a media folder, with their checksums. */
function filesUnder(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(root)) return out;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out[path.relative(root, path.join(entry.parentPath, entry.name))] = sha(fs.readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return out;
}

let archive = '';
let manifest: Manifest;
let snapshotDir = '';
let snapshot: Db;
afterAll(() => snapshot?.close());

describe('npm run backup under write load, then npm run restore', () => {
  const acknowledged = { contact: [] as number[], gallery: [] as number[] };
  const contact = (i: number) => ({ name: 'Asha Rawat', email: 'asha@example.org', subject: `Load ${i}`, message: `Message number ${i}` });
  let picture: Awaited<ReturnType<typeof pngFile>>;

  async function write(i: number) {
    if (i % 4 === 0) {
      const res = await staffMultipart(h, 'POST', '/api/gallery/', admin, { camp: String(camps.a), title: `Picture ${i}`, image: picture });
      expect(res.statusCode).toBe(201);
      acknowledged.gallery.push(res.json().id);
    } else {
      const res = await postJson(h, '/contact/', contact(i));
      expect(res.statusCode).toBe(201);
      acknowledged.contact.push(res.json().id);
    }
  }

  beforeAll(async () => {
    picture = await pngFile(320, 200);
    for (let i = 0; i < 12; i++) await write(i);
    // What a restore must not bring back: a retry's kept reply, and an e-mail already sent.
    const keyed = await postJson(h, '/contact/', contact(100), { headers: { ...h.csrf.headers, 'idempotency-key': 'backup-1' } });
    acknowledged.contact.push(keyed.json().id);
    await h.db.kysely.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date().toISOString() }).where('id', '<=', 3).execute();
  });

  it('writes one archive that is a single moment of the database, with every file its rows name', async () => {
    const before = { contact: [...acknowledged.contact], gallery: [...acknowledged.gallery] };
    const dir = path.join(temp, 'backups');
    fs.mkdirSync(dir);
    // Older scheduled archives: --keep 2 leaves the newest of them and the new one.
    for (const old of ['hill-camps-20250101T020000Z.tar.gz', 'hill-camps-20250102T020000Z.tar.gz', 'notes.txt'])
      fs.writeFileSync(path.join(dir, old), 'x');

    let running = true;
    let during = 0;
    const load = (async () => {
      for (let i = 12; running; i++) {
        await write(i);
        during++;
      }
    })();
    const result = await cli('backup', ['--dir', dir, '--keep', '2'], await liveEnv());
    running = false;
    await load;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Backed up the (sqlite|postgres) database \(\d+ rows in \d+ tables\) and \d+ stored files/);
    expect(result.stdout).toContain('Removed 1 older backups (keeping 2): hill-camps-20250101T020000Z.tar.gz');
    archive = result.stdout.trim().split('\n').at(-1) ?? '';
    expect(path.dirname(archive)).toBe(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['hill-camps-20250102T020000Z.tar.gz', path.basename(archive), 'notes.txt'].sort());
    // The site kept taking writes while the backup ran.
    expect(during).toBeGreaterThan(0);

    snapshotDir = fs.mkdtempSync(path.join(temp, 'snapshot-'));
    manifest = await unpackAndCheck(archive, snapshotDir, KEY);
    expect(manifest).toMatchObject({ format: 'hill-camps-backup', version: 1, engine: testEngine() });
    snapshot = openDatabase({ engine: 'sqlite', file: path.join(snapshotDir, DATABASE_NAME) });
    const rows = await dump(snapshot, snapshot);
    expect(Object.fromEntries(Object.entries(rows).map(([t, r]) => [t, r.length]))).toEqual(manifest.tables);

    // Every write acknowledged before the backup began is in it.
    const ids = (table: string) => (rows[table] as { id: number }[]).map((r) => r.id);
    expect(ids('contact_messages')).toEqual(expect.arrayContaining(before.contact));
    expect(ids('gallery_items')).toEqual(expect.arrayContaining(before.gallery));
    // One moment: the trigger-kept totals agree with the rows beside them.
    for (const { table_name, n } of rows.row_counts as { table_name: string; n: number }[])
      expect(n, table_name).toBe(rows[table_name]?.length);
    // Each row is the live row (the load only adds rows; a token's last use moves on).
    const live = await dump(h.db, snapshot);
    for (const [table, snapRows] of Object.entries(rows)) {
      if (table === 'row_counts' || table === 'mail_outbox' || (LEFT_OUT_TABLES as readonly string[]).includes(table)) continue;
      const byKey = new Map((live[table] ?? []).map((r) => [JSON.stringify(r), true]));
      for (const row of snapRows) expect(byKey.has(JSON.stringify(row)), `${table} ${JSON.stringify(row)}`).toBe(true);
    }
    // Exactly the files the snapshot's rows name, each the live file.
    const named = [...(await referencedMedia(snapshot.kysely))].sort();
    expect(manifest.media.map((m) => m.name)).toEqual(named);
    expect(named.length).toBeGreaterThanOrEqual(before.gallery.length * 2);
    for (const { name, sha256 } of manifest.media) {
      expect(sha256).toBe(sha(fs.readFileSync(path.join(h.config.mediaDir, name))));
      expect(sha(fs.readFileSync(path.join(snapshotDir, MEDIA_PREFIX, name)))).toBe(sha256);
    }
  }, 120_000);

  it('restores into an empty target every row of every table and every file', async () => {
    const fresh = await freshTarget();
    const result = await cli('restore', [archive], fresh.env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Restored the backup of ${manifest.createdAt}`);
    const restored = openDatabase(fresh.target);
    try {
      expect(await dump(restored, snapshot)).toEqual(await dump(snapshot, snapshot));
      // Keys go on after the restored rows.
      const max = Math.max(...(await dump(snapshot, snapshot)).contact_messages!.map((r) => (r as { id: number }).id));
      const next = await restored.kysely
        .insertInto('contact_messages')
        .values({
          ...(await restored.kysely.selectFrom('contact_messages').selectAll().where('id', '=', max).executeTakeFirstOrThrow()),
          id: undefined,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(max);
    } finally {
      await restored.close();
    }
    expect(filesUnder(path.join(fresh.dataDir, 'media'))).toEqual(Object.fromEntries(manifest.media.map((m) => [m.name, m.sha256])));
    // Nothing left of the scratch folder.
    expect(fs.readdirSync(fresh.dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  }, 120_000);

  it('takes a database the site has only migrated for an empty one (its placeholder rows are no data)', async () => {
    const fresh = await freshTarget();
    const db = openDatabase(fresh.target);
    await migrateToLatest(db);
    await db.close();
    const result = await cli('restore', [archive], fresh.env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const restored = openDatabase(fresh.target);
    expect(await dump(restored, snapshot)).toEqual(await dump(snapshot, snapshot));
    await restored.close();
  }, 120_000);

  it('refuses a target that holds data unless forced, changing nothing', async () => {
    const liveRows = await h.count('contact_messages');
    const liveFiles = filesUnder(h.config.mediaDir);
    const refused = await cli('restore', [archive], await liveEnv());
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('The target is not empty');
    expect(refused.stderr).toContain('--force');
    expect(await h.count('contact_messages')).toBe(liveRows);
    expect(filesUnder(h.config.mediaDir)).toEqual(liveFiles);

    // Forced over another site's data, the target becomes the backup, nothing of the old left.
    const other = await freshTarget();
    const db = openDatabase(other.target);
    await migrateToLatest(db);
    await db.kysely
      .insertInto('contact_messages')
      .values({ ...contact(999), status: 'new', created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never)
      .execute();
    await db.close();
    await new MediaStore(path.join(other.dataDir, 'media'), '').write('gallery/aaaaaaaaaaaa.png', Buffer.from('old'));
    expect((await cli('restore', [archive], other.env)).code).toBe(3);
    const forced = await cli('restore', [archive, '--force'], other.env);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('replacing 1 rows and 1 files');
    const after = openDatabase(other.target);
    expect(await dump(after, snapshot)).toEqual(await dump(snapshot, snapshot));
    await after.close();
    expect(filesUnder(path.join(other.dataDir, 'media'))).toEqual(Object.fromEntries(manifest.media.map((m) => [m.name, m.sha256])));
  }, 120_000);

  it('refuses a damaged archive, or one whose file does not match its checksum, changing nothing', async () => {
    const damaged = path.join(temp, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);

    // The same archive with one stored file's bytes changed and its manifest as it was, sealed
    // again with the right key (someone who holds it): the manifest's checksum still catches it.
    const unpacked = fs.mkdtempSync(path.join(temp, 'unpacked-'));
    const opened = path.join(temp, 'opened.tar.gz');
    await openSealed(archive, opened, KEY);
    const names = await extractTarGz(opened, unpacked, () => true);
    const victim = `${MEDIA_PREFIX}${manifest.media[0]!.name}`;
    const altered = fs.readFileSync(path.join(unpacked, victim));
    altered[altered.length - 1]! ^= 0x01;
    fs.writeFileSync(path.join(unpacked, victim), altered);
    const tampered = path.join(temp, 'tampered.tar.gz');
    const tamperedPlain = path.join(temp, 'tampered-plain.tar.gz');
    await writeTarGz(
      tamperedPlain,
      (async function* () {
        for (const name of names) {
          const data = fs.readFileSync(path.join(unpacked, name));
          yield { name, size: data.length, chunks: [data] };
        }
      })(),
    );
    await sealFile(tamperedPlain, tampered, KEY);
    expect(names.at(-1)).toBe(MANIFEST_NAME);

    for (const [file, why] of [
      [damaged, 'the key does not open it, or it was changed since it was written'],
      [tampered, `${victim} does not match its checksum`],
    ] as const) {
      const fresh = await freshTarget();
      const result = await cli('restore', [file], fresh.env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(why);
      expect(result.stderr).toContain('Nothing was changed.');
      expect(fs.readdirSync(fresh.dataDir)).toEqual([]);
      if (fresh.target.engine === 'postgres') {
        const db = openDatabase(fresh.target);
        const tables = await sql`select tablename from pg_tables where schemaname = current_schema()`.execute(db.kysely);
        await db.close();
        expect(tables.rows).toEqual([]);
      }
    }
  }, 120_000);

  it('is sealed: written 0600, nothing readable in it, and restored only with its key', async () => {
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    const bytes = fs.readFileSync(archive);
    expect(bytes.subarray(0, 8).toString()).toBe('HCBACKUP');
    for (const plain of ['SQLite format', 'asha@example.org', 'Message number', MANIFEST_NAME]) expect(bytes.includes(plain)).toBe(false);

    const fresh = await freshTarget();
    const noKey = await cli('restore', [archive], { ...fresh.env, BACKUP_KEY_FILE: '', BACKUP_KEY: '' });
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('BACKUP_KEY_FILE');
    const wrongKey = await cli('restore', [archive], { ...fresh.env, BACKUP_KEY_FILE: '', BACKUP_KEY: 'cd'.repeat(32) });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('the key does not open it, or it was changed since it was written. Nothing was changed.');
    expect(fs.readdirSync(fresh.dataDir)).toEqual([]);
    const noKeyBackup = await cli('backup', [path.join(temp, 'unkeyed.tar.gz')], {
      ...(await liveEnv()),
      BACKUP_KEY_FILE: '',
      BACKUP_KEY: '',
    });
    expect(noKeyBackup.code).toBe(1);
    expect(fs.existsSync(path.join(temp, 'unkeyed.tar.gz'))).toBe(false);
  }, 120_000);

  it('refuses a forged archive: an admin’s password hash replaced and the manifest recomputed, without the key', async () => {
    const work = fs.mkdtempSync(path.join(temp, 'forge-'));
    const opened = path.join(work, 'opened.tar.gz');
    await openSealed(archive, opened, KEY);
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    const names = await extractTarGz(opened, unpacked, () => true);
    const db = openDatabase({ engine: 'sqlite', file: path.join(unpacked, DATABASE_NAME) });
    await db.kysely.updateTable('users').set({ password_hash: 'scrypt$15$8$1$planted' }).where('id', '=', admin.id).execute();
    await db.close();
    const forgedManifest = JSON.parse(fs.readFileSync(path.join(unpacked, MANIFEST_NAME), 'utf8'));
    const data = fs.readFileSync(path.join(unpacked, DATABASE_NAME));
    forgedManifest.database = { sha256: sha(data), bytes: data.length };
    fs.writeFileSync(path.join(unpacked, MANIFEST_NAME), JSON.stringify(forgedManifest));
    const plain = path.join(work, 'forged-plain.tar.gz');
    await writeTarGz(
      plain,
      (async function* () {
        for (const name of names) {
          const bytes = fs.readFileSync(path.join(unpacked, name));
          yield { name, size: bytes.length, chunks: [bytes] };
        }
      })(),
    );
    // Sealed with the forger's own key, or left as a plain .tar.gz: both refused, nothing changed.
    const forged = path.join(work, 'forged.tar.gz');
    await sealFile(plain, forged, Buffer.alloc(32, 9));
    for (const [file, why] of [
      [forged, 'the key does not open it'],
      [plain, 'not an encrypted backup'],
    ] as const) {
      const fresh = await freshTarget();
      const result = await cli('restore', [file], fresh.env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(why);
      expect(fs.readdirSync(fresh.dataDir)).toEqual([]);
    }
  }, 120_000);

  it('leaves out live session tokens, one-time codes, kept replies and sent e-mails’ text', async () => {
    expect(await h.count('auth_tokens')).toBeGreaterThan(0);
    expect(await h.count('idempotency_keys')).toBeGreaterThan(0);
    const rows = await dump(snapshot, snapshot);
    for (const table of LEFT_OUT_TABLES) expect(rows[table], table).toEqual([]);
    const mail = rows.mail_outbox as { status: string; text_body: string; html_body: string; subject: string }[];
    const sent = mail.filter((m) => m.status === 'sent');
    expect(sent.length).toBe(3);
    for (const m of sent) expect([m.text_body, m.html_body, m.subject === '']).toEqual(['', '', false]);
    expect(mail.filter((m) => m.status === 'pending').every((m) => m.text_body !== '')).toBe(true);
    // No bytes of a left-out row stay in the file's free pages.
    const token = await h.db.kysely.selectFrom('auth_tokens').select('token_hash').executeTakeFirstOrThrow();
    expect(fs.readFileSync(path.join(snapshotDir, DATABASE_NAME)).includes(token.token_hash)).toBe(false);
  });

  // Cross-engine, in the PostgreSQL run (the SQLite run may have no server): an archive holds a
  // SQLite file whichever engine it came from.
  if (testEngine() === 'postgres') {
    it("restores a PostgreSQL backup into SQLite, and that SQLite site's backup into PostgreSQL", async () => {
      const intoSqlite = await freshTarget('sqlite');
      expect((await cli('restore', [archive], intoSqlite.env)).code).toBe(0);
      const fromSqlite = openDatabase(intoSqlite.target);
      expect(await dump(fromSqlite, snapshot)).toEqual(await dump(snapshot, snapshot));
      await fromSqlite.close();
      const sqliteArchive = path.join(temp, 'from-sqlite.tar.gz');
      await createBackup({
        target: intoSqlite.target,
        media: new MediaStore(path.join(intoSqlite.dataDir, 'media'), ''),
        file: sqliteArchive,
        key: KEY,
      });

      const intoPostgres = await freshTarget('postgres');
      expect((await cli('restore', [sqliteArchive], intoPostgres.env)).code).toBe(0);
      const restored = openDatabase(intoPostgres.target);
      try {
        expect(await dump(restored, snapshot)).toEqual(await dump(snapshot, snapshot));
      } finally {
        await restored.close();
      }
      expect(filesUnder(path.join(intoPostgres.dataDir, 'media'))).toEqual(
        Object.fromEntries(manifest.media.map((m) => [m.name, m.sha256])),
      );
    }, 120_000);
  }
});

describe('pruneBackups', () => {
  it('keeps the newest N scheduled archives, removes day-old leftovers of killed backups, and touches nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(temp, 'prune-'));
    const names = [1, 2, 3, 4, 5].map((d) => `hill-camps-2025010${d}T020000Z.tar.gz`);
    for (const name of [...names, 'hand-made.tar.gz', 'hill-camps-latest.tar.gz']) fs.writeFileSync(path.join(dir, name), '');
    // A killed backup's scratch folder and partial archive: two days old, and one running now.
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    for (const leftover of ['.backup-aB3dE9', `${names[4]}.0a1b2c3d.partial`]) {
      fs.mkdirSync(path.join(dir, leftover));
      fs.utimesSync(path.join(dir, leftover), twoDaysAgo, twoDaysAgo);
    }
    fs.mkdirSync(path.join(dir, '.backup-Running'));
    fs.writeFileSync(path.join(dir, 'hill-camps-20250106T020000Z.tar.gz.12345678.partial'), '');
    expect(await pruneBackups(dir, 2)).toEqual(names.slice(0, 3));
    expect(fs.readdirSync(dir).sort()).toEqual(
      [
        '.backup-Running',
        'hand-made.tar.gz',
        'hill-camps-20250106T020000Z.tar.gz.12345678.partial',
        'hill-camps-latest.tar.gz',
        ...names.slice(3),
      ].sort(),
    );
  });
});
