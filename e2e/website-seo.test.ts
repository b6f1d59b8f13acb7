// What search engines and visitors at the edges of the site meet: the sitemap and robots.txt, the
// head of every page (canonical address, share cards, schema.org JSON-LD), the build's frames
// answered like any unknown path, and a camp's gallery for an id that is no camp's or a camp with
// no photos yet.
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../src/shared/messages/en-website';
import { createAdmin } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { openHydrated, openPage, PUBLIC_ROUTES, waitForHydration } from './support/website';

const ADMIN = { username: 'seo-auditor', password: 'deodar-forest-2026-trail' };
const EMPTY_CAMP = { name: 'Chaukori Winter Camp', location: 'Chaukori, Pithoragarh', year: '2026' };

let site: RunningSite;
let browser: Browser;
let emptyCampId: number;

async function login(): Promise<string> {
  const { csrfToken } = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
  const res = await fetch(`${site.api}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken, Cookie: `csrftoken=${csrfToken}` },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  const form = new FormData();
  for (const [key, value] of Object.entries(EMPTY_CAMP)) form.append(key, value);
  const res = await fetch(`${site.api}/api/camp/`, { method: 'POST', headers: { Authorization: `Token ${await login()}` }, body: form });
  if (!res.ok) throw new Error(`camp: ${res.status} ${await res.text()}`);
  emptyCampId = ((await res.json()) as { id: number }).id;
});

const headOf = async (path: string) => (await (await fetch(site.web + path)).text()).split('</head>')[0]!;
const attr = (head: string, pattern: RegExp) => head.match(pattern)?.[1]?.replace(/&amp;/g, '&');
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('sitemap and robots.txt', () => {
  it('lists every public page, every announcement and every camp gallery, on the public origin, in English and Hindi', async () => {
    const res = await fetch(`${site.web}/sitemap.xml`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g)];
    expect(locs.length).toBe((xml.match(/<url>/g) ?? []).length);
    const urls = locs.map((m) => m[1]);
    for (const path of ['/', '/about-us', '/teaching', '/for-students', '/trustees', '/get-involved', '/downloads', '/contact-us']) {
      expect(urls).toContain(new URL(path, site.web).href);
      expect(urls).toContain(new URL(path === '/' ? '/hi' : `/hi${path}`, site.web).href);
    }
    // Each language's entry names both addresses and the default (decision 0021).
    const hindiAbout = locs.find((m) => m[1] === `${site.web}/hi/about-us`)!;
    expect(hindiAbout[3]).toBe(
      `<xhtml:link rel="alternate" hreflang="en" href="${site.web}/about-us"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${site.web}/hi/about-us"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site.web}/about-us"/>`,
    );
    expect(urls).not.toContain(`${site.web}/login`);

    const announcements = (await (await fetch(`${site.api}/announcements/?page_size=100`)).json()) as { id: number; updated_at: string }[];
    expect(announcements.length).toBeGreaterThan(0);
    for (const a of announcements) {
      const entry = locs.find((m) => m[1] === `${site.web}/announcement/${a.id}`);
      expect(entry?.[2]).toBe(new Date(a.updated_at).toISOString());
      expect(locs.find((m) => m[1] === `${site.web}/hi/announcement/${a.id}`)?.[2]).toBe(new Date(a.updated_at).toISOString());
    }
    expect(urls).toContain(`${site.web}/downloads/gallery/1`);
    expect(urls).toContain(`${site.web}/downloads/gallery/${emptyCampId}`);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the staff console', async () => {
    const res = await fetch(`${site.web}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${site.web}/sitemap.xml`);
    for (const path of ['/admin', '/login', '/register', '/language/']) expect(lines).toContain(`Disallow: ${path}`);
  });
});

describe('the head of every page', () => {
  it.each(PUBLIC_ROUTES)('$path has its canonical address, share card and the trust as an NGO', async ({ path }) => {
    const head = await headOf(path);
    const url = new URL(path, site.web).href;
    expect(attr(head, /<link rel="canonical" href="([^"]+)">/)).toBe(url);
    expect(attr(head, /<meta property="og:url" content="([^"]+)">/)).toBe(url);
    const title = attr(head, /<title>([^<]+)<\/title>/);
    expect(attr(head, /<meta property="og:title" content="([^"]+)">/)).toBe(title);
    expect(attr(head, /<meta name="twitter:title" content="([^"]+)">/)).toBe(title);
    expect(attr(head, /<meta property="og:description" content="([^"]+)">/)).toBeTruthy();
    expect(attr(head, /<meta name="twitter:card" content="([^"]+)">/)).toBe('summary_large_image');
    const image = attr(head, /<meta property="og:image" content="([^"]+)">/);
    expect(attr(head, /<meta name="twitter:image" content="([^"]+)">/)).toBe(image);
    const picture = await fetch(image!);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const organisation = jsonLd(head).find((d) => d['@type'] === 'NGO');
    expect(organisation).toMatchObject({ '@context': 'https://schema.org', name: en.web.siteName, url: `${site.web}/` });
    expect((await fetch(String(organisation?.logo))).status).toBe(200);
  });

  it('describes each page in its own words: a camp gallery by its camp', async () => {
    const descriptions = new Set<string>();
    for (const path of ['/', '/about-us', '/for-students', '/downloads', '/downloads/gallery/1'])
      descriptions.add(attr(await headOf(path), /<meta name="description" content="([^"]+)">/)!);
    expect(descriptions.size).toBe(5);
    expect(attr(await headOf('/downloads/gallery/1'), /<title>([^<]+)<\/title>/)).toBe(`Dharchula Summer Camp | ${en.web.siteName}`);
  });

  it("gives an announcement's page its title and an Event with its date and venue", async () => {
    const announcements = (await (await fetch(`${site.api}/announcements/`)).json()) as {
      id: number;
      title: string;
      time: string | null;
      venue: string | null;
    }[];
    const dated = announcements.find((a) => a.time && a.venue)!;
    const head = await headOf(`/announcement/${dated.id}`);
    expect(attr(head, /<title>([^<]+)<\/title>/)).toBe(`${dated.title} | ${en.web.siteName}`);
    const event = jsonLd(head).find((d) => d['@type'] === 'Event');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: dated.title,
      startDate: dated.time,
      url: `${site.web}/announcement/${dated.id}`,
      location: { '@type': 'Place', name: dated.venue },
    });
    expect(Date.parse(String(event?.startDate))).not.toBeNaN();
  });

  it('keeps the JSON-LD inert under the page policy: no script runs from it, and the page hydrates without errors', async () => {
    const { page, errors } = await openPage(browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${site.web}/announcement/1`);
    await waitForHydration(page);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the build's frames", () => {
  it.each(['/index.html', '/admin.html'])('%s goes home like any unknown path', async (path) => {
    const res = await fetch(site.web + path, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('a camp gallery with nothing to show', () => {
  it.each(['abc', '0'])('/downloads/gallery/%s shows the empty state with the link back', async (id) => {
    const { page, errors } = await openHydrated(browser, `${site.web}/downloads/gallery/${id}`, 360);
    await page.getByRole('heading', { name: en.lists.noGalleryFound }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(en.lists.galleryFailed).count()).toBe(0);
    expect(await page.getByRole('heading', { name: en.lists.noGalleryFound }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: en.web.gallery.backToDownloads }).getAttribute('href')).toBe('/downloads');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a camp with no photos is on the Downloads grid, and its page bears its name with the empty state', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/downloads`);
    const card = page.locator('.camp-grid').getByRole('link', { name: new RegExp(EMPTY_CAMP.name) });
    expect(await card.getAttribute('href')).toBe(`/downloads/gallery/${emptyCampId}`);
    expect(await card.textContent()).toContain(EMPTY_CAMP.location);

    await card.click();
    await page.getByRole('heading', { level: 1, name: EMPTY_CAMP.name }).waitFor();
    await page.getByRole('heading', { name: en.lists.noGalleryFound }).waitFor();
    await page.waitForFunction((title) => document.title === title, `${EMPTY_CAMP.name} | ${en.web.siteName}`);

    await page.goto(`${site.web}/downloads/gallery/${emptyCampId}`);
    await waitForHydration(page);
    expect(await page.title()).toBe(`${EMPTY_CAMP.name} | ${en.web.siteName}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(EMPTY_CAMP.name);
    expect(await page.getByRole('heading', { name: en.lists.noGalleryFound }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
