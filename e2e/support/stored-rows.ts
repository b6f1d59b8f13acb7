// The rows a test site stored in a table of its SQLite database, read directly (the site runs on
// SQLite in browser tests): what a form submission left behind.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RunningSite } from './server';

export function storedRows(site: RunningSite, table: string): Record<string, unknown>[] {
  const db = new Database(path.join(site.dataDir, 'app.sqlite'), { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
