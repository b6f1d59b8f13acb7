// Browser entry: hydrates the server-rendered page with the data it was rendered from.
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { websiteMessages as en } from '../shared/messages/en-website';
import { createApiClient } from './api/api-client';
import { prefetchSiteParts } from './api/get-site-content';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { matchPageRoute } from './app/routes';
import { startOffline } from './offline/register';
import { splitLangPath } from './paths';
import { loadHindi } from './hindi/catalogue';
import { APP_DATA_ID, type AppData } from './ssr-contract';
import './styles/global.css';

const block = document.getElementById(APP_DATA_ID);
const data = JSON.parse(block?.textContent || '{}') as Partial<AppData>;
const { lang, path } = splitLangPath(window.location.pathname);
const config = {
  apiUrl: document.querySelector<HTMLMetaElement>('meta[name="api-url"]')?.content ?? 'http://localhost:8000',
  renderedAt: new Date().toISOString(),
  ...data.config,
  lang,
};
const match = matchPageRoute(path);
// English texts are in this script; Hindi ones are files of their own, which the server linked in
// a Hindi page (decision 0045).
const messages = lang === 'hi' ? await loadHindi(match?.route.module) : en;

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  storage = null;
}
const api = createApiClient({ baseUrl: config.apiUrl, storage, readCookies: () => document.cookie });
const queryClient = createQueryClient(false);
if (data.state) hydrate(queryClient, data.state);

// The page's chunk is already on its way (the server linked it); wait for it, and for the parts of
// it this address shows, so hydration happens in one pass.
await match?.route.page.preload(new URLSearchParams(window.location.search));

const root = document.getElementById('root')!;
const app = (
  <BrowserRouter>
    <App config={config} api={api} queryClient={queryClient} messages={messages} />
  </BrowserRouter>
);
// As a transition, so that React hydrates in slices and a slow phone stays responsive meanwhile.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
// Only the built site: in development Vite serves changing sources, which a worker must not keep.
if (import.meta.env.PROD) startOffline();
// The trust's content the other pages show, fetched while the visitor reads this one; not on a
// connection where the visitor asked to save data.
if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData) {
  setTimeout(() => prefetchSiteParts(queryClient, api), 3000);
}
