// Sends a stored file as a download (`Content-Disposition: attachment`), streamed from disk.
// A row whose file has gone missing answers 404 like a missing row: the visitor can do nothing
// about either, and the warning in the log tells staff which file to restore.
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { notFound } from '../plugins/errors';
import type { MediaStore } from '../storage/media-store';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The file's extension as stored (`gallery/ab12.jpg` -> `jpg`). */
export const storedExtension = (stored: string) => stored.slice(stored.lastIndexOf('.') + 1);

/** Streams `stored` with its content type; `filename` must be plain ASCII without quotes. */
export async function sendAttachment(reply: FastifyReply, media: MediaStore, stored: string, filename: string) {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(media.absolutePath(stored), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    reply.log.warn({ stored }, 'stored file is missing');
    throw notFound();
  }
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  return reply
    .header('Content-Type', TYPES[storedExtension(stored)] ?? 'application/octet-stream')
    .header('Content-Length', String(size))
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-cache')
    .send(handle.createReadStream());
}
