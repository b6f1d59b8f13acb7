// Every public form with JavaScript turned off (docs/decisions/0023), in Chromium on a
// 360 px phone: the volunteer, partner and contact forms store their record (read back through the
// staff API) and show their success text; wrong input shows the §5 messages and stores nothing; a
// missing or wrong CSRF token is refused and stores nothing; donation steps 1 → 2; a slot
// coordinator signs in with the code read from the log SMS provider, ranks and saves their choices
// and signs out. axe on each page that answers a post, and no form anywhere puts its fields in a URL.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, createAdmin } from './support/console';
import { codesFor, newCode } from './support/sms-codes';
import { maskPhone } from '../src/shared/schemas/privacy';
import { siteApi } from './support/api';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { PUBLIC_ROUTES } from './support/website';

const ADMIN = { username: 'plain.admin', password: 'deodar-forest-2026-camp' };

let site: RunningSite;
let browser: Browser;
let adminToken: string;
const contexts: BrowserContext[] = [];

const api = siteApi(() => site);

/** The inbox as an admin reads it (newest first). */
const inbox = (box: 'volunteer-applications' | 'partner-applications' | 'contact-messages') =>
  api<Record<string, unknown>[]>('GET', `/api/inbox/${box}/`, undefined, adminToken);

/** A fresh browser profile on a phone, with JavaScript turned off. */
async function plainPage(width = 360): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 780 }, isMobile: width < 600 });
  contexts.push(context);
  return context.newPage();
}

/** Clicks a submit button and waits for the page the server answers with. */
async function submit(page: Page, name: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name, exact: true }).click()]);
}

/**
 * axe on a page shown without JavaScript: the same HTML (it runs no script) opened in a context
 * that lets axe run, at the same address (so its pictures and links resolve alike).
 */
async function plainAxe(page: Page): Promise<string[]> {
  const html = await page.content();
  const url = page.url().replace(/#.*$/, '');
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 360, height: 780 } });
  contexts.push(context);
  const copy = await context.newPage();
  await copy.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await copy.goto(url);
  const violations = await axeViolations(copy);
  await copy.close();
  return violations;
}

/** No field of any form ever rides in the address. */
function expectNoFieldsInUrl(page: Page, fields: string[]) {
  const query = new URL(page.url()).searchParams;
  for (const field of fields) expect(query.has(field)).toBe(false);
}

withSiteAndBrowser((started) => ({ site, browser } = started), { LOG_LEVEL: 'info', OTP_RESEND_SECONDS: '1' });
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  adminToken = (await api<{ token: string }>('POST', '/api/login/', ADMIN)).token;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('public forms without JavaScript', () => {
  it('volunteer: the §5 messages with what was typed kept, then stored once with the success text', async () => {
    const page = await plainPage();
    await page.goto(`${site.web}/get-involved`);
    await page.getByLabel('Full name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill('ravi@example');
    await submit(page, 'Submit Application');
    expect(await page.getByRole('alert').textContent()).toBe('Please fill in all required fields');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ravi Kumar');
    expect(await page.getByLabel('Email').inputValue()).toBe('ravi@example');
    expect(await page.getByLabel('Role').getAttribute('aria-invalid')).toBe('true');
    expect(await plainAxe(page)).toEqual([]);

    await page.getByLabel('Role').selectOption('Content Creator');
    await submit(page, 'Submit Application');
    expect(await page.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    expect(await inbox('volunteer-applications')).toEqual([]);

    await page.getByLabel('Email').fill('ravi@example.org');
    await page.getByLabel('Why do you want to volunteer? (optional)').fill('I teach physics.');
    await submit(page, 'Submit Application');
    // "I am 18 or older" unticked: asked for, what was typed kept (decision 0032).
    expect(await page.getByRole('alert').textContent()).toBe(
      'Please confirm that you are 18 or older, or ask a parent to fill in this form',
    );
    expect(await page.getByLabel('Why do you want to volunteer? (optional)').inputValue()).toBe('I teach physics.');
    expect(await inbox('volunteer-applications')).toEqual([]);
    await page.getByLabel('I am 18 or older').check();
    await submit(page, 'Submit Application');
    await page.getByText('Thank you for volunteering! We will get back to you soon.').waitFor();
    expectNoFieldsInUrl(page, ['full_name', 'email', 'role', 'message', '_csrf']);
    expect(await plainAxe(page)).toEqual([]);
    // Post/Redirect/Get: a reload shows the page again and stores nothing more.
    await page.reload();
    await page.getByText('Thank you for volunteering! We will get back to you soon.').waitFor();
    expect(await inbox('volunteer-applications')).toEqual([
      expect.objectContaining({ full_name: 'Ravi Kumar', email: 'ravi@example.org', role: 'content_creator', message: 'I teach physics.' }),
    ]);
  });

  it('refuses a post without the CSRF token or with another one, and stores nothing', async () => {
    const page = await plainPage();
    await page.goto(`${site.web}/contact-us`);
    const fillIn = async () => {
      await page.getByLabel('First name').fill('Kamla');
      await page.getByLabel('Last name').fill('Devi');
      await page.getByLabel('Email').fill('kamla@example.org');
      await page.getByLabel('Subject').fill('Forged');
      await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
      await page.getByLabel('I am 18 or older').check();
    };
    // Another token in the cookie than the page's form carries (as a forged page would have).
    await page.context().addCookies([{ name: 'csrftoken', value: 'y'.repeat(43), url: site.web }]);
    await fillIn();
    await submit(page, 'Send Message');
    expect(await page.getByRole('alert').textContent()).toBe('CSRF token validation failed. Please try again.');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Forged');
    // No cookie at all.
    await page.context().clearCookies();
    await submit(page, 'Send Message');
    expect(await page.getByRole('alert').textContent()).toBe('CSRF token validation failed. Please try again.');
    // A bare post with no token field.
    const bare = await fetch(`${site.web}/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `csrftoken=${'z'.repeat(43)}` },
      body: new URLSearchParams({ _form: 'contact', firstName: 'A', lastName: 'B', email: 'a@example.org', subject: 'S', message: 'M' }),
      redirect: 'manual',
    });
    expect(bare.status).toBe(403);
    expect(await inbox('contact-messages')).toEqual([]);
    // The page answering the refusal set a fresh token: the same form now goes through.
    await submit(page, 'Send Message');
    await page.getByText('Message sent successfully! We will get back to you soon.').waitFor();
    expect(await inbox('contact-messages')).toEqual([expect.objectContaining({ name: 'Kamla Devi', subject: 'Forged' })]);
  });

  it('contact: a malformed address is refused with its message, then the message is stored', async () => {
    const page = await plainPage(1280);
    await page.goto(`${site.web}/contact-us`);
    await page.getByLabel('First name').fill('Mohan');
    await page.getByLabel('Last name').fill('Negi');
    // The browser's own check lets this through; §5 does not.
    await page.getByLabel('Email').fill('mohan@example');
    await page.getByLabel('Subject').fill('Camp dates');
    await page.getByRole('textbox', { name: 'Message' }).fill('When does the next camp start?');
    await page.getByLabel('I am 18 or older').check();
    await submit(page, 'Send Message');
    expect(await page.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('When does the next camp start?');
    expect(await plainAxe(page)).toEqual([]);
    expect((await inbox('contact-messages')).some((m) => m.subject === 'Camp dates')).toBe(false);
    await page.getByLabel('Email').fill('mohan@example.org');
    await submit(page, 'Send Message');
    await page.getByText('Message sent successfully! We will get back to you soon.').waitFor();
    expectNoFieldsInUrl(page, ['firstName', 'email', 'subject', 'message']);
    expect(await plainAxe(page)).toEqual([]);
    expect((await inbox('contact-messages'))[0]).toMatchObject({ name: 'Mohan Negi', email: 'mohan@example.org', subject: 'Camp dates' });
  });

  it('partner: the tab and "I\'m Interested" are links to the form in the page; refused, then stored', async () => {
    const page = await plainPage();
    await page.goto(`${site.web}/get-involved`);
    await Promise.all([page.waitForNavigation(), page.getByRole('tab', { name: 'Partner with Us' }).click()]);
    await page.getByText('Sponsor Student Food Cost', { exact: true }).click();
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: "I'm Interested: Sponsor Student Food Cost" }).click()]);
    expect(await page.getByLabel('Partnership interest').inputValue()).toBe('Sponsor Student Food Cost');
    expect(await plainAxe(page)).toEqual([]);
    await page.getByLabel('Organization name').fill('Hill Schools Foundation');
    await page.getByLabel('Contact person').fill('Asha Rawat');
    await page.getByLabel('Email').fill('asha@example.org');
    await submit(page, 'Submit');
    expect(await page.getByRole('alert').textContent()).toBe('Please fill in all required fields');
    expect(await page.getByLabel('Organization type').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Organization name').inputValue()).toBe('Hill Schools Foundation');
    expect(await inbox('partner-applications')).toEqual([]);
    await page.getByLabel('Organization type').selectOption('Foundation/Trust');
    await page.getByLabel('I am 18 or older').check();
    await submit(page, 'Submit');
    await page.getByText('Thank you for your interest in partnering with us! We will contact you soon.').waitFor();
    expect(await plainAxe(page)).toEqual([]);
    expect(await inbox('partner-applications')).toEqual([
      expect.objectContaining({
        organization_name: 'Hill Schools Foundation',
        organization_type: 'Foundation/Trust',
        partnership_interest: 'Sponsor Student Food Cost',
      }),
    ]);
  });

  it('donation: step 1 says what is wrong as text, step 2 is the provider form; Back keeps the amount', async () => {
    const page = await plainPage();
    await page.goto(`${site.web}/get-involved?tab=donate`);
    await submit(page, 'Continue');
    expect(await page.getByRole('alert').textContent()).toBe('Please enter a valid donation amount');
    expect(await plainAxe(page)).toEqual([]);
    await page.getByLabel('Amount (INR)').fill('1,250 rupees');
    await submit(page, 'Continue');
    expect(await page.getByRole('alert').textContent()).toBe('Please choose one of the two statements');
    await page.getByLabel(/I am a citizen of India/).check();
    await submit(page, 'Continue');
    await page.getByText('You are giving ₹1250. The payment page opens in a new tab.').waitFor();
    expectNoFieldsInUrl(page, ['amount']);
    const pay = page.locator('form.donation__pay');
    expect(await pay.getAttribute('action')).toBe('https://www.paypal.com/donate');
    expect(await pay.getAttribute('method')).toBe('post');
    const fields = Object.fromEntries(
      await pay
        .locator('input[type=hidden]')
        .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
    );
    expect(fields).toMatchObject({ amount: '1250', currency_code: 'INR', business: 'DEMO-BUSINESS-ID', no_recurring: '0' });
    expect(fields).not.toHaveProperty('_csrf');
    expect(await plainAxe(page)).toEqual([]);
    await submit(page, 'Back');
    expect(await page.getByLabel('Amount (INR)').inputValue()).toBe('1250');
    await submit(page, '₹2000');
    await page.getByText('You are giving ₹2000. The payment page opens in a new tab.').waitFor();
  });

  it('no public form puts its fields in a URL: each has method post (or is not a form)', async () => {
    const page = await plainPage(1280);
    const paths = [...PUBLIC_ROUTES.map((r) => r.path), '/get-involved?tab=donate', '/get-involved?tab=partner&interest=general'];
    for (const path of paths) {
      await page.goto(`${site.web}${path}`);
      const methods = await page.locator('form').evaluateAll((forms) => forms.map((f) => (f as HTMLFormElement).method));
      expect(
        methods.filter((m) => m !== 'post'),
        path,
      ).toEqual([]);
    }
  });
});

describe('the menu without JavaScript', () => {
  it('shows the site’s links on a phone, where the Menu button could not open them', async () => {
    const page = await plainPage(360);
    await page.goto(`${site.web}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'For Students' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await Promise.all([page.waitForNavigation(), nav.getByRole('link', { name: 'Contact Us' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    // A phone never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

describe('a slot coordinator without JavaScript', () => {
  it('signs in with the code, ranks and saves their choices, and signs out', async () => {
    const phone = '+919612345678';
    await api('POST', '/api/slot-coordinators/', { name: 'Meena Joshi', phone_number: phone, email: '' }, adminToken);
    const slots: { id: number }[] = [];
    for (const [name, start, end] of [
      ['June, first half', '2027-06-01', '2027-06-15'],
      ['July', '2027-07-01', '2027-07-31'],
    ]) {
      slots.push(await api('POST', '/api/slot-coordinators/slots/', { name, start_date: start, end_date: end, camp: 1 }, adminToken));
    }
    for (const name of ['Physics', 'Mathematics']) await api('POST', '/api/slot-coordinators/departments/', { name }, adminToken);

    const page = await plainPage();
    await page.goto(`${site.web}/slot-coordinators`);
    const before = codesFor(site, phone).length;
    await page.getByLabel('Phone number').fill(phone.replace('+91', '0'));
    await submit(page, 'Send code');
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    expect(await plainAxe(page)).toEqual([]);
    const code = await newCode(site, phone, before);

    // A wrong code, as the page's script would say it; the code field is never filled in again.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await submit(page, 'Sign in');
    expect(await page.getByRole('alert').textContent()).toBe('That code is not right. You can try 4 more times.');
    expect(await page.getByLabel('6-digit code').inputValue()).toBe('');
    expect(await plainAxe(page)).toEqual([]);

    await page.getByLabel('6-digit code').fill(code);
    await submit(page, 'Sign in');
    await page.getByText('Signed in as Meena Joshi').waitFor();
    expect(await plainAxe(page)).toEqual([]);
    const cookies = await page.context().cookies(site.web);
    expect(cookies.find((c) => c.name === 'slot_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // July first, then the first half of June; Mathematics only.
    await page.getByLabel('July').selectOption('1');
    await page.getByLabel('June, first half').selectOption('2');
    await page.getByLabel('Mathematics').selectOption('1');
    await page.getByLabel('Anything we should know? (optional)').fill('Weekends only');
    await submit(page, 'Save my choices');
    await page.getByText('Your choices are saved. Thank you!').waitFor();
    expect(await page.getByLabel('July').inputValue()).toBe('1');
    const [saved] = (
      await api<{ phone_number: string; preferences: { slots: { id: number }[]; departments: { name: string }[]; note: string } }[]>(
        'GET',
        '/api/slot-coordinators/',
        undefined,
        adminToken,
      )
    ).filter((c) => c.phone_number === maskPhone(phone));
    expect(saved!.preferences.slots.map((s) => s.id)).toEqual([slots[1]!.id, slots[0]!.id]);
    expect(saved!.preferences.departments.map((d) => d.name)).toEqual(['Mathematics']);
    expect(saved!.preferences.note).toBe('Weekends only');

    await submit(page, 'Sign out');
    await page.getByText('You are signed out.').waitFor();
    await page.getByRole('heading', { name: 'Sign in with your phone' }).waitFor();
    expect((await page.context().cookies(site.web)).some((c) => c.name === 'slot_session')).toBe(false);
  });
});
