// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, loadConfig } from '../config';
import { openDatabase, targetFromConfig } from '../db/database';
import { migrateToLatest } from '../db/migrate';

try {
  const config = loadConfig();
  const db = openDatabase(targetFromConfig(config));
  try {
    const applied = await migrateToLatest(db);
    process.stdout.write(
      applied.length ? `Applied on ${db.engine}: ${applied.join(', ')}\n` : `The ${db.engine} database is up to date.\n`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`}\n`);
  process.exit(1);
}
