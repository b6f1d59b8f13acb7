// Sends a stored file as a download (`Content-Disposition: attachment`), streamed from the store.
// A row whose file has gone missing answers 404 like a missing row: the visitor can do nothing
// about either, and the warning in the log tells staff which file to restore.
import type { FastifyReply } from 'fastify';
import { notFound } from './http-error';
import { type MediaStore, storedType } from '../storage/media-store';

/** The file's extension as stored (`gallery/ab12.jpg` -> `jpg`). */
export const storedExtension = (stored: string) => stored.slice(stored.lastIndexOf('.') + 1);

/** Streams `stored` with its content type; `filename` must be plain ASCII without quotes. */
export async function sendAttachment(reply: FastifyReply, media: MediaStore, stored: string, filename: string) {
  const file = await media.open(stored);
  if (!file) {
    reply.log.warn({ stored }, 'stored file is missing');
    throw notFound();
  }
  return reply
    .header('Content-Type', storedType(stored))
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-cache')
    .send(file.body);
}
