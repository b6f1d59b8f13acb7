// Development only (`npm run dev`): the website and the staff console straight from their sources
// through Vite in middleware mode, with hot reload over a websocket on this same port. Pages are
// still rendered on the server (through Vite's module loader, so an edit shows on the next
// request too), in index.html as Vite transforms it rather than the production shell: no inline
// styles or deferred loader, since Vite's client brings the styles and swaps changed modules in
// place. What that needs from the page's policy is allowed in development only (websiteCsp's `dev`).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'vite';
import type { Config } from '../config';
import type { Fetcher } from '../../web/api/api-client';
import type { Render } from '../../web/ssr-contract';
import { type PageParts, withHtmlLang } from './page-shell';
import { consolePage, registerConsoleRoutes, registerPageRoute } from './site-routes';

const readSource = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');

export async function registerDevPages(app: FastifyInstance, config: Config, fetcher: Fetcher, api?: FastifyInstance) {
  const vite = await createServer({
    appType: 'custom',
    // Loaded in memory: the default writes a compiled copy of the config to a temporary file that
    // the process imports, which tsx watch would take for a server source and restart on.
    configLoader: 'runner',
    server: {
      middlewareMode: true,
      ws: { server: app.server },
      // Vite serves files of the project to the browser: only what the two apps are made of,
      // never the data folder (database, uploads) or the rest of the tree.
      fs: { allow: ['src/web', 'src/admin', 'src/shared', 'public', 'node_modules', 'index.html', 'admin.html'] },
    },
  });
  // Before the server waits for its connections to end: the hot-reload websockets are among them.
  app.addHook('preClose', async () => vite.close());
  // Vite answers what is its own (/@vite/client, /src/..., dependencies, public files) and hands
  // everything else on to the routes below.
  app.addHook('onRequest', (request, reply, done) => {
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  registerConsoleRoutes(app, async (url) => consolePage(await vite.transformIndexHtml(url, readSource('admin.html')), config));

  const assemble = async (parts: PageParts, url: string) => {
    let frame = await vite.transformIndexHtml(url, readSource('index.html'));
    // The answer to a plain form's post runs no script (0023), here as built.
    if (parts.scripts === false) frame = frame.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    const html = withHtmlLang(frame, parts.lang)
      .replace('<!--app-head-->', () => parts.head)
      .replace('<!--app-html-->', () => parts.html)
      .replace('<!--app-data-->', () => parts.data);
    return { html };
  };
  registerPageRoute(app, config, {
    loadRender: async () => ((await vite.ssrLoadModule('/src/web/entry-server.tsx')) as { render: Render }).render,
    fetcher,
    cacheMs: 0,
    assemble,
    ...(api ? { api } : {}),
    fixError: (error) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
    },
  });
}
