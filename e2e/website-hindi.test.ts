// The website in Hindi (decision 0021): /hi/… mirrors every public route, rendered on the
// server in Devanagari with <html lang="hi"> and hreflang alternates; the header's switch leads to
// the same page in the other language and the choice is remembered; Hindi pages load the scripts
// of their English pages and the Hindi catalogue's own cached files, which English pages never load.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../src/shared/messages/en-website';
import { slotCoordinatorsHi } from '../src/shared/messages/hi-slot-coordinators';
import { websiteMessagesHi as hi } from '../src/shared/messages/hi-website';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { htmlText, openHydrated, PUBLIC_ROUTES, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const DEVANAGARI = /[\u0900-\u097F]/;
const scriptsOf = (html: string) => [...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!).sort();

/** A Hindi text each public route shows in its server HTML (staff content in Hindi where the demo seed gives it). */
const HINDI_TEXTS: Record<string, string[]> = {
  '/': [hi.web.home.joinCause, hi.web.home.latestAnnouncements, hi.web.home.volunteersTitle],
  '/about-us': [hi.web.about.vision, hi.web.about.mission],
  '/teaching': [hi.web.teaching.programs, hi.web.teaching.approach],
  '/for-students': [hi.web.students.updates, hi.web.students.questions, hi.web.students.results],
  '/announcement/1': [hi.web.announcement.important, hi.web.announcement.venue, '2026 शिविर के लिए चयन परीक्षा'],
  '/trustees': [hi.web.trustees.title],
  '/get-involved': [hi.web.involved.volunteerTitle, hi.web.involved.submitApplication],
  '/downloads': [hi.web.downloads.brochures, hi.web.downloads.reports],
  '/downloads/gallery/1': [hi.web.gallery.regularclasses, hi.web.gallery.nextCategory],
  '/contact-us': [hi.web.contact.title, hi.web.contact.send],
  '/coming-soon': [hi.web.comingSoon.title],
  '/slot-coordinators': [hi.web.nav.slotCoordinators, slotCoordinatorsHi.phoneTitle, slotCoordinatorsHi.sendCode],
};

describe('Hindi pages on the server', () => {
  it('renders the home page in Devanagari with lang="hi", its alternates and its own canonical address', async () => {
    const res = await fetch(`${site.web}/hi`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/);
    const text = htmlText(html);
    expect(text).toContain(hi.web.home.latestAnnouncements);
    expect(text).toContain(hi.web.nav.aboutUs);
    expect(text).not.toContain(en.web.home.latestAnnouncements);
    expect(html).toContain(`<link rel="canonical" href="${site.web}/hi">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site.web}/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${site.web}/hi">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${site.web}/">`);
    // In-site links keep the language; the console's stay English.
    expect(html).toContain('href="/hi/about-us"');
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('href="/hi/login"');
  });

  it('renders an announcement in Hindi with its date in Hindi', async () => {
    const html = await (await fetch(`${site.web}/hi/announcement/1`)).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/);
    const text = htmlText(html);
    expect(text).toContain(hi.web.announcement.important);
    expect(text).toMatch(new RegExp(`${hi.web.announcement.date}: \\d{1,2} [\\u0900-\\u097F]+ \\d{4}`));
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site.web}/announcement/1">`);
    expect(html).toContain(`<link rel="canonical" href="${site.web}/hi/announcement/1">`);
  });

  it.each(PUBLIC_ROUTES)(
    "the Hindi page of $path is the same page, with its English page's scripts and the Hindi catalogue's",
    async ({ path }) => {
      const [hindi, english] = await Promise.all([fetch(site.web + hindiPath(path)), fetch(site.web + path)]);
      expect(hindi.status).toBe(200);
      const html = await hindi.text();
      expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/);
      const text = htmlText(html);
      expect(text).toMatch(DEVANAGARI);
      for (const t of HINDI_TEXTS[path] ?? []) expect(text).toContain(t);
      // The English page's scripts and the Hindi catalogue's files (content-hashed, the same on every
      // Hindi page, so cached once); the page's data carries no texts.
      const own = scriptsOf(await english.text());
      const extra = scriptsOf(html).filter((f) => !own.includes(f));
      expect(scriptsOf(html)).toEqual(expect.arrayContaining(own));
      expect(extra).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/hindi-site-[\w-]{8}\.js$/)]));
      for (const file of own) expect(await (await fetch(`${site.web}/${file}`)).text()).not.toContain(hi.web.home.latestAnnouncements);
      expect(html).not.toMatch(/<script type="application\/json" id="app-data">[^<]*"messages":/);
    },
  );

  it('links the same cached Hindi catalogue file in every Hindi page, and an application page its own part', async () => {
    const hindiFiles = async (path: string) => {
      const [hindi, english] = await Promise.all([fetch(site.web + hindiPath(path)), fetch(site.web + path)]);
      const own = scriptsOf(await english.text());
      return scriptsOf(await hindi.text()).filter((f) => !own.includes(f));
    };
    const home = await hindiFiles('/');
    expect(home.length).toBeGreaterThan(0);
    expect(await hindiFiles('/trustees')).toEqual(home);
    const apply = await hindiFiles('/apply');
    expect(apply).toEqual(expect.arrayContaining(home));
    expect(apply.length).toBeGreaterThan(home.length);
    for (const file of apply) {
      const res = await fetch(`${site.web}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(await res.text()).toMatch(DEVANAGARI);
    }
  });

  it('redirects unknown Hindi paths to the Hindi home, and keeps the language through section links', async () => {
    const location = async (path: string) => (await fetch(site.web + path, { redirect: 'manual' })).headers.get('location');
    expect(await location('/hi/no/such/page')).toBe('/hi');
    expect(await location('/hi/')).toBe('/hi');
    expect(await location('/hi/about-us/')).toBe('/hi/about-us');
    expect(await location('/hi/mission')).toBe('/hi/about-us#mission');
    expect(await location('/hi/login')).toBe('/login');
  });
});

describe('in the browser', () => {
  it.each(PUBLIC_ROUTES)('the Hindi page of $path hydrates without errors and keeps its Hindi', async ({ path }) => {
    const { page, errors } = await openHydrated(browser, site.web + hindiPath(path));
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees
    const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const t of HINDI_TEXTS[path] ?? []) expect(body).toContain(t);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stays in Hindi through client-side navigation', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/hi`);
    await page.getByRole('navigation', { name: hi.web.nav.label }).getByRole('link', { name: hi.web.nav.forStudents }).click();
    await page.waitForURL(`${site.web}/hi/for-students`);
    await page.getByRole('heading', { name: hi.web.students.title, level: 1 }).waitFor();
    expect(await page.title()).toContain(hi.web.students.title);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches to the same page in the other language, keeping the query, and remembers the choice', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.web}/for-students?tab=results`);
    const toHindi = page.getByRole('link', { name: en.web.language.label });
    expect(await toHindi.getAttribute('hreflang')).toBe('hi');
    expect(await toHindi.getAttribute('lang')).toBe('hi');
    // Before the scripts have run: the switch is a plain link.
    await toHindi.click();
    await page.waitForURL(`${site.web}/hi/for-students?tab=results`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');

    // The English home page now opens in Hindi; other English addresses still show English.
    await page.goto(site.web);
    expect(new URL(page.url()).pathname).toBe('/hi');
    await page.goto(`${site.web}/about-us`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // And back to English, which the home page then keeps.
    await page.goto(`${site.web}/hi/downloads`);
    await waitForHydration(page);
    const toEnglish = page.getByRole('link', { name: hi.web.language.label });
    expect(await toEnglish.getAttribute('hreflang')).toBe('en');
    await toEnglish.click();
    await page.waitForURL(`${site.web}/downloads`);
    await page.goto(site.web);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('works without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.web}/contact-us`);
    await page.getByRole('link', { name: en.web.language.label }).click();
    await page.waitForURL(`${site.web}/hi/contact-us`);
    expect(await page.getByRole('heading', { name: hi.web.contact.title, level: 1 }).count()).toBe(1);
    await page.goto(site.web);
    expect(new URL(page.url()).pathname).toBe('/hi');
    await context.close();
  });
});
