// Staff keep the website current without a developer: an announcement published in the console
// shows on the public home page, gallery images uploaded together show in that camp's public
// gallery, and an uploaded test paper downloads from /for-students. A Hindi version typed in under
// a text (decision 0021) goes with it to the API.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pngFile } from '../src/server/test-support/staff-fixtures';
import { createAdmin, fieldError, logIn, navLink, openConsole, type ConsolePage } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { waitForHydration } from './support/website';

const ADMIN = { username: 'editor', password: 'pine-forest-ridge-2026' };

let site: RunningSite;
let browser: Browser;
let admin: ConsolePage;
withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  admin = await openConsole(browser);
  await logIn(admin.page, site, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await admin?.context.close();
});

/** Public pages are rendered on the server and reused for a few seconds: reload until it shows. */
async function eventually(page: Page, url: string, check: () => Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    await page.goto(url);
    // The website's scripts start after the first paint: its tabs and buttons work once hydrated.
    await waitForHydration(page);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${url} never showed what was expected`);
    await page.waitForTimeout(1000);
  }
}

async function campId(name: string): Promise<number> {
  const camps = (await (await fetch(`${site.api}/api/camp/`)).json()) as { id: number; name: string }[];
  const camp = camps.find((c) => c.name === name);
  if (!camp) throw new Error(`no camp ${name}`);
  return camp.id;
}

describe('console content reaches the public website', () => {
  it('publishes an announcement, with a Hindi title, that then appears on the home page', async () => {
    const { page, errors } = admin;
    const title = 'Science fair at the Dharchula camp';
    await navLink(page, 'Announcements').click();
    await page.getByRole('link', { name: 'New announcement' }).click();
    await page.getByRole('heading', { level: 1, name: 'New announcement' }).waitFor();
    // Checked with the shared schema before anything is sent.
    await page.getByRole('button', { name: 'Create' }).click();
    await fieldError(page, 'Title', 'Please fill in all required fields').waitFor();
    await fieldError(page, 'Text', 'Please fill in all required fields').waitFor();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Text', { exact: true }).fill('Students show their models to the village on Saturday.');
    await page.getByLabel('Venue (optional)', { exact: true }).fill('Government Inter College, Dharchula');
    await page.getByLabel('Date and time').fill('2026-06-20T10:00');
    // The Hindi title sits right under the English one, typed in as Hindi; the Hindi text is left empty.
    const hindiTitle = page.getByLabel('Title (Hindi) (optional)', { exact: true });
    await expect(hindiTitle.getAttribute('lang')).resolves.toBe('hi');
    await hindiTitle.fill('धारचूला शिविर में विज्ञान मेला');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created.').waitFor();
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
    const published = ((await (await fetch(`${site.api}/announcements/`)).json()) as Record<string, unknown>[]).find(
      (a) => a.title === title,
    );
    expect(published).toMatchObject({ title_hi: 'धारचूला शिविर में विज्ञान मेला', text_hi: null, venue_hi: null });

    const visitor = await browser.newPage();
    await eventually(visitor, `${site.web}/`, () => visitor.getByText(title).first().isVisible());
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('uploads several gallery images with one camp and category, each with its progress, into that camp’s public gallery', async () => {
    const { page, errors } = admin;
    const description = 'Night sky session on the camp ground';
    const id = await campId('Munsiyari Summer Camp');
    await navLink(page, 'Gallery').click();
    await page.getByRole('link', { name: 'Upload images' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload gallery images' }).waitFor();
    await page.getByLabel('Camp').selectOption({ label: 'Munsiyari Summer Camp (2024)' });
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('regularclasses');
    await page.getByLabel('Title (optional)').fill('Stars over Munsiyari');
    await page.getByLabel('Description (optional)', { exact: true }).fill(description);
    const [first, second] = [await pngFile(640, 480, 'sky-1.png'), await pngFile(800, 600, 'sky-2.png')];
    // Files added one at a time join the list; the counts read in the singular, then the plural.
    await page.getByLabel('Images').setInputFiles([{ name: first.filename, mimeType: first.contentType, buffer: first.data }]);
    await page.getByText('1 file selected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload 1 image', exact: true }).waitFor();
    await page.getByLabel('Images').setInputFiles([{ name: second.filename, mimeType: second.contentType, buffer: second.data }]);
    await page.getByText('2 files selected', { exact: true }).waitFor();
    await page.getByText('sky-1.png').waitFor();
    await expect(page.getByRole('progressbar').count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Upload 2 images' }).click();
    await page.getByText('All images uploaded.').waitFor();
    await expect(page.getByText('Uploaded', { exact: true }).count()).resolves.toBe(2);
    for (const name of ['sky-1.png', 'sky-2.png']) {
      await expect(page.getByRole('progressbar', { name: `Upload of ${name}` }).getAttribute('value')).resolves.toBe('100');
    }
    await expect(page.getByRole('link', { name: 'Open this camp’s public gallery' }).getAttribute('href')).resolves.toBe(
      `/downloads/gallery/${id}`,
    );

    // The two new pictures, by their stored files, are shown on the camp's public gallery.
    const items = (await (await fetch(`${site.api}/api/gallery/?camp_id=${id}&page_size=100`)).json()) as {
      title: string;
      description: string;
      variants: { url: string }[];
    }[];
    const uploaded = items.filter((g) => g.description === description);
    expect(uploaded.map((g) => g.title)).toEqual(['Stars over Munsiyari', 'Stars over Munsiyari']);
    const files = uploaded.map((g) => new URL(g.variants[0]!.url).pathname);
    expect(files).toHaveLength(2);
    const visitor = await browser.newPage();
    await eventually(visitor, `${site.web}/downloads/gallery/${id}`, async () => {
      const shown = await visitor
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => `${i.getAttribute('src')} ${i.getAttribute('srcset') ?? ''}`).join(' '));
      return files.every((f) => shown.includes(f));
    });
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('uploads a test paper that then downloads from /for-students', async () => {
    const { page, errors } = admin;
    const title = 'Weekly test 7 – Physics';
    const pdf = pdfFile('weekly-7.pdf', 'Weekly test 7');
    await navLink(page, 'Test papers').click();
    await page.getByRole('link', { name: 'Upload test paper' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload a test paper' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Type').selectOption({ label: 'Weekly' });
    await page.getByLabel('Exam date').fill('2026-06-14');
    await page.getByRole('button', { name: 'Create' }).click();
    // A new paper needs its PDF.
    await fieldError(page, 'PDF file', 'Please attach a file.').waitFor();
    await page.getByLabel('PDF file').setInputFiles({ name: pdf.filename, mimeType: pdf.contentType, buffer: pdf.data });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created.').waitFor();
    await page.getByRole('cell', { name: title, exact: true }).waitFor();

    const visitor = await browser.newPage();
    await eventually(visitor, `${site.web}/for-students`, async () => {
      await visitor.getByRole('tab', { name: 'Previous year questions' }).click();
      await visitor.locator('summary', { hasText: 'Weekly Test' }).click();
      return visitor.getByRole('link', { name: `Download: ${title}` }).isVisible();
    });
    const href = await visitor.getByRole('link', { name: `Download: ${title}` }).getAttribute('href');
    const file = await visitor.request.get(href!);
    expect(file.status()).toBe(200);
    // A stored PDF is a download, never a page on the API's origin.
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="papers-[0-9a-f]+\.pdf"$/);
    expect(Buffer.from(await file.body()).equals(pdf.data)).toBe(true);
    await visitor.close();
    expect(errors).toEqual([]);
  });
  it('edits an announcement, and deletes it only after asking', async () => {
    const { page, errors } = admin;
    await navLink(page, 'Announcements').click();
    await page.getByRole('link', { name: 'Edit Science fair at the Dharchula camp' }).click();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('Science fair at the Dharchula camp');
    await page.getByLabel('Title', { exact: true }).fill('Science fair moved to Sunday');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('cell', { name: 'Science fair moved to Sunday', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Science fair moved to Sunday' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete “Science fair moved to Sunday”?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Science fair moved to Sunday', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete Science fair moved to Sunday' }).click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted.').waitFor();
    await page.getByRole('cell', { name: 'Science fair moved to Sunday', exact: true }).waitFor({ state: 'detached' });
    const left = (await (await fetch(`${site.api}/announcements/?page_size=100`)).json()) as { title: string }[];
    expect(left.map((a) => a.title)).not.toContain('Science fair moved to Sunday');
    expect(errors).toEqual([]);
  });

  it('saves the profile with a photo', async () => {
    const { page, errors } = admin;
    await navLink(page, 'My profile').click();
    await page.getByLabel('Full name').fill('Radha Pant');
    await page.getByLabel('Email').fill('radha@example.org');
    const photo = await pngFile(300, 300, 'radha.png');
    await page.getByLabel('New photo').setInputFiles({ name: photo.filename, mimeType: photo.contentType, buffer: photo.data });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('img', { name: 'Photo of Radha Pant' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = (await (await fetch(`${site.api}/api/profile/`, { headers: { Authorization: `Token ${token}` } })).json()) as {
      full_name: string;
      photo: string | null;
    };
    expect(saved.full_name).toBe('Radha Pant');
    expect(saved.photo).toMatch(/^http/);
    expect(errors).toEqual([]);
  });

  it('deletes a camp that holds content only after naming what it holds', async () => {
    const { page, errors } = admin;
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const auth = { Authorization: `Token ${token}` };
    const staffCall = async (method: string, path: string, body: FormData | object) => {
      const res = await fetch(`${site.api}${path}`, {
        method,
        headers: body instanceof FormData ? auth : { ...auth, 'Content-Type': 'application/json' },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: number };
    };
    const camp = await staffCall('POST', '/api/camp/', { name: 'Askot Winter Camp', location: 'Askot', year: 2030 });
    const picture = new FormData();
    picture.set('camp', String(camp.id));
    const png = await pngFile(300, 200, 'askot.png');
    picture.set('image', new Blob([new Uint8Array(png.data)], { type: png.contentType }), png.filename);
    await staffCall('POST', '/api/gallery/', picture);
    for (const title of ['Askot screening test', 'Askot results day']) {
      await staffCall('POST', '/api/add_update/', { title, text: 'At the camp hall.', camp_id: camp.id });
    }

    await navLink(page, 'Camps').click();
    await page.getByRole('button', { name: 'Delete Askot Winter Camp' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete “Askot Winter Camp”?' });
    await ask
      .getByText(
        'This camp holds 1 gallery picture and 2 announcements. Its gallery pictures are deleted with it; its announcements, test papers, results and slots stay, without a camp. This cannot be undone.',
      )
      .waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect((await fetch(`${site.api}/api/camp/${camp.id}/`)).status).toBe(200);

    await page.getByRole('button', { name: 'Delete Askot Winter Camp' }).click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted.').waitFor();
    expect((await fetch(`${site.api}/api/camp/${camp.id}/`)).status).toBe(404);
    const updates = (await (await fetch(`${site.api}/announcements/?page_size=100`)).json()) as { title: string; camp_id: number | null }[];
    expect(updates.filter((a) => a.title.startsWith('Askot')).map((a) => a.camp_id)).toEqual([null, null]);
    expect(errors).toEqual([]);
  });
});
