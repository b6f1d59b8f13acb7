// The console's sign-in: an admin made with create-admin logs in and out; an expired or revoked
// token sends the console back to /login; a registration approved by the admin becomes a
// coordinator who is not offered approvals and cannot reach them.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleOnlyFiles, readManifest } from './support/bundle-budget';
import { createAdmin, fieldError, logIn, navLink, openConsole } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';

const ADMIN = { username: 'chief', password: 'hill-camp-admin-2026' };

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
});

const stored = (page: Page) => page.evaluate(() => ({ token: localStorage.getItem('token'), username: localStorage.getItem('username') }));

function expireTokens(username: string) {
  const db = new Database(path.join(site.dataDir, 'app.sqlite'));
  try {
    db.prepare('UPDATE auth_tokens SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(
      '2000-01-01T00:00:00.000Z',
      username,
    );
  } finally {
    db.close();
  }
}

describe('the console bundle', () => {
  it('is never loaded by public pages; the header’s Login is a full page load into it', async () => {
    const consoleFiles = consoleOnlyFiles(readManifest());
    expect(consoleFiles.size).toBeGreaterThan(5);
    const { context, page } = await openConsole(browser, 1280);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname.slice(1)));
    for (const route of ['/', '/for-students', '/downloads', '/contact-us'])
      await page.goto(site.web + route, { waitUntil: 'networkidle' });
    expect(loaded.filter((f) => consoleFiles.has(f))).toEqual([]);
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
    await expect(login.getAttribute('href')).resolves.toBe('/login');
    await Promise.all([page.waitForEvent('load'), login.click()]);
    await page.getByRole('heading', { level: 1, name: 'Staff login' }).waitFor();
    expect(loaded.some((f) => consoleFiles.has(f))).toBe(true);
    await context.close();
  });
});

describe('console sign-in', () => {
  it('sends a visitor without a token from /admin to /login', async () => {
    const { context, page, errors } = await openConsole(browser);
    await page.goto(`${site.web}/admin/announcements`);
    await page.waitForURL(`${site.web}/login`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Staff login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses wrong credentials with the server message, keeping nothing', async () => {
    const { context, page } = await openConsole(browser);
    await page.goto(`${site.web}/login`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Unable to log in with the username and password given.' }).waitFor();
    expect(await stored(page)).toEqual({ token: null, username: null });
    await context.close();
  });

  it('shows the side navigation on a desktop and the Menu button only on a phone', async () => {
    const { context, page, errors } = await openConsole(browser, 1280);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    const menu = page.getByRole('button', { name: 'Menu' });
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    await page.setViewportSize({ width: 360, height: 800 });
    await menu.waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(false);
    await menu.click();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs the create-admin account in, stores token and username, and logs out removing both', async () => {
    const { context, page, errors } = await openConsole(browser);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    const session = await stored(page);
    expect(session.username).toBe(ADMIN.username);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The profile was fetched: the frame names the account and its role.
    await page.getByText(`Signed in as ${ADMIN.username}`).waitFor();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${site.web}/login`);
    await page.getByText('You have been logged out.').waitFor();
    expect(await stored(page)).toEqual({ token: null, username: null });
    // The token was revoked on the server, not only forgotten.
    const res = await fetch(`${site.api}/api/profile/`, { headers: { Authorization: `Token ${session.token}` } });
    expect(res.status).toBe(401);
    await page.goto(`${site.web}/admin`);
    await page.waitForURL(`${site.web}/login`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('returns to /login when the token expires, keeping the username to log in again', async () => {
    const { context, page } = await openConsole(browser);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    await page.waitForLoadState('networkidle');
    expireTokens(ADMIN.username);
    // Under load the click may meet the link as the console re-renders or leaves (a read of its own
    // met the expired token first): whichever way, the console must end at /login.
    void navLink(page, 'Announcements')
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForURL(`${site.web}/login`);
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(await stored(page)).toEqual({ token: null, username: ADMIN.username });
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe(ADMIN.username);
    await context.close();
  });

  it('returns to /login when the token is revoked elsewhere', async () => {
    const { context, page } = await openConsole(browser);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    await page.waitForLoadState('networkidle');
    const { token } = await stored(page);
    // Another device logs this session out.
    const out = await fetch(`${site.api}/api/logout/`, { method: 'POST', headers: { Authorization: `Token ${token}` } });
    expect(out.status).toBe(200);
    void navLink(page, 'Inbox')
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForURL(`${site.web}/login`);
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    expect((await stored(page)).token).toBeNull();
    await context.close();
  });
});

describe('registration and approval', () => {
  const coordinator = { username: 'meera.joshi', password: 'pahadi-coordinator-77', name: 'Meera Joshi' };

  it('registers, is approved by the admin for one camp, and logs in as a coordinator who cannot reach approvals or the inbox', async () => {
    const visitor = await openConsole(browser, 360);
    await visitor.page.goto(`${site.web}/register`);
    await visitor.page.getByLabel('Full name').fill(coordinator.name);
    await visitor.page.getByLabel('Username').fill(coordinator.username);
    await visitor.page.getByLabel('Email').fill('meera@example.org');
    await visitor.page.getByLabel('Password').fill('short');
    await visitor.page.getByRole('button', { name: 'Send request' }).click();
    // The shared schema's message, beside the field, before anything is sent.
    await fieldError(visitor.page, 'Password', 'The password must be at least 10 characters long.').waitFor();
    await visitor.page.getByLabel('Password').fill(coordinator.password);
    await visitor.page.getByRole('button', { name: 'Send request' }).click();
    await visitor.page.getByRole('heading', { name: 'Request received' }).waitFor();
    await visitor.page.getByText('An administrator will review your request').waitFor();

    // Not approved yet: the login says so.
    await visitor.page.getByRole('link', { name: 'Log in' }).click();
    await visitor.page.getByLabel('Username').fill(coordinator.username);
    await visitor.page.getByLabel('Password').fill(coordinator.password);
    await visitor.page.getByRole('button', { name: 'Log in' }).click();
    await visitor.page.getByText('Your account is waiting for approval by an administrator.').waitFor();

    const admin = await openConsole(browser);
    await logIn(admin.page, site, ADMIN.username, ADMIN.password);
    await navLink(admin.page, 'Approvals').click();
    await admin.page.getByRole('button', { name: `Approve ${coordinator.name}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Approve ${coordinator.name}` });
    await dialog.getByLabel('Comments').fill('Welcome to the Dharchula team.');
    await dialog.getByLabel('Dharchula Summer Camp (2025)').check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText(`${coordinator.name} can now log in.`).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    await visitor.page.getByRole('button', { name: 'Log in' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await visitor.page.getByText('Coordinator').first().waitFor();
    // Not offered: no Inbox (applicants' personal data), Approvals, Audit log, Brochures in the
    // navigation (the phone menu opens it), and no new-applications card on the dashboard.
    await visitor.page.getByRole('button', { name: 'Menu' }).click();
    const nav = visitor.page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Announcements' }).waitFor();
    for (const hidden of ['Inbox', 'Approvals', 'Audit log', 'Brochures', 'Reports', 'Events']) {
      await expect(nav.getByRole('link', { name: hidden }).count()).resolves.toBe(0);
    }
    await expect(visitor.page.getByRole('link', { name: 'Open the inbox' }).count()).resolves.toBe(0);
    // Not reachable by address either.
    for (const page of ['approvals', 'inbox']) {
      await visitor.page.goto(`${site.web}/admin/${page}`);
      await visitor.page.getByText('Only administrators can open this page.').waitFor();
    }
    // And the API refuses it anyway.
    const { token } = await stored(visitor.page);
    for (const call of ['/api/approval-requests/', '/api/inbox/volunteer-applications/']) {
      const res = await fetch(`${site.api}${call}`, { headers: { Authorization: `Token ${token}` } });
      expect(res.status, call).toBe(403);
    }
    // Camps are shown to a coordinator without the admin's add, edit and delete.
    await visitor.page.goto(`${site.web}/admin/camps`);
    await visitor.page.getByText('Dharchula Summer Camp').first().waitFor();
    await expect(visitor.page.getByRole('link', { name: 'Add camp' }).count()).resolves.toBe(0);
    await expect(visitor.page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
