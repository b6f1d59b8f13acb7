// Serves stored files under /media/: generated names only, the right type, nosniff, cached for a year
// (a stored file never changes: an edit stores a new name). Images are shown inline (the pages'
// <img>); every other file (a staff-uploaded PDF, which may carry scripts of its own) is a download
// under a sandboxing policy, never a document opened on the API's origin.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCKED_DOWN_CSP } from './security-headers';

const INLINE = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

export const mediaFiles = fp(
  async (app: FastifyInstance) => {
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
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (INLINE.has(path.extname(file).toLowerCase())) return;
        // `brochures/ab12.pdf` -> "brochures-ab12.pdf": generated names, plain ASCII, no quotes.
        const name = path.relative(app.media.root, file).split(path.sep).join('-');
        res.header('Content-Disposition', `attachment; filename="${name}"`);
        res.header('Content-Security-Policy', `sandbox; ${LOCKED_DOWN_CSP}`);
      },
    });
  },
  { name: 'media-files', dependencies: ['database'] },
);
