import { describe, expect, it } from 'vitest';
import type { Fetcher } from '../../web/api/api-client';
import { robotsTxt, sitemapEntries, sitemapXml } from './site-index';

const origin = 'https://hillcamps.example.org';

/** A fake API: `rows` per list path, served page by page with X-Total-Count. */
function fakeApi(rows: Record<string, unknown[]>): { fetcher: Fetcher; calls: string[] } {
  const calls: string[] = [];
  const fetcher: Fetcher = async (url) => {
    calls.push(url);
    const u = new URL(url);
    const all = rows[u.pathname] ?? [];
    const page = Number(u.searchParams.get('page'));
    const size = Number(u.searchParams.get('page_size'));
    return Response.json(all.slice((page - 1) * size, page * size), { headers: { 'X-Total-Count': String(all.length) } });
  };
  return { fetcher, calls };
}

describe('sitemap', () => {
  it('reaches every announcement and camp past the first page', async () => {
    const announcements = Array.from({ length: 130 }, (_, i) => ({ id: i + 1, updated_at: '2026-11-20T10:00:00.000Z' }));
    const camps = Array.from({ length: 3 }, (_, i) => ({ id: i + 1 }));
    const { fetcher, calls } = fakeApi({ '/announcements/': announcements, '/api/camp/': camps });
    const entries = await sitemapEntries(fetcher, 'http://api.local');
    expect(entries.filter((e) => e.path.startsWith('/announcement/'))).toHaveLength(130);
    expect(entries).toContainEqual({ path: '/announcement/130', lastmod: '2026-11-20T10:00:00.000Z' });
    expect(entries).toContainEqual({ path: '/downloads/gallery/3' });
    expect(entries).toContainEqual({ path: '/' });
    expect(entries.some((e) => e.path === '/login' || e.path.startsWith('/admin'))).toBe(false);
    expect(calls.filter((c) => c.includes('/announcements/'))).toHaveLength(2);
  });

  it('writes absolute, escaped addresses with their dates, in English and in Hindi', () => {
    const xml = sitemapXml(origin, [{ path: '/' }, { path: '/announcement/7', lastmod: '2026-11-20 10:00:00Z' }, { path: '/a&b' }]);
    const homeLinks =
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/"/>` +
      `<xhtml:link rel="alternate" hreflang="hi" href="${origin}/hi"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/"/>`;
    expect(xml).toContain(`<url><loc>${origin}/</loc>${homeLinks}</url>`);
    expect(xml).toContain(`<url><loc>${origin}/hi</loc>${homeLinks}</url>`);
    expect(xml).toContain(`<url><loc>${origin}/announcement/7</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<url><loc>${origin}/hi/announcement/7</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${origin}/a&amp;b</loc>`);
    expect(xml).toContain(`<loc>${origin}/hi/a&amp;b</loc>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it('lists a page that is in English only once, without alternates', () => {
    const xml = sitemapXml(origin, [{ path: '/login' }]);
    expect(xml).toContain(`<url><loc>${origin}/login</loc></url>`);
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the console', () => {
    const lines = robotsTxt(origin).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /register', 'Disallow: /language/']),
    );
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
