// The website server's routes for pages, the same as built (web-server.ts) and in development
// (dev-pages.ts); only where the page's frame, renderer and console page come from differs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { socialLinks, type Config } from '../config';
import type { Fetcher } from '../../web/api/api-client';
import type { Render, RenderResult } from '../../web/ssr-contract';
import { paths } from '../../web/paths';
import { escapeHtml } from './escape-html';
import { PageCache } from './page-cache';
import { pageMetaTags } from './page-meta';
import { registerSiteIndex } from './site-index';
import type { PageParts } from './page-shell';

export interface PageRouteOptions {
  /** The server renderer; null has every page rendered in the browser. */
  loadRender: () => Promise<Render | null>;
  fetcher: Fetcher;
  /** How long a rendered page is reused, in milliseconds. */
  cacheMs: number;
  /** Sends the assembled page with its policy. */
  send: (reply: FastifyReply, status: number, parts: PageParts, url: string) => Promise<FastifyReply>;
  /** Development only: a renderer's error with its stack mapped back to the sources. */
  fixError?: (error: unknown) => void;
}

/** Every public route as server-rendered HTML with its data already in the page; unknown paths redirect home. */
export function registerPageRoute(app: FastifyInstance, config: Config, options: PageRouteOptions) {
  const cache = new PageCache<RenderResult>(options.cacheMs);
  const apiOrigin = new URL(config.PUBLIC_API_URL).origin;
  const dataBlock = (json: string) => `<script type="application/json" id="app-data">${json}</script>`;
  // Rendered in the browser instead (no server renderer, or it failed): the bare frame.
  const bare: PageParts = { head: '', html: '', data: '' };

  registerSiteIndex(app, config, options.fetcher);

  // A route rather than the not-found handler, so that compression applies to pages too.
  app.get('/*', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const url = request.url;
    let result: RenderResult | null = null;
    try {
      const render = await options.loadRender();
      if (render) {
        result = await cache.get(url, () =>
          render({
            url,
            fetch: options.fetcher,
            config: {
              apiUrl: config.PUBLIC_API_URL,
              donateUrl: config.DONATE_URL,
              donateBusinessId: config.DONATE_BUSINESS_ID,
              socialLinks: socialLinks(config),
              renderedAt: new Date().toISOString(),
            },
          }),
        );
      }
    } catch (error) {
      options.fixError?.(error);
      request.log.error({ err: error, url }, 'server rendering failed; sending the bare page');
    }
    if (!result) return options.send(reply, 200, bare, url);
    if (result.kind === 'redirect') return reply.redirect(result.location, 302);
    const head = [
      `<title>${escapeHtml(result.title)}</title>`,
      `<meta name="description" content="${escapeHtml(result.description)}">`,
      // Photos and form calls go to the API's origin: open that connection while the page arrives.
      `<link rel="preconnect" href="${escapeHtml(apiOrigin)}">`,
      ...pageMetaTags(config.WEB_ORIGIN, result),
    ].join('\n    ');
    return options.send(reply, result.status, { head, html: result.html, data: dataBlock(result.data), module: result.module }, url);
  });
  // Reached by the build's own files that are not to be served (the frames /index.html and
  // /admin.html, the manifest): for a page request they are unknown paths like any other (§2), so
  // home. Other methods have nothing here.
  app.setNotFoundHandler(async (request, reply) =>
    request.method === 'GET' || request.method === 'HEAD' ? reply.redirect(paths.home, 302) : reply.code(404).send({ error: 'Not found.' }),
  );
}

/** The staff console's page with the API's origin in the tag it reads (it has no server rendering). */
export function consolePage(html: string, config: Config): string {
  return html.replace('<!--console-config-->', `<meta name="api-url" content="${escapeHtml(config.PUBLIC_API_URL)}">`);
}

/** The console owns /login, /register and /admin. */
export function registerConsoleRoutes(app: FastifyInstance, page: (url: string) => Promise<string>) {
  const serve = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await page(request.url));
  for (const url of ['/login', '/register', '/admin', '/admin/*']) app.get(url, serve);
}
