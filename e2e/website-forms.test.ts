// The three public forms submit for real and the rows are stored; validation messages show.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { storedRows } from './support/stored-rows';
import { openHydrated } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const rows = (table: string) => storedRows(site, table);

describe('public forms', () => {
  it('volunteer: asks for the required fields, then stores the application and thanks', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/get-involved`, 360);
    await page.getByLabel('Full name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill('ravi@example');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please fill in all required fields').waitFor();
    await page.getByLabel('Role').selectOption('Content Creator');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill('ravi@example.org');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Thank you for volunteering! We will get back to you soon.').waitFor();
    expect(rows('volunteer_applications')).toEqual([
      expect.objectContaining({ full_name: 'Ravi Kumar', email: 'ravi@example.org', role: 'content_creator' }),
    ]);
    expect(await page.getByLabel('Full name').inputValue()).toBe('');

    // Leaving the volunteer tab resets the form.
    await page.getByLabel('Full name').fill('Half typed');
    await page.getByRole('tab', { name: 'Donate' }).click();
    await page.getByRole('tab', { name: 'Volunteer' }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('partner: the overlay opens prefilled, stores the application, resets and closes after 3 s', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/get-involved?tab=partner`);
    await page.getByText('Sponsor Student Food Cost', { exact: true }).click();
    await page.getByRole('button', { name: "I'm Interested: Sponsor Student Food Cost" }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Partnership interest').inputValue()).toBe('Sponsor Student Food Cost');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'General Partnership Inquiry' }).click();
    expect(await dialog.getByLabel('Partnership interest').inputValue()).toBe('General Partnership Inquiry');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please fill in all required fields').waitFor();
    await dialog.getByLabel('Organization name').fill('Hill Schools Foundation');
    await dialog.getByLabel('Contact person').fill('Asha Rawat');
    await dialog.getByLabel('Email').fill('asha@example.org');
    await dialog.getByLabel('Organization type').selectOption('Foundation/Trust');
    await dialog.getByLabel('I am 18 or older').check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Thank you for your interest in partnering with us! We will contact you soon.').waitFor();
    expect(rows('partner_applications')).toEqual([
      expect.objectContaining({
        organization_name: 'Hill Schools Foundation',
        partnership_interest: 'General Partnership Inquiry',
        phone: '',
      }),
    ]);
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: stores the message and the success text clears after 2 s', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/contact-us`);
    await page.getByLabel('First name').fill('Mohan');
    await page.getByLabel('Last name').fill('Negi');
    await page.getByLabel('Email').fill('mohan@example.org');
    await page.getByLabel('Subject').fill('Camp dates');
    await page.getByRole('textbox', { name: 'Message' }).fill('When does the next camp start?');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    const success = page.getByText('Message sent successfully! We will get back to you soon.');
    await success.waitFor();
    expect(rows('contact_messages')).toEqual([expect.objectContaining({ name: 'Mohan Negi', subject: 'Camp dates' })]);
    await success.waitFor({ state: 'detached', timeout: 4000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: a stale CSRF cookie is refreshed and the send retried once', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/contact-us`);
    await page.context().addCookies([{ name: 'csrftoken', value: 'x'.repeat(40), url: site.api }]);
    await page.getByLabel('First name').fill('Kamla');
    await page.getByLabel('Last name').fill('Devi');
    await page.getByLabel('Email').fill('kamla@example.org');
    await page.getByLabel('Subject').fill('Retry');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully! We will get back to you soon.').waitFor();
    expect(rows('contact_messages').some((r) => r.subject === 'Retry')).toBe(true);
    expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
    await page.close();
  });
});
