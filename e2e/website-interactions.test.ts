// For-students sorting and collapsibles, camp gallery categories, a download, the donation step.
import fs from 'node:fs';
import type { Browser, Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { openHydrated, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('for students', () => {
  it('shows papers in collapsed sections and sorts by exam date, newest first on the first click', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/for-students`);
    await page.getByRole('tab', { name: 'Previous year questions' }).click();
    const weekly = page.locator('summary', { hasText: 'Weekly Test' });
    const open = () => weekly.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    expect(await open()).toBe(false);
    await weekly.click();
    expect(await open()).toBe(true);
    const table = page.getByRole('table', { name: 'Weekly Test' });
    const dates = async () =>
      (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) => t.split('-').reverse().join('-'));
    const sorted = async (order: 'asc' | 'desc') => {
      const shown = await dates();
      const expected = [...shown].sort();
      return JSON.stringify(shown) === JSON.stringify(order === 'asc' ? expected : expected.reverse());
    };
    // The tables sort on the server: the rows change once the sorted page arrives.
    await table.getByRole('button', { name: 'Sort by Exam Date' }).click();
    await expect.poll(() => table.locator('th[aria-sort="descending"]').count()).toBe(1);
    await expect.poll(() => sorted('desc')).toBe(true);
    await table.getByRole('button', { name: 'Sort by Exam Date' }).click();
    await expect.poll(() => table.locator('th[aria-sort="ascending"]').count()).toBe(1);
    await expect.poll(() => sorted('asc')).toBe(true);
    await table.getByRole('button', { name: 'Sort by Exam Date' }).click();
    expect(await table.locator('th[aria-sort="none"]').count()).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('camp gallery', () => {
  it('moves through the categories with the tabs and the previous/next buttons', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/downloads/gallery/1`);
    const previous = page.getByRole('button', { name: /Previous Category/ });
    const next = page.getByRole('button', { name: /Next Category/ });
    expect(await previous.isDisabled()).toBe(true);
    expect(await page.locator('.photo-grid img').count()).toBeGreaterThan(0);
    await next.click();
    expect(await page.getByRole('tab', { name: 'Doubt Sessions' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Exams' }).click();
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    const img = page.locator('.photo-grid img').first();
    expect(await img.getAttribute('srcset')).toMatch(/400w/);
    expect(await img.getAttribute('width')).toBeTruthy();
    await page.goto(`${site.web}/downloads/gallery/9999`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'No Gallery Images Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Downloads' }).click();
    await page.waitForURL(`${site.web}/downloads`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('downloads', () => {
  it('downloads a brochure file from the API: a stored PDF is saved, never opened as a page', async () => {
    const { page } = await openHydrated(browser, `${site.web}/downloads`);
    // The link opens a new tab (§8), which the API's attachment reply turns into a download.
    // Chromium reports the download on the page that opened the tab or on the tab: either will do.
    const download = new Promise<Download>((resolve) => {
      page.on('download', resolve);
      page.context().on('page', (tab) => tab.on('download', resolve));
    });
    await page.getByRole('link', { name: 'Download: Summer camp brochure 2024' }).click();
    const saved = await download;
    expect(saved.url()).toMatch(new RegExp(`^${site.api}/media/brochures/.+\\.pdf$`));
    expect(saved.suggestedFilename()).toMatch(/^brochures-[0-9a-f]+\.pdf$/);
    expect(
      fs
        .readFileSync((await saved.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const res = await fetch(saved.url());
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    await page.close();
  });
});
