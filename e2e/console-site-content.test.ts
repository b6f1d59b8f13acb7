// Site content (decision 0013), tried as a new staff member would: in the console's Website screens an admin changes
// a trustee's name and photo, adds a testimonial, reorders the programs (by drag and drop and by
// keyboard), and changes the contact phone and a social link. Each shows on the public website
// within seconds — in the server-rendered HTML and on the rendered page — with no source changed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../src/shared/schemas/staff/site-content';
import { pngFile } from '../src/server/test-support/staff-fixtures';
import { createAdmin, fieldError, logIn, navLink, openConsole, type ConsolePage } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { waitForHydration } from './support/website';

const ADMIN = { username: 'new.editor', password: 'deodar-ridge-path-2026' };
/** How long a change may take to show: the public replies and pages are reused for a few seconds. */
const SECONDS = 15;
const HINDI_QUOTE = 'शिविर के शिक्षकों ने रटने के बजाय सवाल हल करना सिखाया।';

/** Every file under src/ with its size and change time: the same at the end, nothing was edited. */
function sourceSnapshot(): string {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return walk(full);
      const stat = fs.statSync(full);
      return [`${full} ${stat.size} ${stat.mtimeMs}`];
    });
  return walk(SRC).join('\n');
}
const SRC = path.resolve(import.meta.dirname, '../src');
const sourcesAtStart = sourceSnapshot();

let site: RunningSite;
let browser: Browser;
let admin: ConsolePage;
withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  admin = await openConsole(browser);
  await logIn(admin.page, site, ADMIN.username, ADMIN.password);
  // The demo content has trustees and programs; should it hold fewer, a few are added first.
  const token = await admin.page.evaluate(() => localStorage.getItem('token'));
  const have = await content();
  const add = async (kind: string, body: unknown, method = 'POST') => {
    const res = await fetch(`${site.api}/api/content/${kind}/`, {
      method,
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${kind}: ${res.status} ${await res.text()}`);
  };
  if (!have.settings.name) await add('settings', { name: 'Hill Camps Education Trust' }, 'PUT');
  for (let n = have.trustees.length; n < 2; n++) await add('trustees', { name: `Trustee ${n + 1}`, title: 'Trustee', points: ['Teacher'] });
  for (let n = have.programs.length; n < 3; n++)
    await add('programs', { title: `Program ${n + 1}`, slug: `program-${n + 1}`, text: 'Two months.' });
});
afterAll(async () => {
  await admin?.context.close();
});

async function content(): Promise<SiteContent> {
  return (await (await fetch(`${site.api}/api/site-content/`)).json()) as SiteContent;
}

/** Text as it appears in HTML. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The server-rendered page (no script run) until `check` holds; within SECONDS of `since`. */
async function eventuallyHtml(path: string, since: number, check: (body: string) => boolean): Promise<string> {
  for (;;) {
    const body = await (await fetch(`${site.web}${path}`)).text();
    if (check(body)) {
      expect(Date.now() - since).toBeLessThan(SECONDS * 1000);
      return body;
    }
    if (Date.now() - since > SECONDS * 1000) throw new Error(`${path} never showed the change in its HTML`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The rendered page in a visitor's browser until `check` holds. */
async function eventuallyPage(page: Page, path: string, since: number, check: () => Promise<boolean>): Promise<void> {
  for (;;) {
    await page.goto(`${site.web}${path}`);
    await waitForHydration(page);
    if (await check()) return;
    if (Date.now() - since > SECONDS * 1000) throw new Error(`${path} never showed the change`);
    await page.waitForTimeout(500);
  }
}

/** The text of each row of an ordered list in the console. */
async function consoleOrder(page: Page, list: string): Promise<string[]> {
  const rows = page.getByRole('list', { name: list });
  await rows.getByRole('listitem').first().waitFor();
  return rows.locator('.reorder__body strong').allTextContents();
}

describe('a new staff member keeps the website current from the console', () => {
  it('changes a trustee’s name and photo', async () => {
    const { page, errors } = admin;
    const before = (await content()).trustees[1]!;
    const name = 'Dr. Meera Joshi';
    await navLink(page, 'Trustees').click();
    await page.getByRole('heading', { level: 1, name: 'Trustees' }).waitFor();
    // Each trustee links to its own place on the public page.
    await expect(page.getByRole('link', { name: `View on the website: ${before.name}` }).getAttribute('href')).resolves.toBe(
      `/trustees#trustee-${before.id}`,
    );
    await page.getByRole('link', { name: `Edit ${before.name}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit trustee' }).waitFor();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(before.name);
    // An empty name is refused with the shared schema's message before anything is sent.
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await fieldError(page, 'Name', 'Please fill in all required fields').waitFor();

    await page.getByLabel('Name', { exact: true }).fill(name);
    // A photo of noise (it does not compress: about 250 KB) sent over a slowed upload, so that the
    // upload lasts long enough to report its progress.
    const noise = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    await page.getByLabel('Photo').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: noise });
    await page.getByText('Chosen image').waitFor();
    await page.getByLabel('Image description (optional)', { exact: true }).fill(`Photo of ${name}`);
    // The upload reports its progress while it is sent.
    const progress = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const seen = () => document.querySelector('progress[aria-label="Upload progress"]') !== null;
          if (seen()) return resolve(true);
          const observer = new MutationObserver(() => {
            if (seen()) {
              observer.disconnect();
              resolve(true);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(false), 10_000);
        }),
    );
    const cdp = await page.context().newCDPSession(page);
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
    await cdp.send('Network.enable');
    await throttle(200 * 1024);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const since = Date.now();
    await throttle(-1);
    await cdp.detach();
    expect(await progress).toBe(true);
    await page.getByRole('list', { name: 'Trustees' }).getByText(name, { exact: true }).waitFor();

    const saved = (await content()).trustees.find((t) => t.id === before.id)!;
    expect(saved.name).toBe(name);
    expect(saved.image).not.toBeNull();
    expect(saved.image?.url).not.toBe(before.image?.url ?? '');
    const files = [saved.image!.url, ...saved.image!.variants.map((v) => v.url)].map((u) => new URL(u).pathname);

    const body = await eventuallyHtml('/trustees', since, (b) => b.includes(html(name)));
    expect(body).not.toContain(html(before.name));
    expect(files.some((f) => body.includes(f))).toBe(true);
    // The console's "View on the website" link lands on this trustee's own entry.
    expect(body).toContain(`id="trustee-${before.id}"`);

    const visitor = await browser.newPage();
    await eventuallyPage(visitor, '/trustees', since, () => visitor.getByRole('heading', { name }).isVisible());
    // The trustee's own entry (the innermost one holding the name) shows the new photo.
    const item = visitor
      .locator('li, article')
      .filter({ has: visitor.getByRole('heading', { name }) })
      .last();
    const shown = await item
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => `${i.getAttribute('src')} ${i.getAttribute('srcset') ?? ''}`).join(' '));
    expect(files.some((f) => shown.includes(f))).toBe(true);
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('adds a testimonial', async () => {
    const { page, errors } = admin;
    const quote = 'The camp teachers showed me how to solve a problem instead of memorising it. I cleared my board exams with distinction.';
    await navLink(page, 'Testimonials').click();
    await page.getByRole('link', { name: 'Add testimonial' }).click();
    await page.getByRole('heading', { level: 1, name: 'New testimonial' }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await fieldError(page, 'Name', 'Please fill in all required fields').waitFor();
    await fieldError(page, 'Quote', 'Please fill in all required fields').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Priya Dhami');
    await page.getByLabel('Place or role (optional)', { exact: true }).fill('Class 12 student, Dharchula');
    await page.getByLabel('Quote', { exact: true }).fill(quote);
    // Its Hindi quote (decision 0021), under the English one; the Hindi name is left empty.
    await page.getByLabel('Quote (Hindi) (optional)', { exact: true }).fill(HINDI_QUOTE);
    const photo = await pngFile(300, 300, 'priya.png');
    await page.getByLabel('Photo').setInputFiles({ name: photo.filename, mimeType: photo.contentType, buffer: photo.data });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created.').waitFor();
    const since = Date.now();
    // A new testimonial goes last.
    const order = await consoleOrder(page, 'Testimonials');
    expect(order.at(-1)).toBe('Priya Dhami');

    const added = (await content()).testimonials.find((t) => t.name === 'Priya Dhami')!;
    expect(added.quote).toBe(quote);
    expect(added).toMatchObject({ quote_hi: HINDI_QUOTE, name_hi: null, place_hi: null });
    await expect(page.getByRole('link', { name: 'View on the website: Priya Dhami' }).getAttribute('href')).resolves.toBe(
      '/teaching#testimonials',
    );

    await eventuallyHtml('/teaching', since, (b) => b.includes(html(quote)));
    const visitor = await browser.newPage();
    await eventuallyPage(visitor, '/teaching', since, () => visitor.getByText(quote).first().isVisible());
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('reorders the programs by drag and drop and by keyboard', async () => {
    const { page, errors } = admin;
    const programs = (await content()).programs.map((p) => p.title);
    expect(programs.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = programs as [string, string, string];
    await navLink(page, 'Programs').click();
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    await expect(consoleOrder(page, 'Programs')).resolves.toEqual(programs);

    // Drag the third onto the first.
    const rows = page.getByRole('list', { name: 'Programs' }).getByRole('listitem');
    await rows.nth(2).dragTo(rows.nth(0));
    await page.getByText(`${third} moved to position 1 of ${programs.length}. Order saved.`).waitFor();
    await expect(consoleOrder(page, 'Programs')).resolves.toEqual([third, first, second, ...programs.slice(3)]);

    // Then the (now second) first program down one place, with the keyboard.
    await page.getByRole('button', { name: `Move down: ${first}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${first} moved to position 3 of ${programs.length}. Order saved.`).waitFor();
    const wanted = [third, second, first, ...programs.slice(3)];
    await expect(consoleOrder(page, 'Programs')).resolves.toEqual(wanted);
    // The focus stayed on the moved program's buttons (its Move up one when it is now the last).
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      programs.length === 3 ? `Move up: ${first}` : `Move down: ${first}`,
    );
    const since = Date.now();

    expect((await content()).programs.map((p) => p.title)).toEqual(wanted);
    // Saved: a fresh load of the console shows the new order.
    await page.reload();
    await expect(consoleOrder(page, 'Programs')).resolves.toEqual(wanted);

    const inOrder = (text: string, titles: string[]) => {
      const at = titles.map((t) => text.indexOf(t));
      return at.every((i) => i >= 0) && at.every((i, n) => n === 0 || i > at[n - 1]!);
    };
    await eventuallyHtml('/teaching', since, (b) => inOrder(b.slice(b.indexOf('id="programs"')), wanted.map(html)));
    const visitor = await browser.newPage();
    await eventuallyPage(visitor, '/teaching', since, async () =>
      inOrder((await visitor.locator('#programs').textContent()) ?? '', wanted),
    );
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('changes the contact phone and a social link', async () => {
    const { page, errors } = admin;
    const phone = '+91 98370 11223';
    const instagram = 'https://www.instagram.com/hill.camps.trust/';
    await navLink(page, 'Site settings').click();
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    await page.getByLabel('Contact phone').fill('call us');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('.field--invalid')
      .filter({ has: page.getByLabel('Contact phone') })
      .getByText('Please enter a valid phone number.')
      .waitFor();
    await page.getByLabel('Contact phone').fill(phone);
    await page.getByLabel('Instagram').fill(instagram);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const since = Date.now();
    const settings = (await content()).settings;
    expect(settings.contact_phone).toBe(phone);
    expect(settings.instagram_url).toBe(instagram);
    // Reloaded, the form shows what was saved.
    await page.reload();
    await expect(page.getByLabel('Contact phone').inputValue()).resolves.toBe(phone);

    const body = await eventuallyHtml('/contact-us', since, (b) => b.includes(html(phone)) && b.includes(`href="${instagram}"`));
    expect(body).toContain(html(phone));
    const visitor = await browser.newPage();
    await eventuallyPage(visitor, '/contact-us', since, async () => {
      const phoneShown = await visitor.getByText(phone).first().isVisible();
      const hrefs = await visitor.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      return phoneShown && hrefs.includes(instagram);
    });
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('changed no file under src/ along the way', () => {
    expect(sourceSnapshot() === sourcesAtStart).toBe(true);
  });
});
