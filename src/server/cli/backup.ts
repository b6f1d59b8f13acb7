// `npm run backup -- [FILE] [--dir DIR] [--keep N]`: writes one consistent archive of the site's
// database and stored files while it serves (src/server/backup/backup.ts, decision 0018). With no
// FILE it writes DIR/hill-camps-<UTC time>.tar.gz (DIR: ./backups), and with --keep N then removes
// all but the newest N such archives in DIR. Prints what it did and, last, the archive's path on
// standard output; errors alone go to standard error (cron mails only those). Each run, whether it
// worked or not, is recorded in the database for the console's Backups screen (decision 0031).
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BackupError, backupFileName, createBackup, pruneBackups } from '../backup/backup';
import { type BackupRun, recordBackupRun } from '../backup/backup-runs';
import { BackupKeyError, backupKey } from '../backup/sealed';
import { type Config, ConfigError, loadConfig } from '../config';
import { commandArguments } from './command-arguments';
import { openDatabase, targetFromConfig } from '../db/database';
import { openMediaStore } from '../storage/open-media-store';

const usage = `Usage: npm run backup -- [FILE] [--dir DIR] [--keep N] [--key-file KEYFILE]
  FILE        the archive to write (.tar.gz); it must not exist
  --dir DIR   without FILE: write DIR/hill-camps-<UTC time>.tar.gz (default: ./backups)
  --keep N    after a backup into DIR, keep only the newest N archives there (and remove
              what backups killed midway left there, once a day old)
The database (DATA_DIR or DATABASE_URL) and DATA_DIR/media are read as for npm start.
The archive is encrypted with the key in KEYFILE, else BACKUP_KEY_FILE's file, else BACKUP_KEY:
keep it off the server (docs/deploy.md).
`;

const { values, positionals } = commandArguments(
  { dir: { type: 'string' }, keep: { type: 'string' }, 'key-file': { type: 'string' } },
  usage,
);
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (
  positionals.length > 1 ||
  (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) ||
  (positionals.length && (values.dir || keep))
) {
  process.stderr.write(usage);
  process.exit(2);
}

/** The run, for the console's Backups screen; a run that cannot be recorded says so and changes nothing else. */
async function record(config: Config, run: BackupRun): Promise<void> {
  const db = openDatabase(targetFromConfig(config));
  try {
    await recordBackupRun(db.kysely, run);
  } catch (error) {
    process.stderr.write(`Could not record this backup for the console: ${(error as Error).message}\n`);
  } finally {
    await db.close();
  }
}

let config: Config | undefined;
const startedAt = new Date().toISOString();
try {
  config = loadConfig();
  const media = await openMediaStore(config);
  const dir = path.resolve(values.dir ?? 'backups');
  const file = path.resolve(positionals[0] ?? path.join(dir, backupFileName()));
  const started = Date.now();
  const manifest = await createBackup({
    target: targetFromConfig(config),
    media: media.store,
    file,
    key: backupKey({ ...config, ...(values['key-file'] ? { BACKUP_KEY_FILE: values['key-file'] } : {}) }),
  });
  media.close();
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `Backed up the ${manifest.engine} database (${rows} rows in ${Object.keys(manifest.tables).length} tables) and ${manifest.media.length} stored files in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
  if (keep !== undefined) {
    const removed = await pruneBackups(dir, keep);
    if (removed.length) process.stdout.write(`Removed ${removed.length} older backups (keeping ${keep}): ${removed.join(', ')}\n`);
  }
  const size = (await fsp.stat(file)).size;
  await record(config, { started_at: startedAt, finished_at: new Date().toISOString(), ok: true, file, size, error: null });
  process.stdout.write(`${file}\n`);
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupError || error instanceof BackupKeyError;
  const message = (error as Error).message;
  process.stderr.write(`${known ? '' : 'Backup failed: '}${message}\n`);
  if (config) {
    await record(config, {
      started_at: startedAt,
      finished_at: new Date().toISOString(),
      ok: false,
      file: null,
      size: null,
      error: message,
    });
  }
  process.exit(1);
}
