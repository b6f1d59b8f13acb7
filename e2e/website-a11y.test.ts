// axe-core finds no violations on any public route, in English and in Hindi, on a desktop and on
// a 360 px phone.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { axeViolations } from './support/console';
import { openPage, PUBLIC_ROUTES, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

// Every public page again at its Hindi address (axe reports nothing in either language).
const HINDI_ROUTES = PUBLIC_ROUTES.map((r) => (r.path === '/' ? '/hi' : `/hi${r.path}`));

describe.each([1280, 360])('accessibility at %i px', (width) => {
  it.each([...PUBLIC_ROUTES.map((r) => r.path), ...HINDI_ROUTES])('%s has no axe violations', async (route) => {
    const { page } = await openPage(browser, width);
    // The page comes with its data; once React has it, nothing more changes what axe reads (the
    // service worker's install and the later prefetch of the trust's content change nothing on screen).
    await page.goto(site.web + route);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
