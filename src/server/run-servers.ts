// Runs the product in this process: config, database, migrations, demo seed, then the API and the
// website. SIGTERM/SIGINT close both gracefully. main.ts runs it as built, dev.ts from the sources.
import pino, { type Logger } from 'pino';
import { buildApi } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, targetFromConfig } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoContentIfEmpty } from './seed/demo-content';
import { seedSiteContentIfNew } from './seed/site-content';
import { buildWebServer } from './web/web-server';

export interface RunOptions {
  /** The process's log for this configuration; JSON lines unless given. */
  logger?: (config: Config) => Logger;
  /** Development: the website and the console from their sources through Vite, with hot reload. */
  dev?: boolean;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function run(options: RunOptions) {
  const config = readConfig();
  const logger = options.logger?.(config) ?? pino({ level: config.LOG_LEVEL });
  const db = openDatabase(targetFromConfig(config));
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ applied, engine: db.engine }, 'migrations applied');

  // Public lists reused for a second: the same bytes for everyone asking within it (0004).
  // What a crash left in the media folder goes at start and every hour (storage/media-sweep.ts).
  const api = await buildApi(config, {
    db,
    logger,
    replyCacheMs: 1000,
    sweepMediaEveryMs: 60 * 60_000,
    mediaSweepGraceMs: config.MEDIA_SWEEP_GRACE_SECONDS * 1000,
    // Personal data erased when its time is up, each night (decision 0034).
    nightlyRetention: true,
  });
  // The trust's content of a new database: the environment's settings, and the demo's (0013).
  await seedSiteContentIfNew(db, api.media, config, { demo: config.SEED_DEMO, logger });
  if (config.SEED_DEMO) {
    const seeded = await seedDemoContentIfEmpty(db, api.media, logger);
    if (seeded) logger.info(seeded, 'demo content seeded into the empty database');
  }
  const web = await buildWebServer(config, logger, { api, ...(options.dev ? { dev: true } : {}) });

  await api.listen({ port: config.API_PORT, host: config.HOST });
  await web.listen({ port: config.PORT, host: config.HOST });
  logger.info(`API on http://localhost:${config.API_PORT}, website on http://localhost:${config.PORT} (${db.engine})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await Promise.allSettled([web.close(), api.close()]);
    await db.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

export function runServers(options: RunOptions = {}) {
  run(options).catch((error: unknown) => {
    // A setting found wrong only when tried (an S3 bucket that refuses us): one line, like readConfig's.
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
