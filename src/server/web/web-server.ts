// Serves the built website (dist/web) on PORT. Until the website is built it serves a plain page.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { securityHeaders } from '../plugins/security-headers';

export const WEB_ROOT = path.resolve('dist/web');

export function websiteCsp(config: Config): string {
  const api = new URL(config.PUBLIC_API_URL).origin;
  const donate = new URL(config.DONATE_URL).origin;
  return [
    "default-src 'self'",
    `img-src 'self' data: ${api}`,
    `connect-src 'self' ${api}`,
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${donate}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

const placeholder = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Website coming soon</title></head>
<body><main><h1>The website is being built</h1><p>The API is running; see <a href="/api-docs">its documentation</a>.</p></main></body></html>`;

export async function buildWebServer(config: Config, logger: Logger | false = false): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: (logger || undefined) as FastifyBaseLogger | undefined, return503OnClosing: true });
  await app.register(securityHeaders, { htmlCsp: websiteCsp(config) });
  const built = fs.existsSync(path.join(WEB_ROOT, 'index.html'));
  if (!built) {
    app.get('/api-docs', async (_req, reply) => reply.redirect(`${config.PUBLIC_API_URL}/api/docs`));
    app.setNotFoundHandler(async (_req, reply) => reply.type('text/html; charset=utf-8').send(placeholder));
    return app;
  }
  await app.register(fastifyStatic, { root: WEB_ROOT, index: false, wildcard: false, cacheControl: false,
    setHeaders(res, file) {
      res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    } });
  const shell = fs.readFileSync(path.join(WEB_ROOT, 'index.html'));
  app.setNotFoundHandler(async (_req, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(shell));
  return app;
}
