// Decision 0031's staff tasks in the console, on a 360 px phone: with the default SMS_PROVIDER=log the
// console says in plain words that texts are not sent, and an admin gives a slot coordinator a
// sign-in code by hand (shown once; the link signs them in on the website; the audit log has it);
// the e-mail warnings say whom to ask.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, createAdmin, logIn, openConsole, screenshot, type ConsolePage } from './support/console';
import { siteApi } from './support/api';
import { launchBrowser, startSite, type RunningSite } from './support/server';
import { waitForHydration } from './support/website';

const ADMIN = { username: 'tasks.admin', password: 'pithoragarh-office-2026' };

let site: RunningSite;
let browser: Browser;
let admin: ConsolePage;
let adminToken: string;

const call = siteApi(() => site);
const api = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, body, adminToken);

beforeAll(async () => {
  site = await startSite({ SMS_PROVIDER: 'log' });
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
  adminToken = (await call<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  await api('POST', '/api/slot-coordinators/', { name: 'Neha Pant', phone_number: '9876543210' });
  admin = await openConsole(browser, 360, { acceptDownloads: true });
  await logIn(admin.page, site, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await site?.stop();
});

/** The page is no wider than the phone's screen. */
const noSidewaysScroll = () => admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('settings that need a server', () => {
  it('the dashboard says in plain words that e-mail and texts are not set up, and whom to ask', async () => {
    const { page } = admin;
    await page.getByText('E-mail is not set up: ask the person who runs the server to set SMTP_URL.').waitFor();
    await page.getByText('Texts are not being sent: slot coordinators cannot get their sign-in codes by SMS.').waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a sign-in code given by hand', () => {
  let link = '';
  let code = '';

  it('the coordinator list says texts are not sent; an admin gives a code, shown once with its link', async () => {
    const { page, errors } = admin;
    await page.getByRole('link', { name: 'Open the slot coordinator list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Slot coordinator list' }).waitFor();
    await page.getByText(/^Texts are not being sent: sign-in codes for slot coordinators only reach the server log/).waitFor();
    expect(await page.getByText(/Ask the person who runs the server to set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL/).count()).toBe(1);
    expect(await noSidewaysScroll()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Give Neha Pant a sign-in code' }).click();
    const question = page.getByRole('alertdialog', { name: 'Give Neha Pant a sign-in code?' });
    await question.getByRole('button', { name: 'Give a code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign-in code for Neha Pant' });
    await dialog.waitFor();
    code = (await dialog.getByLabel('Code', { exact: true }).textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    link = await dialog.getByLabel('Sign-in link').inputValue();
    expect(link).toBe(`${site.web}/slot-coordinators#phone=%2B919876543210&code=${code}`);
    expect(await dialog.getByText(/^This code is shown only now\./).count()).toBe(1);
    await screenshot(page, 'tasks-sign-in-code-360');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Shown once: nothing on the screen or in the page's text holds it any more.
    expect(await page.content()).not.toContain(code);
    expect(errors).toEqual([]);

    const audit = await api<{ action: string; entity: string; details: unknown }[]>(
      'GET',
      '/api/audit-log/?action=sign_in_code&entity=slot_coordinators',
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it('the link fills in the number and the code on the website, and signs the coordinator in once', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.getByText('The trust gave you this code. Press Sign in to use it: it works once, within 10 minutes.').waitFor();
    expect(await page.getByLabel('6-digit code').inputValue()).toBe(code);
    // The code leaves the address bar (and so the history) at once.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as Neha Pant').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Hindi that staff can fix', () => {
  const panel = () => admin.page.getByRole('region', { name: 'Hindi still missing' });

  it('the dashboard counts, per kind, the items without Hindi; a result given its Hindi shows on /hi/', async () => {
    const { page, errors } = admin;
    await page.goto(`${site.web}/admin`);
    await panel().getByRole('link', { name: 'Test results' }).waitFor();
    // The demo's nine results are in English only; its events all have their Hindi (decision 0031).
    expect(await panel().getByRole('listitem').filter({ hasText: 'Test results' }).textContent()).toBe(
      'Test results: 9 of 9 without Hindi',
    );
    expect(await panel().getByRole('link', { name: 'Events' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await panel().getByRole('link', { name: 'Test results' }).click();
    await page.getByRole('link', { name: 'Edit Weekly test results 2025' }).click();
    await page.getByLabel('Title (Hindi)').fill('साप्ताहिक परीक्षा परिणाम 2025');
    expect(await page.getByLabel('Title (Hindi)').getAttribute('lang')).toBe('hi');
    expect(await noSidewaysScroll()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();

    await page.goto(`${site.web}/admin`);
    await panel().getByText('Test results: 8 of 9 without Hindi').waitFor();
    expect(errors).toEqual([]);

    const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await visitor.goto(`${site.web}/hi/for-students?tab=results`);
    // In the weekly tests' section (closed until opened): present in the page.
    await visitor.getByText('साप्ताहिक परीक्षा परिणाम 2025').first().waitFor({ state: 'attached' });
    // The others have no Hindi yet: their English shows; the camp's name is in Hindi (task 3).
    expect(await visitor.getByText('Weekly test results 2024').count()).toBeGreaterThan(0);
    expect(await visitor.getByText('धारचूला ग्रीष्मकालीन शिविर').count()).toBeGreaterThan(0);
    // The demo's events in their Hindi (task 4).
    await visitor.goto(`${site.web}/hi/`);
    await visitor.getByRole('heading', { name: 'वार्षिक स्वयंसेवक सम्मेलन' }).waitFor();
    await visitor.close();
  });

  it('the Hindi Get Involved page shows the volunteer roles and organization types in Hindi, sending the same values', async () => {
    const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await visitor.goto(`${site.web}/hi/get-involved`);
    const roles = await visitor
      .locator('#volunteer-role option')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(roles).toContainEqual(['Teacher', 'शिक्षक']);
    expect(roles).toContainEqual(['Other', 'अन्य']);
    expect(roles.some(([, label]) => label === 'Teacher')).toBe(false);
    await visitor.close();
  });
});

describe('the inbox', () => {
  it('has a reply link on every message, to the sender with the subject filled in', async () => {
    await call('POST', '/contact/', {
      name: 'Asha Rawat',
      email: 'asha@example.org',
      subject: 'Books & maps',
      message: 'We can send books.',
    });
    const { page, errors } = admin;
    await page.goto(`${site.web}/admin/inbox?box=contact`);
    const reply = page.getByRole('link', { name: 'Reply by e-mail to Asha Rawat' });
    expect(await reply.getAttribute('href')).toBe('mailto:asha@example.org?subject=Re%3A%20Books%20%26%20maps');
    await page.getByRole('button', { name: 'Read: Asha Rawat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asha Rawat' });
    expect(await dialog.getByRole('link', { name: 'Reply by e-mail to Asha Rawat' }).getAttribute('href')).toBe(
      'mailto:asha@example.org?subject=Re%3A%20Books%20%26%20maps',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('backups', () => {
  it('warns until a backup has worked; then shows the last run and downloads the newest archive', async () => {
    const { page, errors } = admin;
    await page.goto(`${site.web}/admin`);
    await page.getByText('No backup has worked for more than a day.').waitFor();
    await page.getByRole('link', { name: 'Open the Backups screen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Backups' }).waitFor();
    await page.getByText(/^No backup has been recorded yet\. Ask the person who runs the server/).waitFor();

    // The nightly command, as the server runs it.
    const dir = path.join(site.dataDir, 'backups');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', '--dir', dir], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', BACKUP_KEY: 'ab'.repeat(32) },
    });
    const [archive] = fs.readdirSync(dir).filter((f) => f.endsWith('.tar.gz'));
    await page.reload();
    const last = page.getByRole('region', { name: 'Last backup' });
    await last.getByText('Worked').waitFor();
    expect(await last.getByText(archive!).count()).toBe(1);
    expect(await page.getByText('No backup has worked for more than a day.').count()).toBe(0);
    expect(await noSidewaysScroll()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the newest archive' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(archive);
    const saved = await download.path();
    expect(fs.readFileSync(saved).equals(fs.readFileSync(path.join(dir, archive!)))).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('lists of points', () => {
  it('a trustee’s points: each with its Hindi beside it, one added and moved up by keyboard, shown on the website', async () => {
    const { page, errors } = admin;
    await page.goto(`${site.web}/admin/site/trustees`);
    await page.getByRole('link', { name: 'Edit Dr. R. S. Bisht' }).click();
    const points = page.getByRole('group', { name: /^Points/ });
    const second = points.getByRole('group', { name: 'Point 2' });
    expect(await second.getByLabel('English').inputValue()).toBe('Retired professor of physics with four decades of teaching.');
    // The demo leaves its Hindi empty.
    expect(await second.getByLabel('Hindi').inputValue()).toBe('');
    await second.getByLabel('Hindi').fill('भौतिकी के सेवानिवृत्त प्राध्यापक।');

    await points.getByRole('button', { name: 'Add a point' }).press('Enter');
    const added = points.getByRole('group', { name: 'Point 4' });
    // The new point's English field has the focus: typing goes there.
    await page.keyboard.type('Mentor of the Munsiyari camp.');
    expect(await added.getByLabel('English').inputValue()).toBe('Mentor of the Munsiyari camp.');
    await added.getByLabel('Hindi').fill('मुनस्यारी शिविर के मार्गदर्शक।');
    await points.getByRole('button', { name: 'Move up (point 4)' }).press('Enter');
    await points.getByRole('status').getByText('Point 4 moved to place 3.').waitFor();
    expect(await points.getByRole('group', { name: 'Point 3' }).getByLabel('English').inputValue()).toBe('Mentor of the Munsiyari camp.');
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'tasks-points-360');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    expect(errors).toEqual([]);

    const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await visitor.goto(`${site.web}/hi/trustees`);
    const trustee = visitor.locator('#trustee-1');
    await trustee.getByText('भौतिकी के सेवानिवृत्त प्राध्यापक।').waitFor();
    const items = await trustee.getByRole('listitem').allTextContents();
    expect(items.indexOf('मुनस्यारी शिविर के मार्गदर्शक।')).toBe(items.indexOf('भौतिकी के सेवानिवृत्त प्राध्यापक।') + 1);
    await visitor.goto(`${site.web}/trustees`);
    await visitor.locator('#trustee-1').getByText('Mentor of the Munsiyari camp.').waitFor();
    await visitor.close();
  });
});

describe('pictures of the site', () => {
  it('an admin uploads a logo at 360 px, keeping a part chosen by keyboard; the website shows it, and the built-in one again after', async () => {
    const { page, errors } = admin;
    await page.goto(`${site.web}/admin/site/pictures`);
    await page.getByRole('heading', { level: 1, name: 'Pictures of the site' }).waitFor();
    const logo = page.getByRole('region', { name: 'Logo' });
    await logo.getByText('The website’s own picture is shown.').waitFor();
    // A wide picture: the square frame keeps a part of it.
    const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1d6b3a' } })
      .png()
      .toBuffer();
    await logo.getByLabel(/^Choose a picture/).setInputFiles({ name: 'our logo.png', mimeType: 'image/png', buffer: picture });
    const across = logo.getByLabel('Left to right');
    await across.focus();
    await page.keyboard.press('Home');
    expect(await across.inputValue()).toBe('0');
    await logo.getByLabel('Zoom').focus();
    await page.keyboard.press('ArrowRight');
    expect(await noSidewaysScroll()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tasks-pictures-360');
    await logo.getByRole('button', { name: 'Upload this picture' }).click();
    await logo.getByText('Saved: the website shows the new picture.').waitFor();
    await logo.getByText('Now on the website').waitFor();
    expect(errors).toEqual([]);

    const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await visitor.goto(`${site.web}/hi/`);
    const brand = visitor.locator('header img').first();
    expect(await brand.getAttribute('src')).toMatch(/\/media\/site\/[a-f0-9]{24}-w400\.webp$/);
    expect(await brand.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(400);
    // The share picture was not changed: the built-in one goes with a shared link.
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${site.web}/images/share.png`);

    await logo.getByRole('button', { name: 'Go back to the website’s own picture' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Go back to the website’s own picture' }).click();
    await logo.getByText('The website’s own picture is shown.').waitFor();
    await visitor.reload();
    expect(await visitor.locator('header img').first().getAttribute('src')).not.toContain('/media/');
    await visitor.close();
    expect(errors).toEqual([]);
  });
});

describe('page headings and intro lines', () => {
  it('an admin words the About page’s heading and intro in both languages; the page shows them, without scripts too', async () => {
    const { page, errors } = admin;
    await page.goto(`${site.web}/admin/site/page-texts`);
    const about = page.getByRole('group', { name: 'About Us' });
    await about.getByText('Left empty, the website shows its own: “About Us”.').waitFor();
    await about.getByLabel('Heading (optional)').fill('Who we are');
    await about.getByLabel('Heading (Hindi)').fill('हम कौन हैं');
    await about.getByLabel('Intro line (Hindi)').fill('पहाड़ के गाँवों के लिए शिक्षकों और परिवारों का न्यास।');
    expect(await noSidewaysScroll()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    expect(errors).toEqual([]);

    const visitor = await browser.newContext({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });
    const tab = await visitor.newPage();
    await tab.goto(`${site.web}/about-us`);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Who we are');
    // No English intro given: the website's own.
    await tab.getByText('A trust of teachers, students and families').first().waitFor();
    await tab.goto(`${site.web}/hi/about-us`);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('हम कौन हैं');
    await tab.getByText('पहाड़ के गाँवों के लिए शिक्षकों और परिवारों का न्यास।').waitFor();
    await visitor.close();
  });
});

describe('the program form', () => {
  it('makes the slug from the title when it is left empty', async () => {
    const { page, errors } = admin;
    await page.goto(`${site.web}/admin/site/programs/new`);
    await page.getByLabel('Title', { exact: true }).fill('Board Exam Coaching (Class 10)');
    expect(await page.getByLabel('Web address (slug)').getAttribute('aria-required')).not.toBe('true');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created.').waitFor();
    await page.getByText('board-exam-coaching-class-10').waitFor();
    expect(errors).toEqual([]);
  });
});
