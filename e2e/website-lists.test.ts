// Every public list reaches every item (decision 0010): with more rows than a page holds, the pages are
// in the query string, so a link or a reload shows the same page, and the oldest row is reachable.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { axeViolations } from './support/console';
import { openHydrated, openPage, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;

const at = (day: number) => new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString();

/** 106 updates, 106 weekly papers, 106 class pictures of camp 1, 25 brochures and 25 reports, all older than the demo content; the first of each the oldest. */
function seedLongLists() {
  const db = new Database(path.join(site.dataDir, 'app.sqlite'));
  try {
    const update = db.prepare('INSERT INTO announcements (title, text, created_at, updated_at) VALUES (?, ?, ?, ?)');
    const brochure = db.prepare('INSERT INTO brochures (title, year, file, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    const report = db.prepare('INSERT INTO reports (title, year, location, file, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    const paper = db.prepare(
      "INSERT INTO test_papers (title, type, exam_date, file, created_at, updated_at) VALUES (?, 'weekly', ?, 'papers/none.pdf', ?, ?)",
    );
    // Copies of a seeded picture of camp 1, its file and variants included.
    const picture = db.prepare(
      `INSERT INTO gallery_items (camp_id, title, description, date, type, image, width, height, variants, created_at, updated_at)
       SELECT camp_id, ?, '', NULL, 'regularclasses', image, width, height, variants, ?, ? FROM gallery_items WHERE camp_id = 1 LIMIT 1`,
    );
    db.transaction(() => {
      for (let i = 0; i < 106; i++) {
        update.run(`Old update ${i}`, 'An old update.', at(i), at(i));
        paper.run(`Old paper ${i}`, at(i).slice(0, 10), at(i), at(i));
        picture.run(`Old picture ${i}`, at(i), at(i));
      }
      for (let i = 0; i < 25; i++) {
        brochure.run(`Old brochure ${i}`, 1990 + i, 'brochures/none.pdf', at(i), at(i));
        report.run(`Old report ${i}`, 1990 + i, 'Dharchula', 'reports/none.pdf', at(i), at(i));
      }
    })();
  } finally {
    db.close();
  }
}

withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(seedLongLists);

describe('paged public lists', () => {
  it('pages the for-students updates through ?page=, down to the oldest of more than 100', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/for-students`, 360);
    const items = page.locator('.announcement-list > li');
    expect(await items.count()).toBe(20);
    const pager = page.getByRole('navigation', { name: 'Pages of All updates' });
    const position = (await pager.locator('.pager__position').textContent()) ?? '';
    const pages = Number(/of (\d+)/.exec(position)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(6);
    await pager.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/for-students\?page=2$/);
    await expect.poll(() => pager.locator('.pager__position').textContent()).toBe(`Page 2 of ${pages}`);
    expect(await page.getByText('Old update 0', { exact: true }).count()).toBe(0);

    // The last page, loaded straight from its address: the oldest update is there.
    await page.goto(`${site.web}/for-students?page=${pages}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Old update 0', exact: true }).count()).toBe(1);
    expect(await pager.getByRole('link', { name: 'Next page' }).count()).toBe(0);
    expect(await pager.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(`/for-students?page=${pages - 1}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages brochures and reports on /downloads each on its own, newest year first', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/downloads`);
    const brochures = page.locator('#brochures .grid > li');
    const reports = page.locator('#reports .grid > li');
    expect(await brochures.count()).toBe(20);
    expect(await reports.count()).toBe(20);
    const brochurePager = page.getByRole('navigation', { name: 'Pages of Brochures' });
    await brochurePager.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/downloads\?brochures_page=2#brochures$/);
    await expect.poll(() => page.locator('#brochures h3').last().textContent()).toBe('Old brochure 0');
    expect(await reports.count()).toBe(20);

    await page.goto(`${site.web}/downloads?brochures_page=2&reports_page=2`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('#reports h3').last().textContent()).toBe('Old report 0');
    expect(await page.locator('#brochures h3').last().textContent()).toBe('Old brochure 0');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sorts a papers table on the server, so that the oldest of 106 comes first, and keeps the sort in the address', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/for-students?tab=questions`);
    await page.locator('summary', { hasText: 'Weekly Test' }).click();
    const table = page.getByRole('table', { name: 'Weekly Test' });
    const firstTitle = () => table.locator('tbody tr td:first-child').first().textContent();
    const sortByDate = table.getByRole('button', { name: 'Sort by Exam Date' });
    await sortByDate.click();
    await sortByDate.click();
    await page.waitForURL(/weekly_sort=date&weekly_order=ascending/);
    await expect.poll(firstTitle).toBe('Old paper 0');
    expect(await table.locator('th[aria-sort="ascending"]').count()).toBe(1);
    expect(await table.locator('tbody tr').count()).toBe(20);

    // A reload keeps the sort and opens the section; the next page continues the same order.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(firstTitle).toBe('Old paper 0');
    await page.getByRole('navigation', { name: 'Pages of Weekly Test' }).getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/weekly_page=2/);
    await expect.poll(firstTitle).toBe('Old paper 20');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("pages a camp's gallery per category, down to the oldest of more than 100 pictures", async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/downloads/gallery/1`, 360);
    expect(await page.locator('.photo-grid > li').count()).toBe(20);
    const pager = page.getByRole('navigation', { name: 'Pages of Regular Classes' });
    const pages = Number(/of (\d+)/.exec((await pager.locator('.pager__position').textContent()) ?? '')?.[1]);
    expect(pages).toBeGreaterThanOrEqual(6);
    await page.goto(`${site.web}/downloads/gallery/1?regularclasses_page=${pages}`);
    await waitForHydration(page);
    // The photo's title is its caption (its alt words add only a description, and it has none).
    await expect
      .poll(() =>
        page
          .locator('.photo-grid figcaption')
          .filter({ hasText: /^Old picture 0$/ })
          .count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    '/for-students?page=2',
    '/for-students?tab=questions&weekly_page=2&weekly_sort=date&weekly_order=ascending',
    '/downloads?brochures_page=2&reports_page=2',
    '/downloads/gallery/1?regularclasses_page=2',
  ])('%s, with its pagers, has no axe violations', async (route) => {
    const { page } = await openPage(browser, 360);
    await page.goto(site.web + route, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await page.locator('.pager').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
