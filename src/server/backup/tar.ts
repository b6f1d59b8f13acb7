// The archive's container: a gzipped POSIX tar of plain files, written and read with Node's own
// streams (no package). Only what a backup needs: regular files, names under 100 characters.
// Anything else in an archive (a link, a folder entry, a bad header checksum) is refused.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

export class ArchiveError extends Error {}

/** A file to add: its name in the archive, its size, and its content in pieces. */
export interface TarEntry {
  name: string;
  size: number;
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: number): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new ArchiveError(`archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(octal(checksum(block), 7), 148, 'ascii');
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  return sum;
}

/**
 * Writes the entries, in order, to `file` as a .tar.gz. The content of each entry must add up to
 * its size exactly (a file that changed between its stat and its read is an error, not a torn
 * entry). Errors from an entry's content (a media file gone) reject, with `file` partly written:
 * the caller writes to a temporary name.
 */
export async function writeTarGz(file: string, entries: AsyncIterable<TarEntry>): Promise<void> {
  const now = Date.now();
  async function* blocks() {
    for await (const entry of entries) {
      yield header(entry.name, entry.size, now);
      let written = 0;
      for await (const chunk of entry.chunks) {
        written += chunk.length;
        if (written > entry.size) break;
        yield chunk;
      }
      if (written !== entry.size) throw new ArchiveError(`${entry.name} changed while it was archived`);
      const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK;
      if (pad) yield Buffer.alloc(pad);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(blocks, createGzip(), fs.createWriteStream(file, { flags: 'wx' }));
}

/**
 * Extracts a .tar.gz into `folder` (which must exist), calling `accept` for each entry's name
 * first: it returns false for a name that has no place in the archive. Returns the names in order.
 * A damaged archive (gzip's check, a header's checksum, a short file) throws ArchiveError.
 */
export async function extractTarGz(file: string, folder: string, accept: (name: string) => boolean): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { fd: number; left: number; pad: number } | null = null;
  let ended = false;

  const take = (data: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, data]) : data;
    for (;;) {
      if (ended) return;
      if (current) {
        if (current.left > 0) {
          if (!pending.length) return;
          const piece = pending.subarray(0, Math.min(current.left, pending.length));
          fs.writeSync(current.fd, piece);
          current.left -= piece.length;
          pending = pending.subarray(piece.length);
          continue;
        }
        if (pending.length < current.pad) return;
        pending = pending.subarray(current.pad);
        fs.fsyncSync(current.fd);
        fs.closeSync(current.fd);
        current = null;
        continue;
      }
      if (pending.length < BLOCK) return;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        return;
      }
      const stored = Number.parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
      if (stored !== checksum(block)) throw new ArchiveError('the archive is damaged (a header checksum does not match)');
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const type = block.toString('ascii', 156, 157);
      const size = Number.parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/, '').trim(), 8);
      if ((type !== '0' && type !== '\0') || !Number.isSafeInteger(size) || !accept(name) || names.includes(name)) {
        throw new ArchiveError(`the archive holds an entry a backup never has: ${JSON.stringify(name)}`);
      }
      names.push(name);
      const target = path.join(folder, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      current = { fd: fs.openSync(target, 'wx'), left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK };
    }
  };

  try {
    await pipeline(fs.createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) take(chunk);
    });
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error;
    throw new ArchiveError(`the archive is damaged or not a backup (${(error as Error).message})`);
  } finally {
    if (current) fs.closeSync((current as { fd: number }).fd);
  }
  if (!ended || current) throw new ArchiveError('the archive is cut short');
  return names;
}
