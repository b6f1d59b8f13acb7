// /sitemap.xml and /robots.txt for search engines: every public page, every announcement and every
// camp's gallery, as absolute addresses on the site's public origin (WEB_ORIGIN), with the date
// last changed where the API knows it. The staff console's pages are kept out of both. Every page
// is listed in each language (/… and /hi/…), each naming the other as its alternate (decision 0021).
import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { Fetcher } from '../../web/api/api-client';
import { paths } from '../../web/paths';
import type { Config } from '../config';
import { escapeHtml } from './escape-html';
import { absoluteUrl, languageAlternates } from './page-meta';

/** The pages of §2 that are one fixed address each (not /login and /register: the console's; not /coming-soon: a placeholder). */
export const SITEMAP_PAGES = [
  paths.home,
  paths.aboutUs,
  paths.teaching,
  paths.forStudents,
  paths.trustees,
  paths.getInvolved,
  paths.downloads,
  paths.contactUs,
] as const;

export interface SitemapEntry {
  path: string;
  /** ISO timestamp of the last change, when known. */
  lastmod?: string | undefined;
}

/** Every row of a public list, page by page, as far as its X-Total-Count says. */
async function fetchAll<T>(fetcher: Fetcher, apiUrl: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await fetcher(`${apiUrl}${path}?page=${page}&page_size=${MAX_PAGE_SIZE}`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const batch = (await res.json()) as T[];
    rows.push(...batch);
    const total = Number(res.headers.get('x-total-count') ?? rows.length);
    if (batch.length === 0 || rows.length >= total) return rows;
  }
}

export async function sitemapEntries(fetcher: Fetcher, apiUrl: string): Promise<SitemapEntry[]> {
  const [announcements, camps] = await Promise.all([
    fetchAll<{ id: number; updated_at: string }>(fetcher, apiUrl, '/announcements/'),
    fetchAll<{ id: number }>(fetcher, apiUrl, '/api/camp/'),
  ]);
  return [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...announcements.map((a) => ({ path: paths.announcement(a.id), lastmod: a.updated_at })),
    ...camps.map((c) => ({ path: paths.campGallery(c.id) })),
  ];
}

/** `entries` are site paths: each is written once per language, with its alternates. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
    const alternates = languageAlternates(origin, path);
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`).join('');
    const addresses = alternates.length
      ? alternates.filter((a) => a.hreflang !== 'x-default').map((a) => a.href)
      : [absoluteUrl(origin, path)];
    return addresses.map((loc) => `  <url><loc>${escapeHtml(loc)}</loc>${date}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  // The language switch only sets a cookie and redirects: the pages' own addresses are in the sitemap.
  const closed = [paths.login, paths.register, '/admin', '/language/'].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...closed, '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}

export function registerSiteIndex(app: FastifyInstance, config: Config, fetcher: Fetcher) {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(config.WEB_ORIGIN)),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    let entries: SitemapEntry[];
    let cache = 'public, max-age=3600';
    try {
      entries = await sitemapEntries(fetcher, config.PUBLIC_API_URL);
    } catch (error) {
      // The fixed pages at least, and asked again next time rather than kept.
      request.log.error({ err: error }, 'the sitemap could not list announcements and camps');
      entries = SITEMAP_PAGES.map((path) => ({ path }));
      cache = 'no-cache';
    }
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', cache).send(sitemapXml(config.WEB_ORIGIN, entries));
  });
}
