// Opens the one Kysely instance the app uses, on SQLite (embedded default) or PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export type DbTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema?: string; poolSize?: number };

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
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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

/**
 * Kysely prepares every query's SQL text anew, which was a tenth of the CPU of an uncached public
 * list on SQLite; the same few texts come back on every request, so keep their statements. Safe
 * because Kysely runs one query at a time on its one SQLite connection, and SQLite re-prepares a
 * statement itself after a schema change.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max = 500): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement === undefined) {
        // Texts that differ by list length (`in (?, ?, ?)`) could grow it without end: start over.
        if (statements.size >= max) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}

export function targetFromConfig(config: { DATABASE_URL?: string | undefined; sqliteFile: string }): DbTarget {
  return config.DATABASE_URL ? { engine: 'postgres', url: config.DATABASE_URL } : { engine: 'sqlite', file: config.sqliteFile };
}
