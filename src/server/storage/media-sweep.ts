// Sweeps what a crash leaves in the media folder: a `.tmp` that was never renamed, and a stored
// file no row names (written, then the process died before its row committed). Both are left alone
// while young: another instance sharing the folder (docs/deploy.md, several instances) may be writing the `.tmp`
// or about to commit the row. A file a row names is never touched, so every row keeps its file.
// The store lists and removes (the data folder, or the S3 bucket, where no `.tmp` ever appears).
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
  /** Unnamed files and half-written ones left for a later sweep: younger than their grace. */
  waiting: number;
}

const TMP_NAME = /^[a-z]+\/[a-z0-9]+(-w\d+)?\.[a-z]+\.[0-9a-f]+\.tmp$/;

export async function sweepMedia(media: MediaStore, options: SweepOptions): Promise<SweepResult> {
  const now = options.now?.() ?? Date.now();
  const tmpBefore = now - (options.tmpGraceMs ?? TMP_GRACE_MS);
  const orphanBefore = now - (options.orphanGraceMs ?? ORPHAN_GRACE_MS);
  // Listed before the rows are read: a file written after the read is not in the list, and one in
  // the list whose row commits after the read is younger than the grace.
  const files = await media.list();
  const referenced = await options.referenced();
  const result: SweepResult = { tmp: [], orphans: [], waiting: 0 };
  for (const { name, mtimeMs } of files) {
    if (TMP_NAME.test(name) && mtimeMs < tmpBefore) {
      if (await media.removeListed(name)) result.tmp.push(name);
    } else if (STORED_NAME.test(name) && !referenced.has(name) && mtimeMs < orphanBefore) {
      if (await media.removeListed(name)) result.orphans.push(name);
    } else if (TMP_NAME.test(name) || (STORED_NAME.test(name) && !referenced.has(name))) {
      // Young: an upload in flight (its row about to commit), or a crash's leftover within its grace.
      result.waiting += 1;
    }
  }
  return result;
}
