// What the crash test checks once the product has restarted on its data for the last time: the
// stored rows against the acknowledged submissions, and the media folder against the rows.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/server/db/database';
import { MARKER, type Outcome, STORED_IN } from './workload';

/** A stored media name (storage/media-store.ts), wherever a row holds it (a column, a JSON list of variants). */
const STORED_NAME = /[a-z]+\/[a-z0-9]+(?:-w\d+)?\.(?:jpg|png|webp|avif|pdf)/g;
// The audit log names files of rows it describes, not files a row holds.
const NOT_HOLDING_FILES = new Set(['audit_log']);

export interface AuditReport {
  acknowledged: number;
  /** Acknowledged submissions stored exactly once. */
  stored: number;
  /** Acknowledged, not stored. */
  lost: string[];
  /** Stored more than once (acknowledged or not). */
  duplicated: string[];
  /** Stored although no 2xx came back (the reply was lost and never retried, or a retry was refused). */
  storedUnacknowledged: number;
  /** Files a row names that are not on disk. */
  missingFiles: string[];
  /** Files on disk that no row names. */
  orphans: string[];
  /** Half-written temporary files. */
  tmpFiles: string[];
}

async function storedMarkers(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const tables = new Map(Object.values(STORED_IN).map((s) => [s.table, s.column]));
  for (const [table, column] of tables) {
    const rows = (await db.kysely
      .selectFrom(table as 'brochures')
      .select(column as 'title')
      .execute()) as Record<string, string>[];
    for (const row of rows) {
      for (const marker of String(row[column]).match(MARKER) ?? []) counts.set(marker, (counts.get(marker) ?? 0) + 1);
    }
  }
  return counts;
}

async function referencedFiles(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  const tables = new Set((await db.kysely.introspection.getTables()).map((t) => t.name));
  for (const table of tables) {
    if (NOT_HOLDING_FILES.has(table)) continue;
    const rows = await db.kysely
      .selectFrom(table as 'brochures')
      .selectAll()
      .execute();
    for (const row of rows) for (const name of JSON.stringify(row).match(STORED_NAME) ?? []) names.add(name);
  }
  return names;
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export async function auditCrashRun(db: Db, mediaDir: string, outcomes: Outcome[]): Promise<AuditReport> {
  const counts = await storedMarkers(db);
  const acknowledged = outcomes.filter((o) => o.status !== null && o.status >= 200 && o.status < 300);
  const acked = new Set(acknowledged.map((o) => o.marker));
  const referenced = await referencedFiles(db);
  const onDisk = filesUnder(mediaDir);
  const present = new Set(onDisk);
  return {
    acknowledged: acknowledged.length,
    stored: acknowledged.filter((o) => counts.get(o.marker) === 1).length,
    lost: acknowledged.filter((o) => !counts.get(o.marker)).map((o) => o.marker),
    duplicated: [...counts].filter(([, n]) => n > 1).map(([marker, n]) => `${marker} ×${n}`),
    storedUnacknowledged: [...counts.keys()].filter((marker) => !acked.has(marker)).length,
    missingFiles: [...referenced].filter((name) => !present.has(name)),
    orphans: onDisk.filter((name) => !name.endsWith('.tmp') && !referenced.has(name)),
    tmpFiles: onDisk.filter((name) => name.endsWith('.tmp')),
  };
}
