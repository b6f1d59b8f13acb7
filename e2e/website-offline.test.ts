// Offline reading (decision 0022) in Chromium: the manifest and the worker are served
// and linked; pages a visitor opened read again with the browser offline, with the saved-copy
// note; a page never opened gets the offline page; a paper saved for offline opens offline; and
// the console's pages, a POST and any call with an Authorization header are never kept.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { offlineMessages } from '../src/shared/messages/en-offline';
import { axeViolations, createAdmin, logIn } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { PUBLIC_ROUTES, waitForHydration } from './support/website';

const PAGES_CACHE = 'hc-pages-v1';
const LISTS_CACHE = 'hc-lists-v1';
const NOTE = 'You are offline. This page was saved a moment ago.';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

/** The addresses a cache of the site holds, as seen from a page of the site. */
const cached = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).map((r) => r.url), name);

/** Waits until the page's scroll position has held for a few frames (a wheel scroll may glide). */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let [last, still] = [Number.NaN, 0];
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/** Opens a page and waits until the worker controls it and has kept it. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(site.web + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await page.waitForFunction(
    async ([name, url]) => !!(await (await caches.open(name!)).match(url!, { ignoreVary: true })),
    [PAGES_CACHE, site.web + path],
    { timeout: 20_000, polling: 100 },
  );
}

async function freshContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

describe('manifest and worker', () => {
  it('serves the web app manifest with its content type, the site name and icons', async () => {
    const res = await fetch(`${site.web}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await res.json()) as { name: string; theme_color: string; icons: { src: string; purpose: string }[] };
    expect(manifest.name).toBe('Hill Camps Education Trust');
    expect(manifest.theme_color).toBe('#14532d');
    expect(manifest.icons.map((i) => i.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      const png = await fetch(site.web + icon.src);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
  });

  it.each(PUBLIC_ROUTES.map((r) => r.path))(
    'links the manifest from the head of %s, under a policy that allows the worker',
    async (path) => {
      const res = await fetch(site.web + path);
      const html = await res.text();
      expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("manifest-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
    },
  );

  it('serves the worker at the root, for the whole site', async () => {
    const res = await fetch(`${site.web}/sw.js`);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const { context, page, errors } = await freshContext();
    await visit(page, '/');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${site.web}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('reading offline', () => {
  it('shows a visited page again offline with the saved-copy note, and the offline page for one never opened', async () => {
    const { context, page } = await freshContext();
    await visit(page, '/for-students');
    await visit(page, '/about-us');
    await visit(page, '/announcement/1');
    // The lists a tab fetches in the browser are kept too.
    await page.goto(`${site.web}/for-students`);
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.locator('.collapsible').first().waitFor();
    await page.waitForFunction(async (name) => (await (await caches.open(name)).keys()).length > 0, LISTS_CACHE, { polling: 100 });

    await context.setOffline(true);
    await page.goto(`${site.web}/about-us`);
    const note = page.locator('.offline-note');
    await expect(note.textContent()).resolves.toBe(NOTE);
    expect(await note.getAttribute('role')).toBe('status');
    expect(await page.getByRole('heading', { name: 'Our Vision' }).count()).toBe(1);
    // The scripts come from the kept shell: the page comes to life offline.
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.locator('.offline-note').textContent()).resolves.toBe(NOTE);
    await expect(page.locator('h1').textContent()).resolves.toContain('About Us');
    // In view whatever scroll position the reload restores.
    await page.mouse.wheel(0, 600);
    await scrollSettled(page);
    const box = await page.locator('.offline-note').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);

    await page.goto(`${site.web}/announcement/1`);
    await expect(page.locator('.offline-note').textContent()).resolves.toBe(NOTE);
    await expect(page.locator('body').textContent()).resolves.toContain('Screening test for the 2026 camp');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    // A tab's list from the kept copy.
    await page.goto(`${site.web}/for-students`);
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.locator('.collapsible').first().waitFor();
    expect(await page.locator('.collapsible').count()).toBeGreaterThan(0);

    // Never opened: the offline page, in the catalogue's words, listing what can be read.
    await page.goto(`${site.web}/trustees`);
    await expect(page.locator('h1').textContent()).resolves.toBe(offlineMessages.page.title);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain(offlineMessages.page.text);
    expect(main).toContain('About Us | Hill Camps Education Trust');
    expect(await page.getByRole('link', { name: offlineMessages.page.tryAgain }).getAttribute('href')).toBe('/trustees');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await axeViolations(page)).toEqual([]);

    // Back online, the page is the network's again, without the note.
    await context.setOffline(false);
    await page.goto(`${site.web}/about-us`);
    expect(await page.locator('.offline-note').count()).toBe(0);
    await context.close();
  });

  it('saves a paper and a result for offline and opens them with the browser offline', async () => {
    const { context, page } = await freshContext();
    await visit(page, '/for-students?tab=questions');
    await waitForHydration(page);
    const saved = page.locator('#saved');
    await expect(saved.getByText(offlineMessages.files.empty).textContent()).resolves.toBe(offlineMessages.files.empty);

    await page.locator('.collapsible__button').first().click();
    const save = page.getByRole('button', { name: /^Save for offline: / }).first();
    const paperTitle = ((await save.getAttribute('aria-label')) ?? '').replace('Save for offline: ', '');
    await save.click();
    await saved.locator('li', { hasText: paperTitle }).waitFor();

    await page.getByRole('tab', { name: 'Results' }).click();
    await page.locator('.collapsible__button').first().click();
    const saveResult = page.getByRole('button', { name: /^Save for offline: / }).first();
    const resultTitle = ((await saveResult.getAttribute('aria-label')) ?? '').replace('Save for offline: ', '');
    await saveResult.click();
    await saved.locator('li', { hasText: resultTitle }).waitFor();
    expect(await saved.locator('li').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(true);
    // The address now says ?tab=results, which was never loaded as a page: the kept copy of the same page.
    expect(page.url()).toBe(`${site.web}/for-students?tab=results`);
    await page.reload();
    await expect(page.locator('.offline-note').textContent()).resolves.toBe(NOTE);
    expect(page.url()).toBe(`${site.web}/for-students?tab=questions`);
    await waitForHydration(page);
    const item = saved.locator('li', { hasText: paperTitle });
    await item.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `${offlineMessages.files.open}: ${paperTitle}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^paper_\d+\.pdf$/);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `${offlineMessages.files.remove}: ${paperTitle}` }).click();
    await saved.getByText(`${paperTitle} was removed from this device.`).waitFor();
    expect(await saved.locator('li').count()).toBe(1);
    await context.close();
  });
});

describe('never kept', () => {
  it('keeps no console page, no POST and no call sent with an Authorization header', async () => {
    await createAdmin(site, 'offline-admin', 'hill-camps-offline-7');
    const { context, page } = await freshContext();
    await visit(page, '/');

    // A POST to an address whose GET is kept: answered by the network, kept nowhere.
    const listUrl = `${site.api}/announcements/?page=1&page_size=20`;
    await page.evaluate(async (url) => {
      await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{}' }).catch(
        () => null,
      );
    }, listUrl);
    // The same call with a staff token: not kept either.
    await page.evaluate(async (url) => {
      await fetch(url, { credentials: 'include', headers: { Authorization: 'Token not-a-real-token' } }).catch(() => null);
    }, listUrl);

    // The console: its pages and its staff calls (all sent with the token).
    await logIn(page, site, 'offline-admin', 'hill-camps-offline-7');
    await page.goto(`${site.web}/admin/announcements`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // With the token stored, the public site's own calls carry it too: none is kept.
    await page.goto(`${site.web}/for-students`);
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.locator('.collapsible').first().waitFor();
    await page.getByRole('tab', { name: 'Previous year questions' }).click();
    await page.locator('.collapsible').first().waitFor();
    // Something the worker does keep, after all of the above: `visit` waits until it is kept, and
    // the worker's writes of the pages before it have happened by then.
    await visit(page, '/about-us');

    const pages = await cached(page, PAGES_CACHE);
    expect(pages).toContain(`${site.web}/about-us`);
    expect(pages.filter((url) => /\/(admin|login|register)/.test(url))).toEqual([]);
    expect(await cached(page, LISTS_CACHE)).toEqual([]);
    const everything = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(`${r.method} ${r.url}`);
      return urls;
    });
    expect(everything.filter((entry) => !entry.startsWith('GET '))).toEqual([]);
    expect(everything.filter((entry) => entry.includes('/api/') || entry.includes('/announcements/'))).toEqual([]);

    // Offline, a console page is not there to show.
    await context.setOffline(true);
    await expect(page.goto(`${site.web}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.close();
  });
});
