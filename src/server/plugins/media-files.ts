// Serves stored files under /media/: generated names only, the right type, nosniff, cached for a year
// (a stored file never changes: an edit stores a new name). Images are shown inline (the pages'
// <img>); every other file (a staff-uploaded PDF, which may carry scripts of its own) is a download
// under a sandboxing policy, never a document opened on the API's origin.
// From the data folder by @fastify/static; with MEDIA_STORE=s3, streamed from the bucket through
// this server with the same headers (docs/decisions/0019: proxy, not redirects).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_KINDS, STORED_NAME, storedType } from '../storage/media-store';
import { LOCKED_DOWN_CSP } from './security-headers';

const INLINE = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

/** The headers of every stored file; `stored` is its name under the store (`brochures/ab12.pdf`). */
function setMediaHeaders(res: Pick<FastifyReply, 'header'>, stored: string): void {
  res.header('Cache-Control', 'public, max-age=31536000, immutable');
  res.header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (INLINE.has(path.extname(stored).toLowerCase())) return;
  // `brochures/ab12.pdf` -> "brochures-ab12.pdf": generated names, plain ASCII, no quotes.
  res.header('Content-Disposition', `attachment; filename="${stored.split('/').join('-')}"`);
  res.header('Content-Security-Policy', `sandbox; ${LOCKED_DOWN_CSP}`);
}

export const mediaFiles = fp(
  async (app: FastifyInstance) => {
    // A private folder's files are not public: its more specific route wins over /media/* on both stores.
    for (const kind of PRIVATE_KINDS) {
      app.get(`/media/${kind}/*`, { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    }
    if (app.media.backend === 's3') {
      app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
        const stored = (request.params as { '*': string })['*'];
        if (!STORED_NAME.test(stored)) return reply.callNotFound();
        // A bucket that does not answer: 503 in the error shape (the store throws it).
        const file = await app.media.open(stored);
        if (!file) return reply.callNotFound();
        if (file.etag && request.headers['if-none-match'] === file.etag) {
          file.body.destroy();
          return reply.code(304).header('ETag', file.etag).send();
        }
        setMediaHeaders(reply, stored);
        reply.header('Content-Type', storedType(stored)).header('Content-Length', String(file.size));
        if (file.etag) reply.header('ETag', file.etag);
        if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
        return reply.send(file.body);
      });
      return;
    }
    await app.register(fastifyStatic, {
      root: app.media.root,
      prefix: '/media/',
      decorateReply: true,
      dotfiles: 'deny',
      index: false,
      list: false,
      etag: true,
      lastModified: true,
      cacheControl: false,
      setHeaders(res, file) {
        setMediaHeaders(res, path.relative(app.media.root, file).split(path.sep).join('/'));
      },
    });
  },
  { name: 'media-files', dependencies: ['database'] },
);
