// Serves stored files under /media/: generated names only, the right type, nosniff, cached for a year
// (a stored file never changes: an edit stores a new name).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
      setHeaders(res) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  },
  { name: 'media-files', dependencies: ['database'] },
);
