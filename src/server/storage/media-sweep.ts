// Sweeps what a crash leaves in the media folder: a `.tmp` that was never renamed, and a stored
// file no row names (written, then the process died before its row committed). Both are left alone
// while young: another instance sharing the folder (README, PostgreSQL) may be writing the `.tmp`
// or about to commit the row. A file a row names is never touched, so every row keeps its file.
import fs from 'node:fs/promises';
import path from 'node:path';
import { type MediaStore, STORED_NAME } from './media-store';

export const TMP_GRACE_MS = 5 * 60_000;
export const ORPHAN_GRACE_MS = 15 * 60_000;

export interface SweepOptions {
  /** The stored names rows refer to, read after the folder is listed. */
  referenced: () => Promise<Set<string>>;
  tmpGraceMs?: number;
  orphanGraceMs?: number;
  now?: () => number;
}

export interface SweepResult {
  /** Half-written files removed (`gallery/…jpg.1a2b3c.tmp`). */
  tmp: string[];
  /** Stored files without a row, removed. */
  orphans: string[];
}

const TMP_NAME = /^[a-z]+\/[a-z0-9]+(-w\d+)?\.[a-z]+\.[0-9a-f]+\.tmp$/;

export async function sweepMedia(media: MediaStore, options: SweepOptions): Promise<SweepResult> {
  const now = options.now?.() ?? Date.now();
  const tmpBefore = now - (options.tmpGraceMs ?? TMP_GRACE_MS);
  const orphanBefore = now - (options.orphanGraceMs ?? ORPHAN_GRACE_MS);
  // Listed before the rows are read: a file written after the read is not in the list, and one in
  // the list whose row commits after the read is younger than the grace.
  const files = await listFiles(media.root);
  const referenced = await options.referenced();
  const result: SweepResult = { tmp: [], orphans: [] };
  for (const { name, mtimeMs } of files) {
    if (TMP_NAME.test(name) && mtimeMs < tmpBefore) {
      if (await removed(path.join(media.root, name))) result.tmp.push(name);
    } else if (STORED_NAME.test(name) && !referenced.has(name) && mtimeMs < orphanBefore) {
      if (await removed(media.absolutePath(name))) result.orphans.push(name);
    }
  }
  return result;
}

/** Files one folder down (`<kind>/<file>`), where the store writes; anything else is not ours. */
async function listFiles(root: string): Promise<{ name: string; mtimeMs: number }[]> {
  const files: { name: string; mtimeMs: number }[] = [];
  for (const folder of await entries(root)) {
    if (!folder.isDirectory()) continue;
    for (const file of await entries(path.join(root, folder.name))) {
      if (!file.isFile()) continue;
      const name = `${folder.name}/${file.name}`;
      const stat = await fs.stat(path.join(root, name)).catch(() => null);
      if (stat) files.push({ name, mtimeMs: stat.mtimeMs });
    }
  }
  return files;
}

async function entries(folder: string) {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes a file; false when it was already gone (a delete of its row got there first). */
async function removed(file: string): Promise<boolean> {
  try {
    await fs.rm(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
