// The website's service worker (decision 0022), served at /sw.js with the build's facts written
// before it by the server (src/server/web/offline-routes.ts): a version, the app shell's files,
// the stylesheets of the frame, the API's origin. Built on its own into dist/sw/sw.js (a classic
// script: module workers are not everywhere yet).
//
// - Pages (same-origin navigations): the network first; what arrives is kept. When the network
//   fails, or has not answered in PAGE_WAIT_MS and a saved copy exists, the saved copy shows with
//   a note saying so and how old it is; an address kept only with another query (a tab the
//   visitor switched to) leads to that copy; an address never kept gets the offline page.
// - Build files (/assets/, hashed, immutable): the shell is fetched at install; any other is kept
//   the first time a page asks for it; always answered from the cache first.
// - The API's public lists (announcements, updates, test papers and results): stale-while-
//   revalidate within LIST_FRESH_MS; an older copy only when the network fails or is slow.
// - Anything else goes to the network untouched and is never kept (cache-rules.ts).
// A new build's worker takes over at once and deletes the shell of the build before it; kept
// pages, lists and saved files stay.
import {
  CACHE_PREFIX,
  LISTS_CACHE,
  mayKeep,
  PAGES_CACHE,
  pageKey,
  SAVED_AT,
  SAVED_FILES_CACHE,
  SAVED_TITLE,
  shellCache,
  type Strategy,
  strategyFor,
} from './cache-rules';
import { htmlLang, htmlTitle, type NoteReason, noteText, OFFLINE_PAGE_CSP, offlinePageHtml, pathLang, withNote } from './offline-html';

interface BuildFacts {
  version: string;
  /** The files every page needs (the entry and its imports, the frame's styles). */
  shell: string[];
  /** The frame's stylesheets, which the offline page links. */
  styles: string[];
  /** The API's origin. */
  api: string;
}

interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface SwScope {
  OFFLINE_BUILD: BuildFacts;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<{ url: string }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
}

const sw = self as unknown as SwScope;
const build = sw.OFFLINE_BUILD;
const SHELL = shellCache(build.version);
const OURS = new Set([SHELL, PAGES_CACHE, LISTS_CACHE, SAVED_FILES_CACHE]);
const origins = { site: sw.location.origin, api: build.api };

/** How long a page may take before a saved copy shows instead (the network's answer is still kept). */
const PAGE_WAIT_MS = 10_000;
/** A kept list younger than this is shown at once while a fresh one is fetched. */
const LIST_FRESH_MS = 5 * 60_000;
/** How long an older list may take before the kept one shows. */
const LIST_WAIT_MS = 4_000;
/** The most pages and lists kept; the oldest go first. */
const MAX_PAGES = 60;
const MAX_LISTS = 80;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(build.shell))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !OURS.has(name)).map((name) => caches.delete(name)));
      await sw.clients.claim();
      // The page that registered this worker loaded without it: keep it now, as if it had.
      const windows = await sw.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => keepOpenPage(client.url)));
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const strategy: Strategy | null = strategyFor(event.request, origins);
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
  else if (strategy === 'list') event.respondWith(list(event));
});

/** A copy of `response` with the time it was saved (and a page's title), ready to keep. */
async function stamped(response: Response, title?: string): Promise<Response> {
  const headers = new Headers(response.headers);
  // The body is kept decoded: its original length and encoding no longer describe it.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(SAVED_AT, String(Date.now()));
  if (title !== undefined) headers.set(SAVED_TITLE, encodeURIComponent(title));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function keep(cacheName: string, key: string | Request, response: Response, max: number, title?: string) {
  const cache = await caches.open(cacheName);
  await cache.put(key, await stamped(response, title));
  const keys = await cache.keys();
  // Cache.put appends (a replaced entry moves to the end): the first keys are the oldest.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((old) => cache.delete(old)));
}

async function keepPage(key: string, response: Response) {
  if (!mayKeep('page', response)) return;
  const html = await response.clone().text();
  await keep(PAGES_CACHE, key, response, MAX_PAGES, htmlTitle(html));
}

async function keepOpenPage(url: string) {
  if (strategyFor({ url, method: 'GET', mode: 'navigate', headers: new Headers() }, origins) !== 'page') return;
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    await keepPage(pageKey(url), response);
  } catch {
    // Offline already: kept on the next visit.
  }
}

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

async function page(event: SwFetchEvent): Promise<Response> {
  const request = event.request;
  const key = pageKey(request.url);
  const network = fetch(request);
  // What arrives is kept, even after a saved copy was shown for being slow.
  event.waitUntil(network.then((response) => keepPage(key, response.clone())).catch(() => undefined));
  const cache = await caches.open(PAGES_CACHE);
  const saved = await cache.match(key, { ignoreVary: true });
  // The same page kept with another query (a tab, a list page the visitor moved to since).
  const variant = saved ? null : await newestVariant(cache, key);
  let reason: NoteReason = 'offline';
  try {
    const first = saved || variant ? await Promise.race([network, timeout(PAGE_WAIT_MS)]) : await network;
    if (first !== 'timeout') return first;
    reason = 'slow';
  } catch {
    reason = 'offline';
  }
  if (saved) return fromSavedCopy(saved, reason);
  // To the kept address itself, so that the page and its address agree when it comes to life.
  if (variant) return Response.redirect(variant, 302);
  return offlinePage(request.url);
}

/** The address of the newest kept copy of the same path under another query, if any. */
async function newestVariant(cache: Cache, key: string): Promise<string | null> {
  let newest: { url: string; savedAt: number } | null = null;
  for (const request of await cache.keys(key, { ignoreSearch: true, ignoreVary: true })) {
    const savedAt = Number((await cache.match(request, { ignoreVary: true }))?.headers.get(SAVED_AT) ?? 0);
    if (!newest || savedAt > newest.savedAt) newest = { url: request.url, savedAt };
  }
  return newest?.url ?? null;
}

/** The kept page with the note first in its body. Its headers (and so its policy) are the page's own. */
async function fromSavedCopy(saved: Response, reason: NoteReason): Promise<Response> {
  const html = await saved.text();
  const savedAt = Number(saved.headers.get(SAVED_AT));
  const headers = new Headers(saved.headers);
  headers.delete('etag');
  return new Response(withNote(html, noteText(reason, savedAt, Date.now(), htmlLang(html))), { status: 200, headers });
}

async function offlinePage(url: string): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request, { ignoreVary: true });
      return {
        url: request.url,
        title: decodeURIComponent(response?.headers.get(SAVED_TITLE) ?? ''),
        savedAt: Number(response?.headers.get(SAVED_AT) ?? 0),
      };
    }),
  );
  const lang = pathLang(new URL(url).pathname);
  const forStudents = `${origins.site}${lang === 'en' ? '' : `/${lang}`}/for-students`;
  const html = offlinePageHtml({
    lang,
    url,
    styles: build.styles,
    pages: kept.sort((a, b) => b.savedAt - a.savedAt),
    savedFilesUrl: kept.some((p) => p.url === forStudents) ? forStudents : null,
  });
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': OFFLINE_PAGE_CSP, 'Cache-Control': 'no-store' },
  });
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request, { ignoreVary: true, ignoreSearch: false });
  if (hit) return hit;
  const response = await fetch(request);
  if (mayKeep('asset', response)) await cache.put(request.url, response.clone());
  return response;
}

async function list(event: SwFetchEvent): Promise<Response> {
  const request = event.request;
  const saved = await (await caches.open(LISTS_CACHE)).match(request.url, { ignoreVary: true });
  const network = fetch(request);
  event.waitUntil(
    network
      .then((response) => (mayKeep('list', response) ? keep(LISTS_CACHE, request.url, response.clone(), MAX_LISTS) : undefined))
      .catch(() => undefined),
  );
  if (!saved) return network;
  const age = Date.now() - Number(saved.headers.get(SAVED_AT) ?? 0);
  if (age < LIST_FRESH_MS) return saved;
  try {
    const first = await Promise.race([network, timeout(LIST_WAIT_MS)]);
    return first === 'timeout' ? saved : first;
  } catch {
    return saved;
  }
}
