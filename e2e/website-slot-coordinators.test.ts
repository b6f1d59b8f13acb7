// /slot-coordinators (decisions 0015 and 0016) on a 360 px phone: sign-in with a phone number and the code read
// from the server's log (SMS_PROVIDER=log, as a developer reads it), ranking slots and
// departments by touch and by keyboard, saving, coming back within the session, signing out; the
// code's messages (wrong, expired), the "Send again" countdown and the limit; axe on each screen.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, createAdmin } from './support/console';
import { codesFor, newCode } from './support/sms-codes';
import { siteApi } from './support/api';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { waitForHydration } from './support/website';

const ADMIN = { username: 'slot.admin', password: 'deodar-forest-2026-camp' };
const RESEND_SECONDS = 4;

let site: RunningSite;
let browser: Browser;
let adminToken: string;
const contexts: BrowserContext[] = [];

const api = siteApi(() => site);

let phoneSeq = 0;
async function registerCoordinator(name: string): Promise<string> {
  const phone = `+9196${String(10_000_000 + ++phoneSeq)}`;
  await api('POST', '/api/slot-coordinators/', { name, phone_number: phone, email: '' }, adminToken);
  return phone;
}

/** A fresh browser profile on a touch phone (or a wide screen), at the sign-in. */
async function open(width = 360, clock = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 780 }, hasTouch: true, isMobile: width < 600 });
  const page = await context.newPage();
  contexts.push(context);
  if (clock) await page.clock.install();
  await page.goto(`${site.web}/slot-coordinators`);
  await waitForHydration(page);
  return page;
}

async function askCode(page: Page, phone: string): Promise<string> {
  const before = codesFor(site, phone).length;
  await page.getByLabel('Phone number').fill(phone.replace('+91', '0'));
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  return newCode(site, phone, before);
}

const codeField = (page: Page) => page.getByLabel('6-digit code');
const errorLine = (page: Page) => page.getByRole('alert');

withSiteAndBrowser((started) => ({ site, browser } = started), { LOG_LEVEL: 'info', OTP_RESEND_SECONDS: String(RESEND_SECONDS) });
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  adminToken = (await api<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  for (const [name, start, end] of [
    ['June, first half', '2027-06-01', '2027-06-15'],
    ['June, second half', '2027-06-16', '2027-06-30'],
    ['July', '2027-07-01', '2027-07-31'],
  ]) {
    await api('POST', '/api/slot-coordinators/slots/', { name, start_date: start, end_date: end, camp: 1 }, adminToken);
  }
  for (const name of ['Physics', 'Chemistry', 'Mathematics', 'English'])
    await api('POST', '/api/slot-coordinators/departments/', { name }, adminToken);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('a slot coordinator on a 360 px phone', () => {
  it('is linked from the footer and from the staff sign-in page', async () => {
    const page = await open(360);
    await page.goto(`${site.web}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Slot Coordinators' }).click();
    await page.waitForURL(`${site.web}/slot-coordinators`);
    await page.goto(`${site.web}/login`);
    await page.getByRole('link', { name: 'Sign in with your phone number' }).click();
    await page.waitForURL(`${site.web}/slot-coordinators`);
    await page.getByRole('heading', { name: 'Sign in with your phone' }).waitFor();
    await page.close();
  });

  it('signs in with a code, ranks slots and departments, saves, comes back to change them, and signs out', async () => {
    const phone = await registerCoordinator('Meena Joshi');
    const page = await open(360);
    expect(await axeViolations(page)).toEqual([]);
    const code = await askCode(page, phone);
    const field = codeField(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await axeViolations(page)).toEqual([]);
    // A paste (from the clipboard, as a phone's SMS app copies it) keeps the 6 digits.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.web });
    await page.evaluate((text) => navigator.clipboard.writeText(text), `Code: ${code.slice(0, 3)} ${code.slice(3)}`);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await field.inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as Meena Joshi').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // By touch (taps): July, then June first half; then June first half moved up.
    await page.getByRole('button', { name: 'Add July' }).tap();
    await page.getByRole('button', { name: 'Add June, first half' }).tap();
    await page.getByRole('button', { name: 'Move June, first half up' }).tap();
    const live = page.locator('.slots-choices > [aria-live]');
    expect(await live.textContent()).toBe('June, first half is now choice 1 of 2.');
    // By keyboard: the focus stays on the item moved.
    await page.getByRole('button', { name: 'Add Physics' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add Mathematics' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move Mathematics up' }).focus();
    await page.keyboard.press('Space');
    expect(await live.textContent()).toBe('Mathematics is now choice 1 of 2.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Mathematics down');
    const chosen = (id: string) => page.locator(`#${id}-chosen + ol .ranked__name`).allTextContents();
    expect(await chosen('slots-slots')).toEqual(['June, first half', 'July']);
    expect(await chosen('slots-departments')).toEqual(['Mathematics', 'Physics']);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('Anything we should know? (optional)').fill('Free from the 5th');
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByRole('heading', { name: 'Your choices are saved. Thank you!' }).waitFor();
    const saved = await api<{ preferences: { slots: { name: string }[]; departments: { name: string }[]; note: string } }[]>(
      'GET',
      '/api/slot-coordinators/',
      undefined,
      adminToken,
    );
    const mine = saved.find((c) => c.preferences.note === 'Free from the 5th')!;
    expect(mine.preferences.slots.map((s) => s.name)).toEqual(['June, first half', 'July']);
    expect(mine.preferences.departments.map((d) => d.name)).toEqual(['Mathematics', 'Physics']);

    // Back within the session: the saved choices, to change.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Your choices, in order' }).waitFor();
    expect(await page.locator('.slots-card ol').first().locator('li').allTextContents()).toEqual(['June, first half', 'July']);
    await page.getByRole('button', { name: 'Change my choices' }).click();
    await page.getByRole('button', { name: 'Remove July' }).click();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByRole('heading', { name: 'Your choices are saved. Thank you!' }).waitFor();

    const token = await page.evaluate(() => sessionStorage.getItem('slot_coordinator_token'));
    expect(token).toMatch(/^sc_/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('slot_coordinator_token'))).toBeNull();
    const after = await fetch(`${site.api}/api/slot-coordinators/details/`, { headers: { Authorization: `Token ${token}` } });
    expect(after.status).toBe(401);
    await page.close();
  });

  it('says how many tries are left after a wrong code, then signs in with the right one', async () => {
    const phone = await registerCoordinator('Ravi Negi');
    const page = await open(360);
    const code = await askCode(page, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2]) {
      await codeField(page).fill(wrong);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await errorLine(page).getByText(`That code is not right. You can try ${left} more times.`).waitFor();
      expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await axeViolations(page)).toEqual([]);
    await codeField(page).fill('12');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await errorLine(page).getByText('Enter the 6 digits of the code.').waitFor();
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as Ravi Negi').waitFor();
    await page.close();
  });

  it('says a code has expired', async () => {
    const phone = await registerCoordinator('Sunita Rawat');
    const page = await open(360, true);
    const code = await askCode(page, phone);
    // Ten minutes on, for the server (its stored code) and for the page (its clock).
    const db = new Database(path.join(site.dataDir, 'app.sqlite'));
    db.prepare('update slot_otps set expires_at = ? where consumed_at is null').run(new Date(Date.now() - 1000).toISOString());
    db.close();
    await page.clock.fastForward('10:01');
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await errorLine(page).getByText('This code has expired. Please ask for a new one with “Send again”.').waitFor();
    await page.close();
  });

  it('counts down before "Send again", sends a new code that replaces the old, and then says when the limit is reached', async () => {
    const phone = await registerCoordinator('Deepak Bisht');
    const page = await open(360);
    const first = await askCode(page, phone);
    const again = page.getByRole('button', { name: /^Send again/ });
    expect(await again.textContent()).toMatch(/^Send again in 0:0[1-4]$/);
    expect(await again.isDisabled()).toBe(true);
    for (let n = 2; n <= 3; n++) {
      await page.getByRole('button', { name: 'Send again', exact: true }).waitFor({ timeout: (RESEND_SECONDS + 3) * 1000 });
      const before = codesFor(site, phone).length;
      await page.getByRole('button', { name: 'Send again', exact: true }).click();
      await page.getByText('A new code is on its way. Earlier codes no longer work.').waitFor();
      expect(await newCode(site, phone, before)).toMatch(/^\d{6}$/);
    }
    // Three codes is the limit per number in the window: the countdown runs to the window's end.
    expect(await again.textContent()).toMatch(/^Send again in 1[45]:\d\d$/);
    expect(await again.isDisabled()).toBe(true);
    // The first code was replaced by the newer ones.
    await codeField(page).fill(first);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await errorLine(page).getByText('That code is not right. You can try 4 more times.').waitFor();
    // Asking anew from the first step is refused with the wait in words, back at the code.
    await page.getByRole('button', { name: 'Use another number' }).click();
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await errorLine(page).getByText('Too many requests. Please wait 15 minutes and try again.').waitFor();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await codeField(page).fill(codesFor(site, phone).at(-1)!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as Deepak Bisht').waitFor();
    await page.close();
  });
});
