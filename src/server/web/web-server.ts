// Serves the website on PORT: every public route as server-rendered HTML with its data already
// in the page (fetched in-process from the API), static assets from dist/web, unknown paths
// redirected home. Until the website is built it serves a plain page. With `dev` (npm run dev)
// it serves the sources through Vite instead (dev-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Server } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { Logger } from 'pino';
import { type Config, trustProxyOption } from '../config';
import { frameworkReplies } from '../plugins/framework-replies';
import { ReplyCacheStore } from '../plugins/reply-cache-store';
import { securityHeaders, websiteCsp } from '../plugins/security-headers';
import type { Fetcher } from '../../web/api/api-client';
import type { Render } from '../../web/ssr-contract';
import { registerBuiltAssets } from './built-assets';
import { resultPages } from './result-pages';
import { injectFetcher } from './inject-fetcher';
import { registerServiceWorker } from './offline-routes';
import type { Manifest } from './page-assets';
import { createPageShell, type PageParts } from './page-shell';
import { consolePage, pageReplyKey, registerConsoleRoutes, registerPageRoute } from './site-routes';

export const WEB_ROOT = path.resolve('dist/web');
export const SSR_ENTRY = path.resolve('dist/server/entry-server.js');
/** The service worker, built on its own (vite.config.ts) and served at /sw.js (offline-routes.ts). */
export const SERVICE_WORKER = path.resolve('dist/sw/sw.js');

const placeholder = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Website coming soon</title></head>
<body><main><h1>The website is being built</h1><p>The API is running; see <a href="/api-docs">its documentation</a>.</p></main></body></html>`;

export interface WebServerOptions {
  /** The API instance of this process: pages fetch their data from it without a network hop. */
  api?: FastifyInstance;
  /** How long a rendered page is reused, in milliseconds. */
  cacheMs?: number;
  /** Development: pages, console and assets from the sources through Vite, with hot reload. */
  dev?: boolean;
}

export async function buildWebServer(
  config: Config,
  logger: Logger | false = false,
  options: WebServerOptions = {},
): Promise<FastifyInstance> {
  const built = !options.dev && fs.existsSync(path.join(WEB_ROOT, 'index.html'));
  const cacheMs = options.cacheMs ?? 5000;
  // The front door (as the API's, decision 0004): a page the cache holds is written again as it
  // was sent, before Fastify sees the request; everything else goes to Fastify (site-routes.ts).
  const frontDoor = built && cacheMs > 0 ? new ReplyCacheStore({ ttlMs: cacheMs, keyOf: pageReplyKey }) : null;
  const serverFactory: FastifyServerFactory<Server> | undefined = frontDoor
    ? (handler, timeouts) => frontDoor.createServer(handler, timeouts)
    : undefined;
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    loggerInstance: (logger || undefined) as FastifyBaseLogger | undefined,
    // The same proxies as the API's: X-Forwarded-Proto from them says whether to send HSTS.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
    ...frameworkReplies,
  });
  await app.register(securityHeaders, { htmlCsp: websiteCsp(config, { dev: options.dev }), publicOrigin: config.WEB_ORIGIN });
  // Brotli or gzip for pages, scripts, styles: a third of the bytes on a slow link.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // The plain forms' CSRF token and the slot coordinators' sign-in without JavaScript (0023).
  await app.register(cookie);
  const fetcher: Fetcher = options.api ? injectFetcher(options.api) : (url, init) => fetch(url, init);
  // A student's own result (decision 0036): its own small pages, in dev and built alike.
  if (options.api) await app.register(resultPages(options.api));
  if (options.dev) {
    // Loaded only here: the production server never loads Vite.
    const { registerDevPages } = await import('./dev-pages');
    await registerDevPages(app, config, fetcher, options.api);
    return app;
  }
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
    // The server writes these itself (site-index.ts): a stray built copy must not clash with its
    // routes. The hashed files are served from memory (built-assets.ts).
    globIgnore: ['robots.txt', 'sitemap.xml', 'assets/**'],
    cacheControl: false,
    // The build wrote `.br` and `.gz` copies beside each text file (scripts/support/precompress.ts):
    // sent as they are, so no request pays for compressing a script.
    preCompressed: true,
    allowedPath: (pathname) => !hidden.has(pathname) && !pathname.startsWith('/.vite'),
    setHeaders(res, file) {
      // The small public pictures and icons may change, so a day.
      const picture =
        file.includes(`${path.sep}images${path.sep}`) ||
        file.includes(`${path.sep}icons${path.sep}`) ||
        path.basename(file).startsWith('favicon.');
      const cache = picture ? 'public, max-age=86400' : 'no-cache';
      res.header('Cache-Control', cache);
    },
  });

  registerBuiltAssets(app, path.join(WEB_ROOT, 'assets'));

  const template = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  const manifestFile = path.join(WEB_ROOT, '.vite/manifest.json');
  const manifestText = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : '{}';
  const manifest: Manifest = JSON.parse(manifestText);
  const render: Render | null = fs.existsSync(SSR_ENTRY)
    ? ((await import(pathToFileURL(SSR_ENTRY).href)) as { render: Render }).render
    : null;

  // The staff console (when built) owns /login, /register and /admin.
  const adminFile = path.join(WEB_ROOT, 'admin.html');
  if (fs.existsSync(adminFile)) {
    const admin = consolePage(fs.readFileSync(adminFile, 'utf8'), config);
    registerConsoleRoutes(app, async () => admin);
  }

  registerServiceWorker(app, config, SERVICE_WORKER, manifest, manifestText);

  const shell = createPageShell(WEB_ROOT, template, manifest);
  // A page's policy depends only on its module and language (its inline blocks) and its donation form's provider:
  // built once for each.
  const policies = new Map<string, string>();
  const assemble = async (parts: PageParts) => {
    const page = shell.assemble(parts);
    const key = `${parts.module ?? ''} ${parts.lang ?? 'en'} ${parts.formAction ?? ''} ${parts.scripts === false ? 'plain' : ''}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = websiteCsp(config, { ...page, formActions: parts.formAction ? [parts.formAction] : [] });
      // Staff may change the donation provider: the cache stays small, as the policy is cheap to make.
      if (policies.size > 1000) policies.clear();
      policies.set(key, policy);
    }
    return { html: page.html, policy };
  };
  const api = options.api;
  registerPageRoute(app, config, {
    loadRender: async () => render,
    fetcher,
    cacheMs,
    assemble,
    ...(frontDoor ? { frontDoor } : {}),
    ...(api ? { api, onClear: (clear: () => void) => api.cacheBus.onClear(clear) } : {}),
  });
  return app;
}
