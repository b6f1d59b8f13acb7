import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';

describe('SQLite statement cache', () => {
  const open: { db: Db; dir: string }[] = [];
  afterEach(async () => {
    for (const { db, dir } of open.splice(0)) {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  function scratch() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
    const db = openDatabase({ engine: 'sqlite', file: path.join(dir, 'app.sqlite') });
    open.push({ db, dir });
    return db;
  }

  it('answers a repeated query with the rows of the moment, also after the table changed shape', async () => {
    const db = scratch();
    await sql`create table notes (id integer primary key, title text)`.execute(db.kysely);
    await sql`insert into notes (title) values ('one')`.execute(db.kysely);
    const all = () => sql<Record<string, unknown>>`select * from notes order by id`.execute(db.kysely).then((r) => r.rows);
    expect(await all()).toEqual([{ id: 1, title: 'one' }]);
    await sql`insert into notes (title) values ('two')`.execute(db.kysely);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db.kysely);
    expect(await all()).toEqual([
      { id: 1, title: 'one', pinned: 0 },
      { id: 2, title: 'two', pinned: 0 },
    ]);
  });

  it('runs more different statements than it keeps, each with its own text and parameters', async () => {
    const db = scratch();
    for (let i = 0; i < 1200; i++) {
      const row = await sql<{ k: number; p: number }>`select ${sql.raw(String(i))} as k, ${i * 2} as p`.execute(db.kysely);
      expect(row.rows).toEqual([{ k: i, p: i * 2 }]);
    }
    // The first texts again, after the cache started over.
    const again = await sql<{ k: number; p: number }>`select ${sql.raw('7')} as k, ${3} as p`.execute(db.kysely);
    expect(again.rows).toEqual([{ k: 7, p: 3 }]);
  });
});
