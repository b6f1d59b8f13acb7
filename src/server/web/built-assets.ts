// The build's hashed scripts and styles (dist/web/assets), held in memory with their brotli and
// gzip copies (written at build, scripts/support/precompress.ts) and sent from there: a file
// name never changes its content, so each is read once at start (about 1.6 MB in all) and every
// request is a buffer write, with no file-system call and no compression. Serving them from disk
// reached about 1,300 requests a second for the React chunk; every first visit needs it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding, encodedTag, matchesTag } from './ready-page';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
};

interface Asset {
  type: string;
  tag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(dir)) return assets;
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const identity = fs.readFileSync(file);
    const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    assets.set(name, {
      type: TYPES[path.extname(name)] ?? 'application/octet-stream',
      tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
      identity,
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return assets;
}

/** `/assets/<name>` from memory; any other name under /assets is an unknown path like any other. */
export function registerBuiltAssets(app: FastifyInstance, dir: string) {
  const assets = loadAssets(dir);
  app.get<{ Params: { '*': string } }>('/assets/*', { compress: false }, async (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    const accepted = chooseEncoding(request.headers['accept-encoding']);
    const encoding = accepted && asset[accepted] ? accepted : null;
    reply
      .type(asset.type)
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', encodedTag(asset.tag, encoding))
      .header('Vary', 'Accept-Encoding');
    if (matchesTag(request.headers['if-none-match'], asset.tag)) return reply.code(304).send();
    if (!encoding) return reply.send(asset.identity);
    return reply.header('Content-Encoding', encoding).send(asset[encoding]);
  });
}
