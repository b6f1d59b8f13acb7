// A fully wired API on a fresh database for one test file: a new SQLite file, or, when the
// suite runs with TEST_ENGINE=postgres, a new schema in TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildApiOptions, buildApi } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db, type DbTarget } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestSchema, testDatabaseUrl, testEngine } from './test-database';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Where its database is: another instance on the same database opens it again (`sameDatabaseAs`). */
  target: DbTarget;
  /** Cookie and header that pass the CSRF check. */
  csrf: { cookies: Record<string, string>; headers: Record<string, string> };
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Count of rows in a table (to prove that a refusal stored nothing). */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export { testEngine };

export interface HarnessOptions {
  /** A second API instance on the first one's database (several instances, docs/decisions/0019). */
  sameDatabaseAs?: Harness;
  /** More of buildApi's options (the reply cache, a Redis prefix, a logger). */
  build?: Omit<BuildApiOptions, 'db'>;
}

export async function createHarness(env: Record<string, string> = {}, options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  let db: Db;
  let target: DbTarget;
  let dropSchema = async () => {};
  const shared = options.sameDatabaseAs;
  if (shared) {
    target = shared.target;
    db = openDatabase(target);
  } else if (testEngine() === 'postgres') {
    const url = testDatabaseUrl();
    const { schema, drop } = await createTestSchema(url);
    target = { engine: 'postgres', url, schema, poolSize: 4 };
    db = openDatabase(target);
    dropSchema = drop;
  } else {
    target = { engine: 'sqlite', file: config.sqliteFile };
    db = openDatabase(target);
  }
  if (!shared) await migrateToLatest(db);
  const app = await buildApi(config, { db, logger: false, ...options.build });
  await app.ready();

  const csrfReply = await app.inject({ method: 'GET', url: '/api/csrf/' });
  const token = (csrfReply.json() as { csrfToken: string }).csrfToken;

  return {
    app,
    db,
    config,
    target,
    csrf: { cookies: { csrftoken: token }, headers: { 'x-csrftoken': token } },
    inject: (options) => app.inject(options),
    async count(table) {
      const row = await db.kysely
        .selectFrom(table as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number((row as { n: number }).n);
    },
    async close() {
      await app.close();
      await db.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON POST that passes the CSRF check. */
export function postJson(h: Harness, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return h.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    cookies: h.csrf.cookies,
    headers: { 'content-type': 'application/json', ...h.csrf.headers },
    ...extra,
  });
}

/** The audit log entries that match every given column, oldest first. */
export function auditEntries(h: Harness, where: { action?: string; entity?: string; entity_id?: number }) {
  let query = h.db.kysely.selectFrom('audit_log').selectAll().orderBy('id');
  for (const [column, value] of Object.entries(where)) query = query.where(column as 'action', '=', value as string);
  return query.execute();
}
