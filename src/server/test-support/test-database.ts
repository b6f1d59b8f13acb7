// Fresh databases for tests: a new PostgreSQL schema in TEST_DATABASE_URL (its name random, so
// suites and files running at once never meet), or a new SQLite file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openDatabase, type Db, type DbTarget } from '../db/database';

export const testEngine = (): 'sqlite' | 'postgres' => (process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite');

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test)');
  return url;
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty schema, and how to drop it with everything in it. */
export async function createTestSchema(url = testDatabaseUrl()): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await query(url, `create schema ${schema}`);
  return { schema, drop: () => query(url, `drop schema if exists ${schema} cascade`) };
}

/** A new, empty (unmigrated) database of the engine under test, and how to close and remove it. */
export async function emptyTestDatabase(): Promise<{ db: Db; target: DbTarget; remove(): Promise<void> }> {
  let target: DbTarget;
  let discard: () => unknown;
  if (testEngine() === 'postgres') {
    const url = testDatabaseUrl();
    const { schema, drop } = await createTestSchema(url);
    target = { engine: 'postgres', url, schema, poolSize: 2 };
    discard = drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-db-'));
    target = { engine: 'sqlite', file: path.join(dir, 'app.sqlite') };
    discard = () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const db = openDatabase(target);
  return {
    db,
    target,
    remove: async () => {
      await db.close();
      await discard();
    },
  };
}

/** For a test file: a maker of new, empty databases, each closed and removed after the file's tests. */
export function emptyDatabasesForFile(): () => Promise<Db> {
  const removals: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const remove of removals) await remove();
  });
  return async () => {
    const { db, remove } = await emptyTestDatabase();
    removals.push(remove);
    return db;
  };
}
