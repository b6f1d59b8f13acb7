import { describe, expect, it } from 'vitest';
import { cacheDirectives, mayKeep, mayKeepFile, pageKey, type RequestFacts, type ResponseFacts, strategyFor } from './cache-rules';

const origins = { site: 'https://camps.example.org', api: 'https://api.camps.example.org' };
const SITE = origins.site;
const API = origins.api;

const request = (url: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}): RequestFacts => ({
  url,
  method: init.method ?? 'GET',
  mode: init.mode ?? 'cors',
  headers: new Headers(init.headers ?? {}),
});
const navigate = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  request(url, { ...init, mode: 'navigate' });

const response = (init: Partial<Omit<ResponseFacts, 'headers'>> & { headers?: Record<string, string> } = {}): ResponseFacts => ({
  status: init.status ?? 200,
  type: init.type ?? 'basic',
  redirected: init.redirected ?? false,
  headers: new Headers(init.headers ?? {}),
});
const html = (headers: Record<string, string> = {}) =>
  response({ headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...headers } });
const json = (headers: Record<string, string> = {}) =>
  response({ type: 'cors', headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

describe('what the service worker keeps', () => {
  it.each([
    '/',
    '/for-students',
    '/for-students?tab=questions&weekly_page=2',
    '/announcement/3',
    '/downloads/gallery/1',
    '/about-us#vision',
    // Any public page, in any language: the rules are not a list of routes.
    '/hi',
    '/hi/for-students',
    '/hi/announcement/3',
    '/a-page-added-later',
  ])('keeps the public page %s (network first)', (path) => {
    expect(strategyFor(navigate(SITE + path), origins)).toBe('page');
  });

  it('keeps the hashed build files (cache first)', () => {
    expect(strategyFor(request(`${SITE}/assets/index-Ab12Cd34.js`), origins)).toBe('asset');
    expect(strategyFor(request(`${SITE}/assets/for-students-page-Zz99.css`, { mode: 'no-cors' }), origins)).toBe('asset');
  });

  it.each([
    '/announcements/?page=1&page_size=20',
    '/announcements/4/',
    '/api/updates/?page=2&page_size=20',
    '/api/test-papers/?type=weekly&sort_by=exam_date&sort_order=descending&page=1&page_size=20',
    '/api/test-results/?type=screening&page=1&page_size=20',
  ])("keeps the API's public list %s (stale-while-revalidate)", (path) => {
    expect(strategyFor(request(API + path), origins)).toBe('list');
  });

  it('applies the list rules to an API served from the same origin', () => {
    const together = { site: SITE, api: SITE };
    expect(strategyFor(request(`${SITE}/api/test-results/?page=1`), together)).toBe('list');
    expect(strategyFor(request(`${SITE}/api/profile/`), together)).toBeNull();
  });
});

describe('what the service worker never keeps', () => {
  it.each(['/admin', '/admin/', '/admin/announcements/4', '/login', '/login?next=/admin', '/register', '/slot-coordinators'])(
    'never the staff or slot-coordinator page %s',
    (path) => {
      expect(strategyFor(navigate(SITE + path), origins)).toBeNull();
    },
  );

  it.each(['/hi/admin', '/hi/login', '/hi/register', '/hi/slot-coordinators', '/ADMIN', '/Login'])(
    'never %s, whatever the language or case',
    (path) => {
      expect(strategyFor(navigate(SITE + path), origins)).toBeNull();
    },
  );

  it('keeps a page whose name only begins like a private one', () => {
    expect(strategyFor(navigate(`${SITE}/administration-news`), origins)).toBe('page');
    expect(strategyFor(navigate(`${SITE}/logins-explained`), origins)).toBe('page');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('never a %s', (method) => {
    expect(strategyFor(navigate(`${SITE}/contact-us`, { method }), origins)).toBeNull();
    expect(strategyFor(request(`${API}/announcements/`, { method }), origins)).toBeNull();
    expect(strategyFor(request(`${SITE}/assets/index-Ab12.js`, { method }), origins)).toBeNull();
  });

  it('never anything sent with an Authorization header', () => {
    const token = { authorization: 'Token 0123456789abcdef' };
    expect(strategyFor(request(`${API}/announcements/`, { headers: token }), origins)).toBeNull();
    expect(strategyFor(request(`${API}/api/test-results/?page=1`, { headers: token }), origins)).toBeNull();
    expect(strategyFor(navigate(`${SITE}/for-students`, { headers: { Authorization: 'Bearer x' } }), origins)).toBeNull();
  });

  it('never an address carrying a token, a key or a code', () => {
    expect(strategyFor(navigate(`${SITE}/for-students?token=abc`), origins)).toBeNull();
    expect(strategyFor(request(`${API}/announcements/?access_token=abc`), origins)).toBeNull();
    expect(strategyFor(navigate(`${SITE}/?code=123456`), origins)).toBeNull();
    expect(strategyFor(navigate('https://user:secret@camps.example.org/'), origins)).toBeNull();
  });

  it.each([
    '/api/profile/',
    '/api/staff/announcements/',
    '/api/inbox/',
    '/api/auth/login/',
    '/api/slot-coordinators/',
    '/api/slot-coordinators/details/',
    '/api/slot-coordinators/slots/',
    '/csrf/',
    '/api/csrf/',
    '/api/site-content/',
    '/api/test-papers/3/download/',
    '/api/test-results/3/download/',
    '/media/papers/0123456789abcdef01234567.pdf',
    '/announcements/4/extra',
  ])('never the API call %s (only the public lists are kept)', (path) => {
    expect(strategyFor(request(API + path), origins)).toBeNull();
  });

  it('never a page or file of another origin, nor an API address opened as a page', () => {
    expect(strategyFor(navigate('https://elsewhere.example.net/'), origins)).toBeNull();
    expect(strategyFor(request('https://cdn.example.net/assets/x.js'), origins)).toBeNull();
    expect(strategyFor(navigate(`${API}/announcements/`), origins)).toBeNull();
    expect(strategyFor(request('data:text/plain,hello'), origins)).toBeNull();
  });

  it('never a same-origin file outside the build files (the worker itself, the manifest, robots)', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml', '/favicon.svg']) {
      expect(strategyFor(request(SITE + path), origins)).toBeNull();
    }
  });
});

describe('which replies may be kept', () => {
  it('keeps a page, a list and a build file that say nothing against it', () => {
    expect(mayKeep('page', html())).toBe(true);
    expect(mayKeep('list', json({ 'cache-control': 'public, max-age=1' }))).toBe(true);
    expect(mayKeep('asset', response({ headers: { 'cache-control': 'public, max-age=31536000, immutable' } }))).toBe(true);
  });

  it.each([
    'no-store',
    'private',
    'private, no-cache',
    'no-cache, no-store, must-revalidate',
    'max-age=0, PRIVATE',
    'private="set-cookie"',
  ])('never a reply marked %s', (cacheControl) => {
    expect(mayKeep('page', html({ 'cache-control': cacheControl }))).toBe(false);
    expect(mayKeep('list', json({ 'cache-control': cacheControl }))).toBe(false);
    expect(mayKeep('asset', response({ headers: { 'cache-control': cacheControl } }))).toBe(false);
  });

  it('never an error, a redirect, an opaque reply or one that varies on everything', () => {
    expect(mayKeep('page', { ...html(), status: 404 })).toBe(false);
    expect(mayKeep('page', { ...html(), status: 500 })).toBe(false);
    expect(mayKeep('page', { ...html(), status: 0, type: 'opaqueredirect' })).toBe(false);
    expect(mayKeep('page', { ...html(), redirected: true })).toBe(false);
    expect(mayKeep('list', { ...json(), type: 'opaque', status: 0 })).toBe(false);
    expect(mayKeep('list', json({ vary: '*' }))).toBe(false);
  });

  it('keeps a page only as HTML and a list only as JSON', () => {
    expect(mayKeep('page', response({ headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(mayKeep('list', response({ type: 'cors', headers: { 'content-type': 'text/html' } }))).toBe(false);
  });

  it('lets the visitor save a file the API marks private, never one marked no-store', () => {
    const pdf = (cacheControl: string) =>
      response({ type: 'cors', headers: { 'content-type': 'application/pdf', 'cache-control': cacheControl } });
    expect(mayKeepFile(pdf('private, no-cache'))).toBe(true);
    expect(mayKeepFile(pdf('no-store'))).toBe(false);
    expect(mayKeepFile({ ...pdf(''), status: 404 })).toBe(false);
    expect(mayKeepFile({ ...pdf(''), type: 'opaque', status: 0 })).toBe(false);
  });

  it('reads Cache-Control directives whatever their case, spacing and values', () => {
    expect([...cacheDirectives(' Private="x", MAX-AGE=0 ,no-cache')]).toEqual(['private', 'max-age', 'no-cache']);
    expect(cacheDirectives(null).size).toBe(0);
  });

  it('keeps a page under its address without the fragment', () => {
    expect(pageKey(`${SITE}/about-us?x=1#vision`)).toBe(`${SITE}/about-us?x=1`);
  });
});
