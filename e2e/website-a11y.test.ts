// axe-core finds no violations on any public route, in English and (some) in Hindi, on a desktop
// and on a 360 px phone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startSite, type RunningSite } from './support/server';
import { axeViolations } from './support/console';
import { openPage, PUBLIC_ROUTES, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

// The Hindi pages (issue 16) share their English pages' markup: the ones with the most of their
// own words and forms are checked in Hindi too.
const HINDI_ROUTES = ['/hi', '/hi/for-students', '/hi/get-involved', '/hi/announcement/1', '/hi/slot-coordinators'];

describe.each([1280, 360])('accessibility at %i px', (width) => {
  it.each([...PUBLIC_ROUTES.map((r) => r.path), ...HINDI_ROUTES])('%s has no axe violations', async (route) => {
    const { page } = await openPage(browser, width);
    await page.goto(site.web + route, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
