// What the service worker keeps for offline reading, and what it never keeps (decision 0022).
// Pure functions over a request's and a response's facts, so that the rules are proven by unit
// tests (cache-rules.test.ts) rather than only through a browser.
//
// Kept: the website's pages a visitor opens (same origin, navigations), the hashed build files,
// and a few public lists of the API (announcements, updates, test papers and results).
// Never kept: anything but GET; anything sent with an Authorization header or a token in its
// address; the staff console's pages (/admin, /login, /register) and the slot coordinators' page,
// under any language prefix; every other API call (staff calls, slot-coordinator calls, the CSRF
// token, files); replies marked no-store or private, or that vary on everything; redirects, errors
// and opaque replies.

/** Cache names: `hc-` marks the site's own, so that an update removes only what it made. */
export const CACHE_PREFIX = 'hc-';
export const PAGES_CACHE = 'hc-pages-v1';
export const LISTS_CACHE = 'hc-lists-v1';
/** The papers and results a visitor saved: never emptied by an update, only by the visitor. */
export const SAVED_FILES_CACHE = 'hc-saved-files-v1';
export const shellCache = (version: string) => `hc-shell-${version}`;

/** Headers the worker adds to what it keeps: when it was saved, and a page's title. */
export const SAVED_AT = 'X-Saved-At';
export const SAVED_TITLE = 'X-Saved-Title';

export type Strategy = 'page' | 'asset' | 'list';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: `navigate` for a page the browser opens. */
  mode: string;
  headers: { has(name: string): boolean };
}

export interface Origins {
  /** The website's origin (the worker's own). */
  site: string;
  /** The API's origin (PUBLIC_API_URL), which may be another. */
  api: string;
}

/** The console's pages and the slot coordinators' signed-in page, with or without a language prefix (`/hi/…`). */
const PRIVATE_PAGE = /^\/(?:[a-z]{2}\/)?(?:admin|login|register|slot-coordinators)(?:[/?#]|$)/i;

/** The API's public lists kept for reading offline: announcements (and one), updates, test papers and results. */
const KEPT_LISTS = [/^\/announcements\/(?:\d+\/)?$/, /^\/api\/updates\/$/, /^\/api\/test-papers\/$/, /^\/api\/test-results\/$/];

/** A token, key or code in the address is a secret of its own: never kept. */
const SECRET_PARAM = /^(?:token|access_token|auth|key|code|otp|session)$/i;

export const isPrivatePage = (pathname: string) => PRIVATE_PAGE.test(pathname);

/** How the worker answers a request, or null: the browser's own fetch, nothing kept. */
export function strategyFor(request: RequestFacts, origins: Origins): Strategy | null {
  if (request.method !== 'GET') return null;
  if (request.headers.has('authorization')) return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  for (const name of url.searchParams.keys()) if (SECRET_PARAM.test(name)) return null;
  const site = new URL(origins.site).origin;
  const api = new URL(origins.api).origin;
  if (url.origin === site) {
    if (request.mode === 'navigate') return isPrivatePage(url.pathname) ? null : 'page';
    if (url.pathname.startsWith('/assets/')) return 'asset';
    // The API served from the same origin (behind one proxy): the same list rules apply below.
    if (url.origin !== api) return null;
  }
  if (url.origin === api && request.mode !== 'navigate' && KEPT_LISTS.some((path) => path.test(url.pathname))) return 'list';
  return null;
}

export interface ResponseFacts {
  status: number;
  /** Response.type: `basic` (same origin), `cors`, `opaque`, `opaqueredirect`, `error`, or `default` (made by a script). */
  type: string;
  redirected?: boolean;
  headers: { get(name: string): string | null };
}

/** The directives of a Cache-Control header, lower-cased, without their values. */
export function cacheDirectives(header: string | null): Set<string> {
  return new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.split('=')[0]!.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** A reply the server allows a browser to keep at all: neither no-store nor private, nor varying on everything. */
export function storable(response: ResponseFacts): boolean {
  const directives = cacheDirectives(response.headers.get('cache-control'));
  if (directives.has('no-store') || directives.has('private')) return false;
  return (response.headers.get('vary') ?? '').trim() !== '*';
}

const isType = (response: ResponseFacts, type: string) =>
  (response.headers.get('content-type') ?? '').toLowerCase().split(';')[0]!.trim() === type;

/** Whether the worker keeps this reply to a request it answers with `strategy`. */
export function mayKeep(strategy: Strategy, response: ResponseFacts): boolean {
  if (response.status !== 200 || response.redirected) return false;
  if (response.type !== 'basic' && response.type !== 'cors' && response.type !== 'default') return false;
  if (!storable(response)) return false;
  if (strategy === 'page') return isType(response, 'text/html');
  if (strategy === 'list') return isType(response, 'application/json');
  return true;
}

/**
 * A file the visitor saves by hand ("Save for offline"). The API sends papers and results as
 * `private, no-cache` (no shared cache may keep them): the visitor's own device may, at their
 * asking. `no-store` still refuses.
 */
export function mayKeepFile(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.redirected) return false;
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.type === 'error') return false;
  return !cacheDirectives(response.headers.get('cache-control')).has('no-store');
}

/** The key a page is kept under: its address without the #fragment. */
export const pageKey = (url: string) => url.split('#')[0]!;
