// Decision 0030: on a slow connection a visitor fills a form before the page's scripts have
// loaded. Whatever is in the fields when the scripts take over is what is sent (volunteer,
// contact, the donation amount, a slot coordinator's number), and a Send pressed before then posts
// the plain form. (The partner form is typed into only once the scripts run: it opens in an
// overlay, and the page that shows it in place is sent without scripts.)
// The scripts are held back by the test until the form is filled, as a slow phone would.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { storedRows } from './support/stored-rows';
import { openPage, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const rows = (table: string) => storedRows(site, table);

/** Opens `url` with every script of the site held back; the returned function lets them load. */
async function openWithoutScriptsYet(page: Page, url: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (u) => u.origin === site.web,
    async (route) => {
      if (route.request().resourceType() === 'script') await held;
      await route.continue().catch(() => {});
    },
  );
  await page.goto(url, { waitUntil: 'commit' });
  return async () => {
    release();
    await waitForHydration(page);
  };
}

/** The contact form's first name, last name, e-mail, subject and message. */
async function fillContact(page: Page, values: [string, string, string, string, string]) {
  const fields = ['First name', 'Last name', 'Email', 'Subject'].map((label) => page.getByLabel(label));
  for (const [i, field] of [...fields, page.getByRole('textbox', { name: 'Message' })].entries()) await field.fill(values[i]!);
  await page.getByLabel('I am 18 or older').check();
}

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));

describe('text typed before the scripts load', () => {
  it('volunteer: the fields filled before hydration are the application stored', async () => {
    const { page, errors } = await openPage(browser, 360);
    const scripts = await openWithoutScriptsYet(page, `${site.web}/get-involved`);
    await page.getByLabel('Full name').fill('Early Typist');
    await page.getByLabel('Email').fill('early@example.org');
    await page.getByLabel('Role').selectOption('Mentor');
    await page.getByLabel(/^Why do you want to volunteer/).fill('Typed on a slow phone');
    // A box ticked before the scripts counts as ticked after them (decision 0032's age gate).
    await page.getByLabel('I am 18 or older').check();
    expect(await hydrated(page)).toBe(false);
    await scripts();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Thank you for volunteering! We will get back to you soon.').waitFor();
    expect(rows('volunteer_applications')).toEqual([
      expect.objectContaining({ full_name: 'Early Typist', email: 'early@example.org', role: 'mentor', message: 'Typed on a slow phone' }),
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: the message typed before hydration is the message stored', async () => {
    const { page, errors } = await openPage(browser, 360);
    const scripts = await openWithoutScriptsYet(page, `${site.web}/contact-us`);
    await fillContact(page, ['Early', 'Writer', 'early.writer@example.org', 'Before the scripts', 'Typed at 2.8 s, sent at 6.7 s']);
    await scripts();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully! We will get back to you soon.').waitFor();
    expect(rows('contact_messages').filter((r) => r.subject === 'Before the scripts')).toEqual([
      expect.objectContaining({ name: 'Early Writer', message: 'Typed at 2.8 s, sent at 6.7 s' }),
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: a Send pressed before the scripts load posts the plain form, which stores it', async () => {
    const { page } = await openPage(browser, 360);
    await openWithoutScriptsYet(page, `${site.web}/contact-us`);
    await fillContact(page, ['Plain', 'Sender', 'plain.sender@example.org', 'Sent before the scripts', 'No script yet']);
    await Promise.all([page.waitForURL(/sent=contact/), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(rows('contact_messages').filter((r) => r.subject === 'Sent before the scripts')).toEqual([
      expect.objectContaining({ name: 'Plain Sender', message: 'No script yet' }),
    ]);
    await page.close();
  });

  // One field each: what was typed is what the step after Send shows it used.
  for (const form of [
    {
      name: 'slot coordinators: a phone number typed before hydration is the one a code is asked for',
      path: '/slot-coordinators',
      label: 'Phone number',
      value: '98765 43210',
      send: 'Send code',
      shows: { role: 'heading', name: 'Enter your code' },
    },
    {
      name: 'donation: an amount typed before hydration continues to step 2',
      path: '/get-involved?tab=donate',
      label: 'Amount',
      value: '750',
      send: 'Continue',
      check: 'I am a citizen of India (NRIs included) and this gift is from my own funds',
      shows: { role: 'button', name: 'Donate ₹750' },
    },
  ] as const) {
    it(form.name, async () => {
      const { page, errors } = await openPage(browser, 360);
      const scripts = await openWithoutScriptsYet(page, `${site.web}${form.path}`);
      await page.getByLabel(form.label).fill(form.value);
      if ('check' in form && form.check) await page.getByLabel(form.check).check();
      await scripts();
      await page.getByRole('button', { name: form.send }).click();
      await page.getByRole(form.shows.role, { name: form.shows.name }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
