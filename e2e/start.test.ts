import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, withSiteAndBrowser } from './support/server';

let site: RunningSite;
let browser: Browser;
// A first start: on an empty data folder, as a new user's `npm start` (the other files copy a seeded one).
withSiteAndBrowser((started) => ({ site, browser } = started), {}, { fresh: true });

describe('npm start', () => {
  it('serves the API on the seeded database and the website to a browser', async () => {
    const res = await fetch(`${site.api}/announcements/`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThanOrEqual(8);

    const page = await browser.newPage();
    const reply = await page.goto(site.web);
    expect(reply?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    await page.close();
  });
});
