// Every public route: its text is in the server's HTML before any script runs, and again after
// hydration without errors; unknown paths go home; section links reach their section; the
// bundle budget holds.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffConsole } from '../src/shared/messages/en-console';
import { slotCoordinators } from '../src/shared/messages/en-slot-coordinators';
import { websiteMessages } from '../src/shared/messages/en-website';
import { gzipBytes, publicFiles, readManifest, routeFiles, WEB_DIST } from './support/bundle-budget';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { htmlText, openHydrated, openPage, PUBLIC_ROUTES, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('server-rendered pages', () => {
  it.each(PUBLIC_ROUTES)('$path has its text in the HTML before any script runs', async ({ path, texts }) => {
    const res = await fetch(site.web + path, { redirect: 'manual' });
    expect(res.status).toBe(200);
    // A page with forms carries the visitor's own CSRF token (0023): kept by no shared cache.
    const forms = ['/get-involved', '/contact-us', '/slot-coordinators'].includes(path);
    expect(res.headers.get('cache-control')).toBe(forms ? 'private, no-cache' : 'no-cache');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    const text = htmlText(html);
    for (const t of texts) expect(text).toContain(t);
    expect(html).toContain('<script type="application/json" id="app-data">');
    expect(html).toMatch(/<title>[^<]+\| Hill Camps Education Trust<\/title>/);
  });

  it('puts no data request of the home page on the browser: it hydrates from the page', async () => {
    const { page, errors } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(site.api) && !r.url().includes('/media/')) apiCalls.push(r.url());
    });
    await page.goto(site.web);
    await waitForHydration(page);
    // Whatever the page would fetch after hydrating has been asked for once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(PUBLIC_ROUTES)('$path hydrates without errors and keeps its text', async ({ path, texts }) => {
    const { page, errors } = await openHydrated(browser, site.web + path);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees (innerText), not hidden nodes' text
    const body = await page.locator('body').innerText();
    for (const t of texts) expect(body.replace(/\s+/g, ' ')).toContain(t);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('redirects an unknown path to the home page, on the server and in the browser', async () => {
    const res = await fetch(`${site.web}/no/such/page`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const { page } = await openPage(browser);
    await page.goto(`${site.web}/another-missing-page`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('leads footer and program links to their section instead of the home page', async () => {
    const expected: Record<string, string> = {
      '/mission': '/about-us#mission',
      '/vision': '/about-us#vision',
      '/founders-message': '/about-us#founders-message',
      '/programs': '/teaching#programs',
      '/teaching-methods': '/teaching#teaching-approach',
      '/testimonials': '/teaching#testimonials',
      '/brochure-reports': '/downloads#brochures',
      '/programs/weekly-tests': '/teaching#program-weekly-tests',
    };
    for (const [from, to] of Object.entries(expected)) {
      const res = await fetch(site.web + from, { redirect: 'manual' });
      expect(res.headers.get('location'), from).toBe(to);
    }
    const { page, errors } = await openHydrated(browser, site.web);
    await page.locator('footer').getByRole('link', { name: 'Teaching Methods' }).click();
    await page.waitForURL(`${site.web}/teaching#teaching-approach`);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('teaching-approach')!.getBoundingClientRect().top < 200))
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens an announcement from a list with its data, and directly by id', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/for-students`);
    await page.getByRole('link', { name: 'Registration opens for summer camp' }).click();
    await page.getByRole('heading', { level: 1, name: 'Registration opens for summer camp' }).waitFor();
    await expect(
      page
        .getByText('Time information not available')
        .or(page.getByText(/\d{1,2}:\d{2} (AM|PM)/))
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: /Back/ }).click();
    await page.waitForURL(`${site.web}/for-students`);
    await page.goto(`${site.web}/announcement/99999`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'No data found' }).waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
    const res = await fetch(`${site.web}/announcement/99999`);
    expect(res.status).toBe(404);
    expect(htmlText(await res.text())).toContain('No data found');
  });

  it('shows the frame: navigation, Login and this year, and no social links when none is configured', async () => {
    const html = htmlText(await (await fetch(`${site.web}/trustees`)).text());
    for (const label of ['Home', 'About Us', 'Teaching', 'For Students', 'Trustees', 'Get Involved', 'Downloads', 'Contact Us', 'Login'])
      expect(html).toContain(label);
    expect(html).toContain(`© ${new Date().getFullYear()} Hill Camps Education Trust`);
    const { page } = await openPage(browser);
    await page.goto(`${site.web}/trustees`);
    // Social links come from SOCIAL_*_URL (website-layout.test.ts); this site sets none.
    expect(await page.locator('footer a[target="_blank"]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Follow us' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/login');
    await page.close();
  });

  it('serves /login outside the frame', async () => {
    const html = await (await fetch(`${site.web}/login`)).text();
    expect(html).not.toContain('site-header');
  });
});

// Per route, what the server links (decision 0005): 105 KB, then 106 KB, since 28 November (it was 110 KB). The
// donate step and the signed-in coordinator's lists load when opened, the server-only parts of the
// route table (data to prefetch, head texts) and the pages' api modules left the shared frame.
// 106 KB after the day's merges: the application form (105.1 KB) and the slot coordinators' page
// (105.0 KB) are what keep it above 100 KB; decision 0005 says what would close it.
const ROUTE_JS_BUDGET = 106 * 1024;

describe('bundle budget', () => {
  it.each(PUBLIC_ROUTES)('$path loads at most 106 KB of gzipped JavaScript and 20 KB of CSS', ({ module }) => {
    const files = routeFiles(readManifest(), `src/web/pages/${module}.tsx`);
    const { js, css } = gzipBytes(files);
    expect(js).toBeLessThanOrEqual(ROUTE_JS_BUDGET);
    expect(css).toBeLessThanOrEqual(20 * 1024);
    // The file names without their content hash (a hash once spelled "ZoD").
    expect(files.some((f) => /admin|login|zod/i.test(f.replace(/-[\w-]{8}(\.\w+)$/, '$1')))).toBe(false);
  });

  it('carries no staff console text in any chunk a public page can load', () => {
    const strings = (tree: object): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? strings(v) : []));
    // The website's texts: the catalogue's website part and the slot coordinators' page's own.
    const website = new Set([...strings(websiteMessages), ...strings(slotCoordinators)]);
    // The console's own sentences (not single words, which the website may say too, nor the texts both say).
    const consoleOnly = strings(staffConsole).filter((t) => t.length >= 12 && t.includes(' ') && !website.has(t));
    expect(consoleOnly).toContain('Staff console');
    const files = [...publicFiles(readManifest())].filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = fs.readFileSync(path.join(WEB_DIST, file), 'utf8');
      expect(
        consoleOnly.filter((t) => code.includes(t)),
        file,
      ).toEqual([]);
    }
  });

  it('inlines exactly the styles and loads exactly the scripts the budget counts', async () => {
    const html = await (await fetch(`${site.web}/teaching`)).text();
    const files = routeFiles(readManifest(), 'src/web/pages/teaching/teaching-page.tsx');
    const scripts = [...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!).sort();
    expect(scripts).toEqual(files.filter((f) => f.endsWith('.js')).sort());
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    const expected = files.filter((f) => f.endsWith('.css')).map((f) => fs.readFileSync(path.join(WEB_DIST, f), 'utf8'));
    expect(styles.sort()).toEqual(expected.sort());
    // Nothing is fetched before the first paint: no stylesheet link, no script source.
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script[^>]+src=/);
  });
});

/** Bytes of a reply as they travel (status line, headers and the compressed body), as a browser asks for it. */
function wireBytes(url: string): Promise<{ status: number; bytes: number; type: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, type: String(res.headers['content-type']) }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

// What a first TCP round trip carries (10 segments of 1,460 bytes): a page that fits is readable
// after one round trip on a slow link (decision 0005).
const FIRST_ROUND_TRIP = 14_600;
// The Hindi catalogue's files a Hindi page loads besides its English page's scripts (decision 0045):
// the site part on every Hindi page, the application pages' part on those.
const HINDI_JS_BUDGET = { site: 10 * 1024, apply: 5 * 1024 } as const;
// A tab's own chunk, loaded when it is opened, on top of its route's (decision 0005): the donate
// step is 4.8 KB, so its address loads 106.5 KB in all.
const LATER_PART_BUDGET = 5 * 1024;

/** The pages this wave added, with the module they load (none: a page without scripts) and the parts counted with it. */
const NEW_PAGES: { path: string; module?: string; parts?: string[] }[] = [
  { path: '/apply', module: 'apply/apply-page' },
  { path: '/apply/status', module: 'apply/status-page' },
  { path: '/apply/consent', module: 'apply/consent-page' },
  { path: '/apply/admit-card', module: 'apply/admit-card-page' },
  { path: '/results' },
  { path: '/results/list' },
  { path: '/privacy', module: 'privacy/privacy-page' },
  { path: '/privacy/request', module: 'privacy/request-page' },
  { path: '/privacy/withdraw', module: 'privacy/withdraw-page' },
  // The donate step: its own chunk, loaded with the page when the address opens on it.
  { path: '/get-involved?tab=donate', module: 'get-involved/get-involved-page', parts: ['src/web/pages/get-involved/donation-form.tsx'] },
];
const inBothLanguages = NEW_PAGES.flatMap((page) => [
  { ...page, lang: 'en' as const, url: page.path },
  { ...page, lang: 'hi' as const, url: `/hi${page.path}` },
]);

describe('the pages this wave added, inside the budgets in both languages', () => {
  it.each(inBothLanguages)('$url arrives in the first round trip', async ({ url }) => {
    const reply = await wireBytes(site.web + url);
    expect(reply.status).toBe(200);
    expect(reply.type).toContain('text/html');
    expect(reply.bytes).toBeLessThan(FIRST_ROUND_TRIP);
  });

  it.each(inBothLanguages)('$url loads at most the route budget of JavaScript', async ({ url, lang, module, parts = [] }) => {
    const html = await (await fetch(site.web + url)).text();
    const linked = [...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    if (!module) {
      // A page without scripts (the results look-up): nothing to load, not even the entry.
      expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
      return;
    }
    const manifest = readManifest();
    const page = `src/web/pages/${module}.tsx`;
    const route = routeFiles(manifest, page);
    expect(gzipBytes(route).js).toBeLessThanOrEqual(ROUTE_JS_BUDGET);
    const later = routeFiles(manifest, page, parts).filter((f) => !route.includes(f));
    expect(later.length > 0).toBe(parts.length > 0);
    expect(gzipBytes(later).js).toBeLessThanOrEqual(LATER_PART_BUDGET);
    if (lang === 'hi') {
      const own = new Set(route);
      const hindi = linked.filter((f) => !own.has(f));
      const apply = module.startsWith('apply/');
      expect(hindi.length).toBeGreaterThan(0);
      expect(gzipBytes(hindi).js).toBeLessThanOrEqual(HINDI_JS_BUDGET.site + (apply ? HINDI_JS_BUDGET.apply : 0));
    } else {
      // The server links what the budget counts (the later parts come when opened).
      expect(linked.sort()).toEqual(route.filter((f) => f.endsWith('.js')).sort());
    }
  });
});
