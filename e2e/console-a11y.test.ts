// axe-core finds no violations on the console's screens — lists, forms, forms showing errors,
// dialogs, the coordinator's view — on a 1280 px screen and a 360 px phone. With
// CONSOLE_SCREENSHOTS=<folder> each screen is also saved as a PNG to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, createAdmin, logIn, openConsole, screenshot, type ConsolePage } from './support/console';
import { siteApi } from './support/api';
import { type RunningSite, withSiteAndBrowser } from './support/server';

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

const api = siteApi(() => site);

withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
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
  // Slot coordinators (decisions 0015 and 0016): one of each, so that every list and the board have a row.
  await api('POST', '/api/slot-coordinators/', { name: 'Neha Pant', phone_number: '9876543210', camp: 1 }, adminToken);
  await api(
    'POST',
    '/api/slot-coordinators/slots/',
    {
      name: 'Morning, 1 June',
      camp: 1,
      start_date: '2026-06-01',
      end_date: '2026-06-01',
      start_time: '09:00',
      end_time: '13:00',
      capacity: 2,
    },
    adminToken,
  );
  await api('POST', '/api/slot-coordinators/departments/', { name: 'Physics', description: 'Class 11 and 12' }, adminToken);
  await api('POST', '/api/slot-coordinators/slots/1/allocations/', { coordinator: 1 }, adminToken);
  await api(
    'POST',
    '/api/students/',
    { name: 'Pooja Dhami', standard: 10, school: 'GIC Dharchula', village: 'Tawaghat', district: 'Pithoragarh', gender: 'female', camp: 1 },
    adminToken,
  );
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
  { name: 'site-settings', path: '/admin/site/settings' },
  {
    name: 'site-settings-errors',
    path: '/admin/site/settings',
    act: async (page) => {
      await page.getByLabel('Contact phone').fill('call us');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.locator('.field--invalid').first().waitFor();
    },
  },
  { name: 'site-about', path: '/admin/site/about' },
  { name: 'site-programs', path: '/admin/site/programs' },
  { name: 'site-program-edit', path: '/admin/site/programs/1/edit' },
  { name: 'site-testimonials', path: '/admin/site/testimonials' },
  {
    name: 'site-testimonial-new-errors',
    path: '/admin/site/testimonials/new',
    act: async (page) => {
      await page.getByRole('button', { name: 'Create' }).click();
      await page.locator('.field--invalid').first().waitFor();
    },
  },
  { name: 'site-volunteer-experiences', path: '/admin/site/volunteer-experiences' },
  { name: 'site-trustees', path: '/admin/site/trustees' },
  { name: 'site-trustee-edit', path: '/admin/site/trustees/1/edit' },
  { name: 'site-partnership-options', path: '/admin/site/partnership-options' },
  { name: 'site-partnership-option-new', path: '/admin/site/partnership-options/new' },
  { name: 'approvals', path: '/admin/approvals' },
  {
    name: 'approve-dialog',
    path: '/admin/approvals',
    act: async (page) => {
      await page.getByRole('button', { name: 'Approve Naveen Rana' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'accounts', path: '/admin/accounts' },
  {
    name: 'account-edit-dialog',
    path: '/admin/accounts',
    act: async (page) => {
      await page.getByRole('button', { name: 'Edit the role and camps of Kavita Bisht' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'account-deactivate-dialog',
    path: '/admin/accounts',
    act: async (page) => {
      await page.getByRole('button', { name: 'Deactivate Kavita Bisht' }).click();
      await page.getByRole('alertdialog').waitFor();
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
  { name: 'slot-coordinators', path: '/admin/slot-coordinators' },
  { name: 'slot-coordinator-new', path: '/admin/slot-coordinators/new' },
  { name: 'slot-coordinator-edit', path: '/admin/slot-coordinators/1/edit' },
  { name: 'slots', path: '/admin/slots' },
  {
    name: 'slot-new-errors',
    path: '/admin/slots/new',
    act: async (page) => {
      await page.getByRole('button', { name: 'Create' }).click();
      await page.locator('.field--invalid').first().waitFor();
    },
  },
  { name: 'departments', path: '/admin/departments' },
  { name: 'department-new', path: '/admin/departments/new' },
  {
    name: 'slot-board',
    path: '/admin/slot-board',
    act: async (page) => {
      // The allocation form is in view on a phone too, not past the screen's right edge.
      const box = await page.getByRole('button', { name: 'Allocate' }).first().boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
    },
  },
  { name: 'profile', path: '/admin/profile' },
  { name: 'audit-log', path: '/admin/audit-log' },
  {
    name: 'mail',
    path: '/admin/mail?status=all',
    act: async (page) => {
      // An address is not broken across two lines when its row has room for it.
      const box = await page.locator('.mail-recipients', { hasText: 'asha@example.org' }).boundingBox();
      expect(box!.height).toBeLessThan(30);
    },
  },
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
    // The Website screens read only: no form to send, no moving.
    await visitor.page.goto(`${site.web}/admin/site/settings`);
    await settle(visitor.page);
    await visitor.page.getByText('Only administrators can change the website’s content. You can read it here.').waitFor();
    await expect(visitor.page.getByLabel('Contact phone').isDisabled()).resolves.toBe(true);
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.page.goto(`${site.web}/admin/site/trustees`);
    await settle(visitor.page);
    await expect(visitor.page.getByRole('button', { name: /^Move / }).count()).resolves.toBe(0);
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.page.goto(`${site.web}/admin/approvals`);
    await visitor.page.getByText('Only administrators can open this page.').waitFor();
    expect(await axeViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
