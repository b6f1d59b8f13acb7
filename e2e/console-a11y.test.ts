// axe-core finds no violations on the console's screens — lists, forms, forms showing errors,
// dialogs, the coordinator's view — on a 1280 px screen and a 360 px phone. With
// CONSOLE_SCREENSHOTS=<folder> each screen is also saved as a PNG to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, createAdmin, logIn, openConsole, startConsoleSite, screenshot, type ConsolePage } from './support/console';
import { launchBrowser, type RunningSite } from './support/server';

const ADMIN = { username: 'auditor', password: 'rhododendron-2026-hills' };
const COORDINATOR = {
  username: 'kavita.bisht',
  password: 'almora-coordinator-2026',
  full_name: 'Kavita Bisht',
  email: 'kavita@example.org',
};

let site: RunningSite;
let browser: Browser;
let adminToken: string;

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const csrf = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
  const res = await fetch(`${site.api}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : { 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  site = await startConsoleSite();
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
  adminToken = (await api<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  // Something in every list: a pending registration, a contact message, a student.
  await api('POST', '/api/register/', {
    username: 'naveen.rana',
    password: 'kumaon-volunteer-2026',
    full_name: 'Naveen Rana',
    email: 'naveen@example.org',
    note: 'Dharchula camp',
  });
  await api('POST', '/api/register/', COORDINATOR);
  const pending = await api<{ id: number; username: string }[]>('GET', '/api/approval-requests/?status=pending', undefined, adminToken);
  await api(
    'POST',
    `/api/approval-requests/${pending.find((r) => r.username === COORDINATOR.username)!.id}/approve/`,
    { comments: 'Welcome' },
    adminToken,
  );
  await api('POST', '/contact/', { name: 'Asha Rawat', email: 'asha@example.org', subject: 'Books', message: 'We can send books.' });
  await api(
    'POST',
    '/api/students/',
    { name: 'Pooja Dhami', standard: 10, school: 'GIC Dharchula', village: 'Tawaghat', district: 'Pithoragarh', gender: 'female', camp: 1 },
    adminToken,
  );
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface Screen {
  name: string;
  path: string;
  /** Brings the screen into the state to check (a dialog open, errors shown). */
  act?(page: Page): Promise<void>;
}

const screens: Screen[] = [
  { name: 'dashboard', path: '/admin' },
  { name: 'camps', path: '/admin/camps' },
  { name: 'camp-new', path: '/admin/camps/new' },
  { name: 'camp-edit', path: '/admin/camps/1/edit' },
  {
    name: 'camp-delete-dialog',
    path: '/admin/camps',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  { name: 'students', path: '/admin/students?camp=1' },
  { name: 'student-new', path: '/admin/students/new?camp=1' },
  { name: 'announcements', path: '/admin/announcements' },
  {
    name: 'announcement-new-errors',
    path: '/admin/announcements/new',
    act: async (page) => {
      await page.getByRole('button', { name: 'Create' }).click();
      await page.locator('.field--invalid').first().waitFor();
    },
  },
  { name: 'announcement-edit', path: '/admin/announcements/1/edit' },
  { name: 'test-papers', path: '/admin/test-papers' },
  { name: 'test-paper-new', path: '/admin/test-papers/new' },
  { name: 'test-results', path: '/admin/test-results' },
  { name: 'test-result-new', path: '/admin/test-results/new' },
  { name: 'gallery', path: '/admin/gallery' },
  { name: 'gallery-upload', path: '/admin/gallery/new' },
  { name: 'gallery-edit', path: '/admin/gallery/1/edit' },
  { name: 'brochures', path: '/admin/brochures' },
  { name: 'brochure-new', path: '/admin/brochures/new' },
  { name: 'reports', path: '/admin/reports' },
  { name: 'report-new', path: '/admin/reports/new' },
  { name: 'events', path: '/admin/events' },
  { name: 'event-new', path: '/admin/events/new' },
  { name: 'approvals', path: '/admin/approvals' },
  {
    name: 'approve-dialog',
    path: '/admin/approvals',
    act: async (page) => {
      await page.getByRole('button', { name: 'Approve Naveen Rana' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'inbox', path: '/admin/inbox?box=contact' },
  {
    name: 'inbox-read-dialog',
    path: '/admin/inbox?box=contact',
    act: async (page) => {
      await page.getByRole('button', { name: 'Read: Asha Rawat' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'profile', path: '/admin/profile' },
  { name: 'audit-log', path: '/admin/audit-log' },
];

/** Waits until the screen has its heading and nothing is loading. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByText('Loading...', { exact: true }).waitFor({ state: 'detached' });
}

describe.each([1280, 360])('console screens at %i px', (width) => {
  let admin: ConsolePage;
  beforeAll(async () => {
    admin = await openConsole(browser, width);
    await logIn(admin.page, site, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it.each(screens.map((s) => [s.name, s] as const))('%s has no axe violations', async (name, screen) => {
    const { page, errors } = admin;
    await page.goto(site.web + screen.path);
    await settle(page);
    await screen.act?.(page);
    await screenshot(page, `${name}-${width}`);
    expect(await axeViolations(page)).toEqual([]);
    // A phone never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the login and register screens and the coordinator’s view have no axe violations', async () => {
    const visitor = await openConsole(browser, width);
    for (const path of ['/login', '/register']) {
      await visitor.page.goto(site.web + path);
      await settle(visitor.page);
      await screenshot(visitor.page, `${path.slice(1)}-${width}`);
      expect(await axeViolations(visitor.page)).toEqual([]);
    }
    await logIn(visitor.page, site, COORDINATOR.username, COORDINATOR.password);
    await screenshot(visitor.page, `coordinator-dashboard-${width}`);
    expect(await axeViolations(visitor.page)).toEqual([]);
    if (width < 900) {
      await visitor.page.getByRole('button', { name: 'Menu' }).click();
      await screenshot(visitor.page, `coordinator-menu-${width}`);
      expect(await axeViolations(visitor.page)).toEqual([]);
    }
    await visitor.page.goto(`${site.web}/admin/approvals`);
    await visitor.page.getByText('Only administrators can open this page.').waitFor();
    expect(await axeViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
