// Offline reading (decision 0022), the server's part: the web app manifest (the site's name from
// its settings, its colours, the icons in public/icons) and the service worker at /sw.js, at the
// origin's root so that its scope is the whole site. The worker's script is the built one
// (dist/sw/sw.js) with this build's facts written before it: a version (a new build is a new
// script, so browsers install it and it drops the old shell), the app shell's files, the frame's
// stylesheets and the API's origin.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Fetcher } from '../../web/api/api-client';
import type { Config } from '../config';
import { type ManifestIcon, manifestIcons, registerSiteIcons, type UploadedFavicon } from './manifest-icons';
import { chunkFiles, entryKeyOf, type Manifest } from './page-assets';

/** The site's colours (src/web/styles/tokens.css: --green-900, --paper; index.html's theme-color). */
export const THEME_COLOR = '#14532d';
export const BACKGROUND_COLOR = '#ffffff';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

/** `favicon`: the one staff uploaded, which the icons are cut from (else the shipped icons). */
export function webAppManifest(
  settings: { name?: string; short_name?: string; tagline?: string },
  fallbackName: string,
  favicon?: UploadedFavicon | null,
): WebAppManifest {
  const name = settings.name?.trim() || fallbackName;
  // Under a home-screen icon there is room for about 12 characters.
  const short = settings.short_name?.trim() || name;
  return {
    id: '/',
    name,
    short_name: short,
    ...(settings.tagline?.trim() ? { description: settings.tagline.trim() } : {}),
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: manifestIcons(favicon),
  };
}

type SiteFacts = { settings?: { name?: string; short_name?: string; tagline?: string }; pictures?: { favicon?: UploadedFavicon | null } };

/**
 * /manifest.webmanifest, with the name staff give the site (its settings) and icons from the
 * favicon they uploaded, read when asked; and those icons (manifest-icons.ts).
 */
export function registerWebAppManifest(app: FastifyInstance, config: Config, fetcher: Fetcher) {
  const fallbackName = new URL(config.WEB_ORIGIN).hostname;
  const siteFacts = async (): Promise<SiteFacts> => {
    const res = await fetcher(`${config.PUBLIC_API_URL}/api/site-content/`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`/api/site-content/ answered ${res.status}`);
    return (await res.json()) as SiteFacts;
  };
  app.get(MANIFEST_PATH, async (request, reply) => {
    let facts: SiteFacts = {};
    try {
      facts = await siteFacts();
    } catch (error) {
      request.log.error({ err: error }, 'the web app manifest could not read the site settings');
    }
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webAppManifest(facts.settings ?? {}, fallbackName, facts.pictures?.favicon)));
  });
  registerSiteIcons(app, fetcher, async () => (await siteFacts()).pictures?.favicon ?? null, BACKGROUND_COLOR);
}

export interface ServiceWorkerBuild {
  version: string;
  shell: string[];
  styles: string[];
  api: string;
}

/**
 * Every build file a public page can load: the website's entry and every website module's chunk,
 * through static and dynamic imports, with their styles; never a file only the console loads.
 */
export function publicBuildFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const reach = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) reach(next);
  };
  const entryKey = entryKeyOf(manifest);
  if (entryKey) reach(entryKey);
  for (const key of Object.keys(manifest)) if (key.startsWith('src/web/')) reach(key);
  return [...files].sort();
}

/**
 * What the worker needs to know of this build. The shell is every public build file (about 150 KB
 * gzipped, two thirds of it what the first page loaded already, taken from the browser's cache),
 * so that any kept page is whole offline, its tabs and saved files included.
 */
export function serviceWorkerBuild(manifest: Manifest, manifestText: string, workerCode: string, apiUrl: string): ServiceWorkerBuild {
  const entryKey = entryKeyOf(manifest);
  const { css } = entryKey ? chunkFiles(manifest, entryKey) : { css: [] };
  const api = new URL(apiUrl).origin;
  const version = createHash('sha256')
    .update(manifestText)
    .update('\0')
    .update(workerCode)
    .update('\0')
    .update(api)
    .digest('hex')
    .slice(0, 16);
  return { version, shell: publicBuildFiles(manifest), styles: css, api };
}

/** The worker's own policy: it fetches from this origin and the API's, and runs nothing else. */
export const serviceWorkerCsp = (api: string) =>
  `default-src 'none'; connect-src 'self' ${api}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** /sw.js: the built worker with this build's facts first. Not registered when the worker was not built. */
export function registerServiceWorker(app: FastifyInstance, config: Config, workerFile: string, manifest: Manifest, manifestText: string) {
  if (!fs.existsSync(workerFile)) return;
  const code = fs.readFileSync(workerFile, 'utf8');
  const build = serviceWorkerBuild(manifest, manifestText, code, config.PUBLIC_API_URL);
  const body = `self.OFFLINE_BUILD=${JSON.stringify(build)};\n${code}`;
  const etag = `"${build.version}"`;
  const csp = serviceWorkerCsp(build.api);
  app.get(SERVICE_WORKER_PATH, async (request, reply) => {
    reply
      .type('text/javascript; charset=utf-8')
      // Browsers look for a new worker on each visit (at most daily they skip the HTTP cache anyway).
      .header('Cache-Control', 'no-cache')
      .header('ETag', etag)
      .header('Content-Security-Policy', csp);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
