// Opens the one Kysely instance the app uses, on SQLite (embedded default) or PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export type DbTarget =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string; schema?: string; poolSize?: number };

// PostgreSQL returns COUNT(*) and BIGINT as strings; every count we take fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(target: DbTarget): Db {
  if (target.engine === 'sqlite') {
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SqliteDatabase(target.file);
    sqlite.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before we answer 2xx, even across power loss.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { kysely, engine: 'sqlite', close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, engine: 'postgres', close: () => kysely.destroy() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}

export function targetFromConfig(config: { DATABASE_URL?: string | undefined; sqliteFile: string }): DbTarget {
  return config.DATABASE_URL
    ? { engine: 'postgres', url: config.DATABASE_URL }
    : { engine: 'sqlite', file: config.sqliteFile };
}
