// Files on disk under DATA_DIR/media, always under names we generate. A file is written to a
// temporary name, fsynced and renamed, and the folder fsynced, so a reader never sees half a file
// and a file whose row has committed survives a crash. What a crash leaves (a `.tmp`, a file whose
// row never committed) is swept by media-sweep.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type MediaKind = 'gallery' | 'camps' | 'papers' | 'results' | 'brochures' | 'reports' | 'events' | 'profiles';

export const STORED_NAME = /^[a-z]+\/[a-z0-9]+(-w\d+)?\.(jpg|png|webp|avif|pdf)$/;

export class MediaStore {
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
