// Slot coordinators (decisions 0015 and 0016), end to end: an admin registers a slot coordinator, two slots and two departments in the
// console; the coordinator signs in on the website's /slot-coordinators with the code the log SMS
// provider wrote to the site's log (after three wrong codes, each with its message), ranks slots
// and departments and saves; the admin sees the choices on the preferences board and in its CSV,
// and allocates within the slot's capacity; a deactivated coordinator is sent no code.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, logIn, navLink, openConsole, type ConsolePage } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { waitForHydration } from './support/website';
import { maskPhone } from '../src/shared/schemas/privacy';

const ADMIN = { username: 'slots.admin', password: 'deodar-slopes-2026' };
const COORDINATOR = { name: 'Neha Pant', phone: '98765 43210', e164: '+919876543210' };
const CAMP = 'Dharchula Summer Camp (2025)';

let site: RunningSite;
let browser: Browser;
let admin: ConsolePage;
// The log SMS provider writes each code at info level: the test reads it there, as an operator would.
// No pause between codes: the last test asks again for the same number within seconds.
withSiteAndBrowser((started) => ({ site, browser } = started), { LOG_LEVEL: 'info', SMS_PROVIDER: 'log', OTP_RESEND_SECONDS: '0' });
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  admin = await openConsole(browser, 1280, { acceptDownloads: true });
  await logIn(admin.page, site, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await admin?.context.close();
});

/** The newest code sent to the number after `from` characters of the log (waits for it: texts may go after the reply). */
async function codeFromLog(from: number, seconds = 10): Promise<string> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = [
      ...site
        .output()
        .slice(from)
        .matchAll(/Your slot coordinator code is (\d{6})\./g),
    ].at(-1);
    if (found) return found[1]!;
    if (Date.now() > deadline) throw new Error('no code in the log');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Fills a resource's form and creates the record; the list then says "Created." */
async function create(page: Page, list: string, add: string, fill: (page: Page) => Promise<void>) {
  await navLink(page, list).click();
  await page.getByRole('link', { name: add }).click();
  await fill(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Created.').waitFor();
}

/** The board's row of a slot. */
const slotRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });

/** A slot coordinator call as a browser makes it: with a token, or else with the CSRF cookie and header. */
async function call(path: string, body: unknown, token?: string) {
  const csrf = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
  const res = await fetch(`${site.api}/api/slot-coordinators/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : { 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
}

describe('slot coordinators: console, sign-in, preferences, board', () => {
  it('an admin registers a coordinator, two slots and two departments in the console', async () => {
    const { page, errors } = admin;
    await create(page, 'Coordinators', 'Add coordinator', async (p) => {
      await p.getByLabel('Name', { exact: true }).fill(COORDINATOR.name);
      await p.getByLabel('Phone number').fill(COORDINATOR.phone);
      await p.getByLabel('Camp').selectOption({ label: CAMP });
    });
    const person = page.getByRole('row').filter({ hasText: COORDINATOR.name });
    // Lists show phone numbers masked (decision 0032).
    await expect.poll(() => person.textContent()).toContain(maskPhone(COORDINATOR.e164));
    expect(await person.textContent()).toContain('Dharchula Summer Camp');
    expect(await person.textContent()).toContain('Never');

    for (const [name, date, start, end, capacity] of [
      ['Morning, 1 June', '2026-06-01', '09:00', '13:00', '1'],
      ['Afternoon, 1 June', '2026-06-01', '14:00', '17:00', '2'],
    ] as const) {
      await create(page, 'Slots', 'Add slot', async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(name);
        await p.getByLabel('Camp').selectOption({ label: CAMP });
        await p.getByLabel('Start date').fill(date);
        await p.getByLabel('End date').fill(date);
        await p.getByLabel('Start time').fill(start);
        await p.getByLabel('End time').fill(end);
        await p.getByLabel('Capacity').fill(capacity);
      });
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    for (const name of ['Physics', 'Chemistry']) {
      await create(page, 'Departments', 'Add department', async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(name);
      });
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }

    await navLink(page, 'Preferences board').click();
    await page.getByRole('heading', { level: 1, name: 'Preferences board' }).waitFor();
    await expect.poll(() => slotRow(page, 'Morning, 1 June').textContent()).toContain('0 of 1');
    expect(await slotRow(page, 'Morning, 1 June').textContent()).toContain('Nobody yet.');
    expect(errors).toEqual([]);
  });

  it('the coordinator signs in on the website with the code from the log (after three wrong ones), ranks and saves', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.web}/slot-coordinators`);
    await waitForHydration(page);
    const from = site.output().length;
    await page.getByLabel('Phone number').fill(COORDINATOR.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    const code = await codeFromLog(from);

    // Three wrong codes: each says how many tries are left.
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2]) {
      await page.getByLabel('6-digit code').fill(wrong);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText(`That code is not right. You can try ${left} more times.`).waitFor();
      expect(await page.getByLabel('6-digit code').getAttribute('aria-invalid')).toBe('true');
    }
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`Signed in as ${COORDINATOR.name}`).waitFor();

    // Afternoon first, then morning; Chemistry first, then Physics.
    await page.getByRole('button', { name: 'Add Afternoon, 1 June' }).tap();
    await page.getByRole('button', { name: 'Add Morning, 1 June' }).tap();
    await page.getByRole('button', { name: 'Add Physics' }).tap();
    await page.getByRole('button', { name: 'Add Chemistry' }).tap();
    await page.getByRole('button', { name: 'Move Chemistry up' }).tap();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByRole('heading', { name: 'Your choices are saved. Thank you!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin sees the ranks on the board and in the CSV, and allocates up to the capacity', async () => {
    const { page, errors } = admin;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Preferences board' }).waitFor();
    await page.getByLabel('Camp').selectOption({ label: CAMP });
    await expect.poll(() => slotRow(page, 'Afternoon, 1 June').textContent()).toContain(`1. ${COORDINATOR.name}`);
    expect(await slotRow(page, 'Morning, 1 June').textContent()).toContain(`2. ${COORDINATOR.name}`);
    const department = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    expect(await department('Chemistry').textContent()).toContain(`1. ${COORDINATOR.name}`);
    expect(await department('Physics').textContent()).toContain(`2. ${COORDINATOR.name}`);

    // Allocation: the slot of capacity 1 is then full.
    const morning = slotRow(page, 'Morning, 1 June');
    await morning.getByLabel('Coordinator to allocate to Morning, 1 June').selectOption({ label: COORDINATOR.name });
    await morning.getByRole('button', { name: 'Allocate' }).click();
    await page.getByText(`${COORDINATOR.name} allocated to Morning, 1 June.`).waitFor();
    await expect.poll(() => morning.textContent()).toContain('1 of 1');
    expect(await morning.textContent()).toContain('Full');
    expect(await morning.getByRole('button', { name: 'Allocate' }).isDisabled()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^slot-preferences-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Type,Name,Camp,Start date,End date,Start time,End time,Capacity,Filled,Rank,Coordinator,Phone,Allocated');
    expect(lines).toContain(
      `Slot,"Afternoon, 1 June",Dharchula Summer Camp,2026-06-01,2026-06-01,14:00,17:00,2,0,1,${COORDINATOR.name},'${COORDINATOR.e164},No`,
    );
    expect(lines).toContain(
      `Slot,"Morning, 1 June",Dharchula Summer Camp,2026-06-01,2026-06-01,09:00,13:00,1,1,2,${COORDINATOR.name},'${COORDINATOR.e164},Yes`,
    );
    expect(lines).toContain(`Department,Chemistry,,,,,,,,1,${COORDINATOR.name},'${COORDINATOR.e164},`);
    expect(lines).toContain(`Department,Physics,,,,,,,,2,${COORDINATOR.name},'${COORDINATOR.e164},`);

    // Taken off again, the slot has room.
    await morning.getByRole('button', { name: `Remove ${COORDINATOR.name} from Morning, 1 June` }).click();
    await page.getByText(`${COORDINATOR.name} removed from Morning, 1 June.`).waitFor();
    await expect.poll(() => morning.textContent()).toContain('0 of 1');

    // The coordinators' list shows the sign-in.
    await navLink(page, 'Coordinators').click();
    const person = page.getByRole('row').filter({ hasText: COORDINATOR.name });
    await expect.poll(() => person.textContent()).not.toContain('Never');
    expect(errors).toEqual([]);
  });

  it('a deactivated coordinator gets no code; reactivated, they can sign in again', async () => {
    const { page, errors } = admin;
    await navLink(page, 'Coordinators').click();
    await page.getByRole('link', { name: `Edit ${COORDINATOR.name}` }).click();
    await page.getByLabel('Active (may sign in)').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: COORDINATOR.name }).textContent()).toContain('Deactivated');

    const from = site.output().length;
    expect((await call('request-otp/', { phone_number: COORDINATOR.phone })).status).toBe(200);
    await expect(codeFromLog(from, 2)).rejects.toThrow('no code in the log');

    await page.getByRole('link', { name: `Edit ${COORDINATOR.name}` }).click();
    await page.getByLabel('Active (may sign in)').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: COORDINATOR.name }).textContent()).toContain('Active');
    const again = site.output().length;
    expect((await call('request-otp/', { phone_number: COORDINATOR.phone })).status).toBe(200);
    const otp = await codeFromLog(again);
    expect((await call('verify-otp/', { otp, phone_number: COORDINATOR.phone })).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
