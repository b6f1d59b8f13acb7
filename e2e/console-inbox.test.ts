// The applications inbox: a contact message sent from the public form is read, searched for,
// marked done, and the box exported as CSV; spam-flagged submissions are kept apart.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, logIn, navLink, openConsole, startConsoleSite } from './support/console';
import { launchBrowser, type RunningSite } from './support/server';

const ADMIN = { username: 'inbox.keeper', password: 'deodar-valley-2026' };

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  site = await startConsoleSite();
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Sends the contact form the way the website does: CSRF cookie and header, JSON body. */
async function sendContact(body: Record<string, string>): Promise<void> {
  const csrf = await fetch(`${site.api}/api/csrf/`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${site.api}/contact/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken, Cookie: `csrftoken=${csrfToken}`, Origin: site.web },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

async function contactStatuses(token: string): Promise<Record<string, string>> {
  const res = await fetch(`${site.api}/api/inbox/contact-messages/?page_size=100`, { headers: { Authorization: `Token ${token}` } });
  const rows = (await res.json()) as { name: string; status: string }[];
  return Object.fromEntries(rows.map((r) => [r.name, r.status]));
}

describe('applications inbox', () => {
  it('marks a contact message done, keeps spam apart, searches, and exports the box as CSV', async () => {
    await sendContact({
      name: 'Asha Rawat',
      email: 'asha@example.org',
      subject: 'Books for the Munsiyari camp',
      message: 'We can send 40 science books.',
    });
    await sendContact({
      name: 'Deepak Negi',
      email: 'deepak@example.org',
      subject: 'Visiting the camp',
      message: 'Can parents visit on Sunday?',
    });
    await sendContact({
      name: 'Cheap Pills',
      email: 'bot@example.org',
      subject: 'Offer',
      message: 'Buy now',
      website: 'http://spam.example',
    });

    const { context, page, errors } = await openConsole(browser, 1280, { acceptDownloads: true });
    await logIn(page, site, ADMIN.username, ADMIN.password);
    // The dashboard counts what is new (the spam one is not).
    await page.getByText('0 volunteer, 0 partner, 2 contact').waitFor();
    await navLink(page, 'Inbox').click();
    await page.getByRole('link', { name: 'Contact messages' }).click();
    await page.getByRole('cell', { name: 'Asha Rawat', exact: true }).waitFor();
    await expect(page.getByRole('cell', { name: 'Cheap Pills', exact: true }).count()).resolves.toBe(0);

    // Search narrows the list.
    await page.getByLabel('Search').fill('parents sunday');
    await page.getByRole('cell', { name: 'Asha Rawat', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Deepak Negi', exact: true }).waitFor();
    await page.getByLabel('Search').fill('');

    // Read it, then mark it done.
    await page.getByRole('button', { name: 'Read: Asha Rawat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asha Rawat' });
    await dialog.getByText('We can send 40 science books.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Status of Asha Rawat' }).selectOption({ label: 'Done' });
    await page.getByText('Status changed to Done.').waitFor();
    const { token } = await page.evaluate(() => ({ token: localStorage.getItem('token')! }));
    expect(await contactStatuses(token)).toEqual({ 'Asha Rawat': 'done', 'Deepak Negi': 'new', 'Cheap Pills': 'spam' });

    // Spam is kept apart.
    await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Spam' }).click();
    await page.getByRole('cell', { name: 'Cheap Pills', exact: true }).waitFor();
    await expect(page.getByRole('cell', { name: 'Asha Rawat', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Inbox' }).click();

    // The whole box as CSV (every status; the status is a column).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,created_at,status,name,email,subject,message');
    expect(lines.find((l) => l.includes('Asha Rawat'))).toContain(',done,');
    expect(lines).toHaveLength(4);
    expect(errors).toEqual([]);
    await context.close();
  });
});
