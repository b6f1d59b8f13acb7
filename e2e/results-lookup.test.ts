// A student looks up their own marks (decision 0036): in Chromium with JavaScript off, on a 360 px
// phone, in English and in Hindi. Staff first import the roll numbers and the marks through the
// API as the console does (multipart CSV), so the whole path is the product's own.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marksTestBody } from '../src/server/features/results/test-fixtures';
import { siteApi } from './support/api';
import { axeViolations, createAdmin, logIn, navLink, openConsole, screenshot } from './support/console';
import { launchBrowser, startSite, type RunningSite } from './support/server';

const ADMIN = { username: 'results.admin', password: 'deodar-results-2026-camp' };
const contexts: BrowserContext[] = [];
const call = siteApi(() => site);
let [site, browser, token] = [null as unknown as RunningSite, null as unknown as Browser, ''];

async function upload(path: string, fields: Record<string, string>, csv: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([`\uFEFF${csv}`], { type: 'text/csv' }), 'file.csv');
  const res = await fetch(`${site.api}${path}`, { method: 'POST', headers: { Authorization: `Token ${token}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
  token = (await call<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  await upload(
    '/api/roll-register/import/',
    { cycle: '2026', dry_run: 'false' },
    'Roll number,Date of birth\nUK26-00017,04-05-2010\nUK26-00018,2010-09-09\n',
  );
  const test = await call<{ id: number }>('POST', '/api/marks-tests/', marksTestBody(), token);
  const report = await upload(
    `/api/marks-tests/${test.id}/import/`,
    { dry_run: 'false' },
    'Roll number,Maths,Science,Status,Rank\nUK26-00017,44,38,Selected,3\nUK26-00018,20,21,Waitlisted,40\n',
  );
  expect(report.rows_stored).toBe(2);
}, 600_000);
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await site?.stop();
});

/** A phone at 360 px; JavaScript off unless asked (axe needs it on: the page itself has no script either way). */
async function plainPhone(javaScriptEnabled = false): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 780 }, isMobile: true });
  contexts.push(context);
  return context.newPage();
}

describe('a student looks up their marks, JavaScript off, at 360 px', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`in ${lang === 'en' ? 'English' : 'Hindi'}`, async () => {
      const t =
        lang === 'en'
          ? {
              prefix: '',
              roll: 'Roll number',
              dob: 'Date of birth',
              submit: 'See my result',
              status: 'Selected',
              failure: 'We could not find a result',
            }
          : {
              prefix: '/hi',
              roll: 'रोल नंबर',
              dob: 'जन्म तिथि',
              submit: 'मेरा परिणाम देखें',
              status: 'चयनित',
              failure: 'इन विवरणों से कोई परिणाम नहीं मिला',
            };
      const page = await plainPhone();
      await page.goto(`${site.web}${t.prefix}/results`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // A wrong date first: the generic failure, and the form again.
      await page.getByLabel(t.roll).fill('UK26-00017');
      await page.getByLabel(t.dob).fill('2010-05-05');
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByRole('alert').filter({ hasText: t.failure }).waitFor({ timeout: 15_000 });

      await page.getByLabel(t.roll).fill('UK26-00017');
      await page.getByLabel(t.dob).fill('2010-05-04');
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByRole('row', { name: /Maths 44 50/ }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('row', { name: /Science 38 50/ }).count()).toBe(1);
      expect(await page.getByText(t.status, { exact: false }).count()).toBeGreaterThan(0);
      expect(await page.content()).not.toContain('UK26-00018');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `results-${lang}`);

      const checked = await plainPhone(true);
      await checked.goto(`${site.web}${t.prefix}/results`);
      expect(await axeViolations(checked)).toEqual([]);
      await checked.getByLabel(t.roll).fill('UK26-00017');
      await checked.getByLabel(t.dob).fill('2010-05-04');
      await checked.getByRole('button', { name: t.submit }).click();
      await checked.getByRole('row', { name: /Maths 44 50/ }).waitFor({ timeout: 15_000 });
      expect(await axeViolations(checked)).toEqual([]);
    }, 120_000);
  }
});

describe('staff add a test and import its marks in the console', () => {
  it('adds a test with subjects and a publish time, checks a CSV, then imports it', async () => {
    const { context, page, errors } = await openConsole(browser);
    contexts.push(context);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    await navLink(page, 'Marks').click();
    await page.getByRole('heading', { level: 1, name: 'Tests with marks' }).waitFor();
    const add = page.getByRole('form', { name: 'Add a test' });
    await add.getByLabel('Title').fill('Weekly test 7');
    await add.getByLabel('Cycle code').fill('2026');
    await add.getByLabel('Type').selectOption('weekly');
    await add.getByLabel('Date of the test').fill('2026-11-20');
    await add.getByLabel('Subject 1').fill('Physics');
    await add.getByLabel('Maximum marks').fill('30');
    await add.getByLabel('Publish at (India time)').fill('2026-11-21T10:00');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const imports = page.getByRole('form', { name: 'Import marks' });
    await imports.getByLabel('Import marks').selectOption({ label: 'Weekly test 7 (2026-11-20)' });
    await imports.getByLabel(/CSV or XLSX file/).setInputFiles({
      name: 'weekly-7.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Roll number,Physics,Status\nUK26-00017,27,selected\nUK26-00018,31,waitlisted\n'),
    });
    await imports.getByRole('button', { name: 'Check the file' }).click();
    await imports.getByText('3: Physics: 31 is more than the maximum of 30').waitFor();
    expect(await imports.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await imports.getByLabel(/CSV or XLSX file/).setInputFiles({
      name: 'weekly-7.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Roll number,Physics,Status\nUK26-00017,27,selected\nUK26-00018,30,waitlisted\n'),
    });
    await imports.getByRole('button', { name: 'Check the file' }).click();
    await imports.getByRole('status').filter({ hasText: '2 rows are ready to import.' }).waitFor();
    await imports.getByRole('button', { name: 'Import', exact: true }).click();
    await imports.getByRole('status').filter({ hasText: '2 rows stored (0 replaced).' }).waitFor();
    await page.getByRole('row', { name: /Weekly test 7 .* 2 *$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-marks');
    expect(errors).toEqual([]);
  }, 120_000);
});
