// axe-core finds no violations on any public route, on a desktop and on a 360 px phone.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startSite, type RunningSite } from './support/server';
import { openPage, PUBLIC_ROUTES, waitForHydration } from './support/website';

const AXE = fs.readFileSync(path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');

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

describe.each([1280, 360])('accessibility at %i px', (width) => {
  it.each(PUBLIC_ROUTES.map((r) => r.path))('%s has no axe violations', async (route) => {
    const { page } = await openPage(browser, width);
    await page.goto(site.web + route, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses inline scripts.
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    expect(violations).toEqual([]);
    await page.close();
  });
});
