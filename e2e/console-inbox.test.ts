// The applications inbox: a contact message sent from the public form is read, searched for,
// marked done, and the box exported as CSV; spam-flagged submissions are kept apart. A box larger
// than a page is searched, sorted and paged by the API, a page at a time.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, logIn, navLink, openConsole } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';

const ADMIN = { username: 'inbox.keeper', password: 'deodar-valley-2026' };

let site: RunningSite;
let browser: Browser;
// More submissions than a page, from one address: the forms' rate limit is raised.
withSiteAndBrowser((started) => ({ site, browser } = started), { RATE_LIMIT_PUBLIC_FORMS: '100' });
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
});

/** Sends a public form the way the website does: CSRF cookie and header, JSON body. */
async function sendForm(path: string, body: Record<string, string>): Promise<void> {
  const csrf = await fetch(`${site.api}/api/csrf/`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${site.api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken, Cookie: `csrftoken=${csrfToken}`, Origin: site.web },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

const sendContact = (body: Record<string, string>) => sendForm('/contact/', body);

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

  it('asks the API for one page at a time: a search finds a row of a later page, a sort covers every row', async () => {
    // Meera applied first, then 23 others: 24 in all, more than the console's page of 20.
    await sendForm('/api/volunteer-applications/', {
      full_name: 'Meera Bisht',
      email: 'meera@example.org',
      role: 'Teacher',
      message: 'Astronomy club',
    });
    for (let i = 1; i <= 23; i += 1) {
      const n = String(i).padStart(2, '0');
      await sendForm('/api/volunteer-applications/', {
        full_name: `Volunteer ${n}`,
        email: `v${n}@example.org`,
        role: 'Mentor',
        message: 'Maths',
      });
    }

    const { context, page, errors } = await openConsole(browser, 1280);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    // The dashboard counts the new ones with calls of its own; the inbox's are recorded from here.
    await page.getByText('24 volunteer,').waitFor();
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/inbox/volunteer-applications/') asked.push(url);
    });
    await navLink(page, 'Inbox').click();
    await page.getByRole('link', { name: 'Volunteer applications' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByText('1–20 of 24').waitFor();
    await page.getByRole('cell', { name: 'Volunteer 23', exact: true }).waitFor();
    await expect(page.getByRole('cell', { name: 'Meera Bisht', exact: true }).count()).resolves.toBe(0);

    // The oldest, on page 2, is found by a word of its message.
    await page.getByLabel('Search').fill('ASTRONOMY');
    await page.getByRole('cell', { name: 'Meera Bisht', exact: true }).waitFor();
    await page.getByText('1–1 of 1').waitFor();
    await page.getByLabel('Search').fill('');
    await page.getByText('1–20 of 24').waitFor();

    // The next page holds the oldest, and the address says which page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('cell', { name: 'Meera Bisht', exact: true }).waitFor();
    await page.getByText('Page 2 of 2').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // Sorting by name covers every row: Meera leads page 1.
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.getByText('Page 1 of 2').waitFor();
    // The previous rows stay on screen while the sorted page loads: wait for the first row to change.
    await page.locator('tbody tr').first().getByRole('cell', { name: 'Meera Bisht', exact: true }).waitFor();

    // Every call asked for one page of 20 (no fetching the whole box), searching and sorting on the API.
    expect(asked.every((u) => u.searchParams.get('page_size') === '20' && u.searchParams.get('view') === 'inbox')).toBe(true);
    expect(asked.some((u) => u.searchParams.get('search') === 'ASTRONOMY')).toBe(true);
    expect(asked.some((u) => u.searchParams.get('page') === '2')).toBe(true);
    expect(asked.some((u) => u.searchParams.get('sort_by') === 'full_name' && u.searchParams.get('sort_order') === 'ascending')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
