// Scratch databases: a SQLite file in a fresh data directory, or, on PostgreSQL, a database of
// our own (a schema when the role may not create databases) that is dropped afterwards. Nobody
// else's data is touched.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Engine } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { whileAlive } from './cleanup';
import type { Workspace } from './workspace';

export interface ScratchDatabase {
  engine: Engine;
  dataDir: string;
  /** For the product's DATABASE_URL (PostgreSQL only). */
  url?: string;
  /** Opens it from the bench itself (seeding, counting), migrated to the latest schema. */
  open(): Promise<Db>;
  drop(): Promise<void>;
}

/** The PostgreSQL server the bench may use, or undefined (then the bench runs on SQLite only). */
export const postgresBaseUrl = (): string | undefined => process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(ws: Workspace, engine: Engine, label: string): Promise<ScratchDatabase> {
  const dataDir = ws.dir(`${label}-${engine}`);
  if (engine === 'sqlite') {
    return {
      engine,
      dataDir,
      async open() {
        const db = openDatabase({ engine: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
        await migrateToLatest(db);
        return db;
      },
      async drop() {},
    };
  }
  const base = postgresBaseUrl();
  if (!base) throw new Error('PostgreSQL needs DATABASE_URL or TEST_DATABASE_URL');
  const name = `bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin(base, (c) => c.query(`create database ${name}`));
    const dropDatabase = () => admin(base, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
    const forget = whileAlive(dropDatabase);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      engine,
      dataDir,
      url: url.toString(),
      async open() {
        const db = openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 });
        await migrateToLatest(db);
        return db;
      },
      async drop() {
        forget();
        await dropDatabase();
      },
    };
  } catch (error) {
    // Not allowed to create databases: a schema of our own in the given one instead.
    if (!(error instanceof Error) || !/permission denied/i.test(error.message)) throw error;
    await admin(base, (c) => c.query(`create schema ${name}`));
    const dropSchema = () => admin(base, (c) => c.query(`drop schema if exists ${name} cascade`)).then(() => {});
    const forget = whileAlive(dropSchema);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${name}`);
    return {
      engine,
      dataDir,
      url: url.toString(),
      async open() {
        const db = openDatabase({ engine: 'postgres', url: base, schema: name, poolSize: 4 });
        await migrateToLatest(db);
        return db;
      },
      async drop() {
        forget();
        await dropSchema();
      },
    };
  }
}
