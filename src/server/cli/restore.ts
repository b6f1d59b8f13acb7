// `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into the configured
// database (DATA_DIR or DATABASE_URL) and DATA_DIR/media, which must be empty unless --force
// (src/server/backup/restore.ts, decision 0018). Stop the site first when forcing.
import { RestoreError, restoreBackup, TargetNotEmptyError } from '../backup/restore';
import { BackupKeyError, backupKey } from '../backup/sealed';
import { ConfigError, loadConfig } from '../config';
import { commandArguments } from './command-arguments';
import { targetFromConfig } from '../db/database';
import { MIGRATION_NAMES } from '../db/migrate';
import { openMediaStore } from '../storage/open-media-store';

const usage = `Usage: npm run restore -- FILE [--force] [--key-file KEYFILE]
  FILE      an archive written by npm run backup
  --force   replace what the database and DATA_DIR/media hold (stop the site first)
Restores into the database and DATA_DIR as configured for npm start; refuses a target that holds
data unless --force, and checks the whole archive before it changes anything. The key it was
encrypted with comes from KEYFILE, else BACKUP_KEY_FILE's file, else BACKUP_KEY.
`;

const { values, positionals } = commandArguments({ force: { type: 'boolean' }, 'key-file': { type: 'string' } }, usage);
const file = positionals[0];
if (!file || positionals.length > 1) {
  process.stderr.write(usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const media = await openMediaStore(config);
  const target = targetFromConfig(config);
  const { manifest, replaced } = await restoreBackup({
    file,
    target,
    dataDir: config.dataDir,
    mediaRoot: config.MEDIA_STORE === 's3' ? `the S3 bucket ${config.S3_BUCKET}` : config.mediaDir,
    media: media.store,
    key: backupKey({ ...config, ...(values['key-file'] ? { BACKUP_KEY_FILE: values['key-file'] } : {}) }),
    force: values.force ?? false,
  });
  media.close();
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const pending = MIGRATION_NAMES.length - manifest.migrations.length;
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} (${manifest.engine}) into ${target.engine}: ${rows} rows, ${manifest.media.length} stored files` +
      `${replaced.rows || replaced.files ? `, replacing ${replaced.rows} rows and ${replaced.files} files` : ''}.` +
      `${pending > 0 ? ` The site applies ${pending} newer migrations when it starts.` : ''}\n`,
  );
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof RestoreError ||
    error instanceof TargetNotEmptyError ||
    error instanceof BackupKeyError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(error instanceof TargetNotEmptyError ? 3 : 1);
  }
  process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
  process.exit(1);
}
