// Decision 0030: with JavaScript off, papers, results and every photo are within reach. The
// tabs are links to their own address (`?tab=questions`), the paper and result sections are
// <details> that open by themselves, and a camp gallery's category is in its address; in Hindi the
// links keep the page's language. In Chromium on a 360 px phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startSite, type RunningSite } from './support/server';

let site: RunningSite;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await site?.stop();
});

async function plainPage(): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, isMobile: true });
  contexts.push(context);
  return context.newPage();
}

/** Follows a link and waits for the page the server answers with. */
async function follow(page: Page, name: string | RegExp, role: 'link' | 'tab' | 'button' = 'link') {
  await Promise.all([page.waitForNavigation(), page.getByRole(role, { name, exact: typeof name === 'string' }).click()]);
}

const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').textContent();

describe('without JavaScript', () => {
  it('for students: the tabs are links, and a paper section opens to its table and files', async () => {
    const page = await plainPage();
    await page.goto(`${site.web}/for-students`);
    await follow(page, 'Previous year questions', 'tab');
    expect(new URL(page.url()).search).toBe('?tab=questions');
    expect(await selectedTab(page)).toBe('Previous year questions');
    const table = page.getByRole('table', { name: 'Weekly Test' });
    expect(await table.isVisible()).toBe(false);
    await page.locator('summary', { hasText: 'Weekly Test' }).click();
    expect(await table.isVisible()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await table.locator('tbody a[href]').count()).toBeGreaterThan(0);

    await follow(page, 'Results', 'tab');
    expect(new URL(page.url()).search).toBe('?tab=results');
    await page.locator('summary', { hasText: 'Screening Test' }).click();
    expect(await page.getByRole('table', { name: 'Screening Test' }).locator('tbody tr').count()).toBeGreaterThan(0);
    await follow(page, 'All updates', 'tab');
    expect(new URL(page.url()).search).toBe('');
  });

  it('in Hindi the tab links keep the page’s language', async () => {
    const page = await plainPage();
    await page.goto(`${site.web}/hi/for-students`);
    const hrefs = await page.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('href')));
    expect(hrefs).toEqual(['/hi/for-students', '/hi/for-students?tab=questions', '/hi/for-students?tab=results']);
    await page.goto(`${site.web}/hi/get-involved`);
    const involved = await page.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('href')));
    expect(involved).toEqual(['/hi/get-involved', '/hi/get-involved?tab=donate', '/hi/get-involved?tab=partner']);
  });

  it('a camp gallery shows every category: by its tab, and by Previous / Next Category', async () => {
    const page = await plainPage();
    await page.goto(`${site.web}/downloads/gallery/1`);
    const photos = () => page.locator('.photo-grid img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    const regular = await photos();
    expect(regular.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Previous Category/ }).isDisabled()).toBe(true);

    await follow(page, 'Doubt Sessions', 'tab');
    expect(new URL(page.url()).search).toBe('?category=doubts');
    expect(await selectedTab(page)).toBe('Doubt Sessions');
    const doubts = await photos();
    expect(doubts.length).toBeGreaterThan(0);
    expect(doubts).not.toEqual(regular);

    await follow(page, /Next Category/, 'button');
    expect(new URL(page.url()).search).toBe('?category=exams');
    expect(await selectedTab(page)).toBe('Exams');
    expect(await page.getByRole('button', { name: /Next Category/ }).isDisabled()).toBe(true);
    await follow(page, /Previous Category/, 'button');
    expect(new URL(page.url()).search).toBe('?category=doubts');
    expect(await photos()).toEqual(doubts);
  });
});
