// Files on disk under DATA_DIR/media, always under names we generate. A file is written to a
// temporary name, fsynced and renamed, and the folder fsynced, so a reader never sees half a file
// and a file whose row has committed survives a crash. What a crash leaves (a `.tmp`, a file whose
// row never committed) is swept by media-sweep.ts. With MEDIA_STORE=s3 the same names live in a
// bucket instead (s3-media-store.ts overrides the reads and writes; docs/decisions/0019).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type MediaKind = 'gallery' | 'camps' | 'papers' | 'results' | 'brochures' | 'reports' | 'events' | 'profiles' | 'site' | 'consents';

/** Folders of personal files (signed consent forms): never served by /media/, only by a staff route that logs each view. */
export const PRIVATE_KINDS: readonly MediaKind[] = ['consents'];

export const STORED_NAME = /^[a-z]+\/[a-z0-9]+(-w\d+)?\.(jpg|png|webp|avif|pdf)$/;

/** A stored file opened for sending. */
export interface MediaObject {
  body: Readable;
  size: number;
  etag?: string;
  lastModified?: Date;
}

/** A file the sweep may look at: its name under the store and when it was written. */
export interface ListedFile {
  name: string;
  mtimeMs: number;
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The content type of a stored name (`gallery/ab12.jpg` -> image/jpeg). */
export const storedType = (stored: string) => TYPES[stored.slice(stored.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export class MediaStore {
  /** Where the files live: `disk` (served from `root` by @fastify/static) or `s3`. */
  readonly backend: 'disk' | 's3' = 'disk';
  /** False while the store does not answer (S3 unreachable); the health check shows it. */
  available = true;

  constructor(
    readonly root: string,
    private readonly publicBaseUrl: string,
  ) {}

  /** A fresh stored name such as `gallery/3f9c...`, to which callers add `.ext` or `-w400.webp`. */
  newStem(kind: MediaKind): string {
    return `${kind}/${randomBytes(12).toString('hex')}`;
  }

  absolutePath(stored: string): string {
    if (!STORED_NAME.test(stored)) throw new Error(`not a stored media name: ${stored}`);
    return path.join(this.root, stored);
  }

  async write(stored: string, data: Buffer): Promise<void> {
    const target = this.absolutePath(stored);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await fs.open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
    await syncFolder(path.dirname(target));
  }

  async read(stored: string): Promise<Buffer> {
    return fs.readFile(this.absolutePath(stored));
  }

  /** Whether the store answers now (the health check asks while it is marked unavailable). */
  async probe(): Promise<boolean> {
    return true;
  }

  /** The file with its size, streamed, or null when it is missing. */
  async open(stored: string): Promise<MediaObject | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.absolutePath(stored), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      return { body: handle.createReadStream(), size: stat.size, lastModified: stat.mtime };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Every file one folder down (`<kind>/<file>`, `.tmp` leftovers included), for the sweep. */
  async list(): Promise<ListedFile[]> {
    const files: ListedFile[] = [];
    for (const folder of await entries(this.root)) {
      if (!folder.isDirectory()) continue;
      for (const file of await entries(path.join(this.root, folder.name))) {
        if (!file.isFile()) continue;
        const name = `${folder.name}/${file.name}`;
        const stat = await fs.stat(path.join(this.root, name)).catch(() => null);
        if (stat) files.push({ name, mtimeMs: stat.mtimeMs });
      }
    }
    return files;
  }

  /** Removes a listed file (a stored name or a `.tmp`); false when it was already gone. */
  async removeListed(name: string): Promise<boolean> {
    const file = STORED_NAME.test(name) ? this.absolutePath(name) : path.join(this.root, name);
    try {
      await fs.rm(file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** Removes stored files; a file already gone is not an error. */
  async remove(...stored: (string | null | undefined)[]): Promise<void> {
    await Promise.all(stored.filter((s): s is string => !!s).map((s) => fs.rm(this.absolutePath(s), { force: true })));
  }

  url(stored: string): string;
  url(stored: string | null | undefined): string | null;
  url(stored: string | null | undefined): string | null {
    return stored ? `${this.publicBaseUrl}/media/${stored}` : null;
  }
}

async function entries(folder: string) {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Makes a rename in `folder` durable. Platforms that cannot open a folder for it are skipped. */
async function syncFolder(folder: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(folder, 'r');
  } catch (error) {
    if (['EISDIR', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
