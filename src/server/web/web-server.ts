// Serves the website on PORT: every public route as server-rendered HTML with its data already
// in the page (fetched in-process from the API), static assets from dist/web, unknown paths
// redirected home. Until the website is built it serves a plain page.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { securityHeaders } from '../plugins/security-headers';
import type { Fetcher } from '../../web/api/api-client';
import type { Render, RenderResult } from '../../web/ssr-contract';
import { injectFetcher } from './inject-fetcher';
import { PageCache } from './page-cache';
import type { Manifest } from './page-assets';
import { createPageShell, type PageParts } from './page-shell';

export const WEB_ROOT = path.resolve('dist/web');
export const SSR_ENTRY = path.resolve('dist/server/entry-server.js');

/** The website's policy; a page adds the hashes of its own inline script and styles (page-shell.ts). */
export function websiteCsp(config: Config, inline: { scriptHashes?: string[]; styleHashes?: string[] } = {}): string {
  const api = new URL(config.PUBLIC_API_URL).origin;
  const donate = new URL(config.DONATE_URL).origin;
  return [
    "default-src 'self'",
    `img-src 'self' data: ${api}`,
    `connect-src 'self' ${api}`,
    ["script-src 'self'", ...(inline.scriptHashes ?? [])].join(' '),
    ["style-src 'self'", ...(inline.styleHashes ?? [])].join(' '),
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

export interface WebServerOptions {
  /** The API instance of this process: pages fetch their data from it without a network hop. */
  api?: FastifyInstance;
  /** How long a rendered page is reused, in milliseconds. */
  cacheMs?: number;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function buildWebServer(
  config: Config,
  logger: Logger | false = false,
  options: WebServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: (logger || undefined) as FastifyBaseLogger | undefined, return503OnClosing: true });
  await app.register(securityHeaders, { htmlCsp: websiteCsp(config) });
  // Brotli or gzip for pages, scripts, styles: a third of the bytes on a slow link.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  const built = fs.existsSync(path.join(WEB_ROOT, 'index.html'));
  if (!built) {
    app.get('/api-docs', async (_req, reply) => reply.redirect(`${config.PUBLIC_API_URL}/api/docs`));
    app.setNotFoundHandler(async (_req, reply) => reply.type('text/html; charset=utf-8').send(placeholder));
    return app;
  }
  const hidden = new Set(['/index.html', '/admin.html']);
  await app.register(fastifyStatic, {
    root: WEB_ROOT,
    index: false,
    wildcard: false,
    cacheControl: false,
    allowedPath: (pathname) => !hidden.has(pathname) && !pathname.startsWith('/.vite'),
    setHeaders(res, file) {
      // Hashed build files never change; the small public pictures may, so a day.
      const cache = file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : file.includes(`${path.sep}images${path.sep}`) || path.basename(file).startsWith('favicon.')
          ? 'public, max-age=86400'
          : 'no-cache';
      res.header('Cache-Control', cache);
    },
  });

  const template = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  const manifestFile = path.join(WEB_ROOT, '.vite/manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const render: Render | null = fs.existsSync(SSR_ENTRY)
    ? ((await import(pathToFileURL(SSR_ENTRY).href)) as { render: Render }).render
    : null;
  const fetcher: Fetcher = options.api ? injectFetcher(options.api) : (url, init) => fetch(url, init);
  const cache = new PageCache<RenderResult>(options.cacheMs ?? 5000);

  // The staff console (when built) owns /login, /register and /admin.
  const adminFile = path.join(WEB_ROOT, 'admin.html');
  if (fs.existsSync(adminFile)) {
    // The console reads the API origin from this tag, like the website's fallback (no server rendering).
    const apiMeta = `<meta name="api-url" content="${escapeHtml(config.PUBLIC_API_URL)}">`;
    const admin = fs.readFileSync(adminFile, 'utf8').replace('<!--console-config-->', apiMeta);
    const serveAdmin = async (_req: unknown, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(admin);
    for (const url of ['/login', '/register', '/admin', '/admin/*']) app.get(url, serveAdmin);
  }

  const shell = createPageShell(WEB_ROOT, template, manifest);
  const apiOrigin = new URL(config.PUBLIC_API_URL).origin;
  // A page's policy depends only on its module (its inline blocks): built once per module.
  const policies = new Map<string, string>();
  const sendPage = (reply: FastifyReply, status: number, parts: PageParts) => {
    const page = shell.assemble(parts);
    const key = parts.module ?? '';
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = websiteCsp(config, page);
      policies.set(key, policy);
    }
    return reply.code(status).type('text/html; charset=utf-8').header('Content-Security-Policy', policy).send(page.html);
  };
  const dataBlock = (json: string) => `<script type="application/json" id="app-data">${json}</script>`;
  // Rendered in the browser instead (no server renderer, or it failed): the bare frame.
  const bare: PageParts = { head: '', html: '', data: '' };

  // A route rather than the not-found handler, so that compression applies to pages too.
  app.get('/*', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!render) return sendPage(reply, 200, bare);
    const url = request.url;
    let result: RenderResult;
    try {
      result = await cache.get(url, () =>
        render({
          url,
          fetch: fetcher,
          config: {
            apiUrl: config.PUBLIC_API_URL,
            donateUrl: config.DONATE_URL,
            donateBusinessId: config.DONATE_BUSINESS_ID,
            renderedAt: new Date().toISOString(),
          },
        }),
      );
    } catch (error) {
      request.log.error({ err: error, url }, 'server rendering failed; sending the bare page');
      return sendPage(reply, 200, bare);
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, 302);
    const head = [
      `<title>${escapeHtml(result.title)}</title>`,
      `<meta name="description" content="${escapeHtml(result.description)}">`,
      // Photos and form calls go to the API's origin: open that connection while the page arrives.
      `<link rel="preconnect" href="${escapeHtml(apiOrigin)}">`,
    ].join('\n    ');
    return sendPage(reply, result.status, { head, html: result.html, data: dataBlock(result.data), module: result.module });
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'Not found.' }));
  return app;
}
