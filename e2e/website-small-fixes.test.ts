// Decision 0030, in Chromium: the carousels' buttons on a phone, Escape and §9's 980 px
// for the menu, the donation's §5 text for 0, a broken photo's placeholder, the sitemap without the
// placeholder page, and an empty database's pages naming the site by its host.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, startSite, withSiteAndBrowser } from './support/server';
import { openPage, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

async function open(width: number, path: string): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(browser, width);
  await watched.page.goto(`${site.web}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

describe('menu', () => {
  it('Escape closes the open menu and puts the focus back on Menu', async () => {
    const { page, errors } = await open(360, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' });
    await contact.waitFor();
    await contact.focus();
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const lang of ['', '/hi']) {
    it(`shows Menu at 980 px and the whole menu on the brand's row at 981 px${lang ? ' (Hindi)' : ''}`, async () => {
      const narrow = await open(980, `${lang}/about-us`);
      expect(await narrow.page.locator('.site-header__menu-button').isVisible()).toBe(true);
      await narrow.page.close();
      const { page, errors } = await open(981, `${lang}/about-us`);
      expect(await page.locator('.site-header__menu-button').isVisible()).toBe(false);
      const header = (await page.locator('.site-header').boundingBox())!;
      const brand = (await page.locator('.site-header__brand').boundingBox())!;
      const items = await page.locator('#site-nav li').all();
      expect(items).toHaveLength(9);
      for (const item of items) {
        const b = (await item.boundingBox())!;
        expect(b.y + b.height).toBeLessThanOrEqual(header.y + header.height);
        expect(b.x).toBeGreaterThan(brand.x + brand.width);
        expect(b.x + b.width).toBeLessThanOrEqual(981);
      }
      expect(header.height).toBeLessThanOrEqual(72);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('carousels', () => {
  it('have previous/next buttons on a phone', async () => {
    const { page } = await open(360, '/');
    for (const name of ['Testimonials', 'Volunteer Experience']) {
      const carousel = page.getByRole('group', { name, exact: true });
      expect(await carousel.getByRole('button', { name: 'Next slides' }).isVisible()).toBe(true);
      expect(await carousel.getByRole('button', { name: 'Previous slides' }).isVisible()).toBe(true);
    }
    await page.close();
  });
});

describe('forms and pictures', () => {
  it('a donation of 0 says §5’s text, in English and in Hindi', async () => {
    const { page, errors } = await open(360, '/get-involved?tab=donate');
    await page.getByLabel('Amount (INR)').fill('0');
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid donation amount' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.getByLabel('Amount (INR)').fill('500');
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid donation amount' }).waitFor({ state: 'detached' });
    await page.goto(`${site.web}/hi/get-involved?tab=donate`);
    await waitForHydration(page);
    await page.locator('#donation-amount').fill('0');
    await page.locator('#donation-error').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a gallery photo that does not load shows the placeholder, not a broken image', async () => {
    const watched = await openPage(browser, 360);
    const { page } = watched;
    // Every camp picture fails, before and after the scripts run.
    await page.route(
      (u) => u.origin === site.api && /\/media\//.test(u.pathname),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${site.web}/downloads/gallery/1`);
    await waitForHydration(page);
    const photos = page.locator('.photo-grid img');
    await expect
      .poll(() => photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).currentSrc.endsWith('/images/placeholder.svg'))))
      .toBe(true);
    expect(await photos.count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('site index', () => {
  it('leaves the Coming Soon placeholder out of the sitemap', async () => {
    const xml = await (await fetch(`${site.web}/sitemap.xml`)).text();
    expect(xml).toContain('/about-us</loc>');
    expect(xml).not.toContain('coming-soon');
  });
});

describe('an empty database', () => {
  it('names the site by its host until staff give a name: no empty name in titles, metadata or the footer', async () => {
    const empty = await startSite({ SEED_DEMO: 'false' });
    try {
      const html = await (await fetch(`${empty.web}/about-us`)).text();
      expect(html).toContain('<meta property="og:site_name" content="localhost">');
      expect(html).toMatch(/<title>[^<]+ \| localhost<\/title>/);
      const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
      await page.goto(`${empty.web}/`);
      await waitForHydration(page);
      const footer = (await page.locator('.site-footer__copyright').textContent()) ?? '';
      expect(footer).toMatch(/^© \d{4} localhost\. /);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('localhost');
      await page.close();
    } finally {
      await empty.stop();
    }
  });
});
