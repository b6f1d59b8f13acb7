// The staff accounts screen: an admin deactivates a coordinator, whose open console (another
// browser) is logged out on its next request; reactivation; and a password reset whose temporary
// password, shown once, leads to the forced change before anything else in the console.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, createAdmin, logIn, navLink, openConsole } from './support/console';
import { siteApi } from './support/api';
import { type RunningSite, withSiteAndBrowser } from './support/server';

const ADMIN = { username: 'trustee', password: 'deodar-forest-admin-2026' };
const COORDINATOR = { username: 'hema.pant', password: 'munsiyari-coordinator-26', full_name: 'Hema Pant', email: 'hema@example.org' };

let site: RunningSite;
let browser: Browser;

const api = siteApi(() => site);

withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  const adminToken = (await api<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  await api('POST', '/api/register/', COORDINATOR);
  const pending = await api<{ id: number; username: string }[]>('GET', '/api/approval-requests/?status=pending', undefined, adminToken);
  await api('POST', `/api/approval-requests/${pending[0]!.id}/approve/`, { comments: 'Welcome' }, adminToken);
});

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openAccounts(page: Page) {
  await navLink(page, 'Staff accounts').click();
  await page.getByRole('heading', { level: 1, name: 'Staff accounts' }).waitFor();
  await row(page, COORDINATOR.full_name).waitFor();
}

describe('staff accounts', () => {
  it('deactivates a coordinator, whose open console is logged out on its next request; reactivation lets them back in', async () => {
    const coordinator = await openConsole(browser);
    await logIn(coordinator.page, site, COORDINATOR.username, COORDINATOR.password);
    expect(await stored(coordinator.page)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const admin = await openConsole(browser);
    await logIn(admin.page, site, ADMIN.username, ADMIN.password);
    await openAccounts(admin.page);
    // The row shows the role, the camps, the status and a last login.
    const hema = row(admin.page, COORDINATOR.full_name);
    await expect(hema.getByRole('cell').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining(['Coordinator', 'All camps', 'Active', expect.stringMatching(/\d/)]),
    );
    await hema.getByRole('button', { name: `Deactivate ${COORDINATOR.full_name}` }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: `Deactivate ${COORDINATOR.full_name}?` });
    // Keyboard: the dialog opens on Cancel; Tab reaches the confirm button.
    await admin.page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Deactivate' }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await admin.page.keyboard.press('Enter');
    await admin.page.getByText(`${COORDINATOR.full_name} was deactivated and logged out.`).waitFor();
    await row(admin.page, COORDINATOR.full_name).getByText('Deactivated').waitFor();

    // The coordinator's console, untouched since, is sent to the login on its next request.
    await navLink(coordinator.page, 'Students').click();
    await coordinator.page.waitForURL(`${site.web}/login`);
    await coordinator.page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(await stored(coordinator.page)).toBeNull();
    await coordinator.page.getByLabel('Password').fill(COORDINATOR.password);
    await coordinator.page.getByRole('button', { name: 'Log in' }).click();
    await coordinator.page.getByText('This account is not active.').waitFor();

    await row(admin.page, COORDINATOR.full_name)
      .getByRole('button', { name: `Reactivate ${COORDINATOR.full_name}` })
      .click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
    await admin.page.getByText(`${COORDINATOR.full_name} was reactivated.`).waitFor();
    await coordinator.page.getByLabel('Password').fill(COORDINATOR.password);
    await coordinator.page.getByRole('button', { name: 'Log in' }).click();
    // Back where the coordinator was going when the session ended.
    await coordinator.page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();

    // The audit log says what happened.
    await navLink(admin.page, 'Audit log').click();
    await admin.page.getByText(`${ADMIN.username} deactivated user #`).first().waitFor();
    await admin.page.getByText(`${ADMIN.username} reactivated user #`).first().waitFor();
    expect(admin.errors).toEqual([]);
    expect(coordinator.errors).toEqual([]);
    await admin.context.close();
    await coordinator.context.close();
  });

  it('resets a password: the temporary one is shown once, and the next login must change it before anything else', async () => {
    const coordinator = await openConsole(browser);
    await logIn(coordinator.page, site, COORDINATOR.username, COORDINATOR.password);

    const admin = await openConsole(browser);
    await logIn(admin.page, site, ADMIN.username, ADMIN.password);
    await openAccounts(admin.page);
    await row(admin.page, COORDINATOR.full_name)
      .getByRole('button', { name: `Reset password for ${COORDINATOR.full_name}` })
      .click();
    await admin.page
      .getByRole('alertdialog', { name: `Reset the password of ${COORDINATOR.full_name}?` })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const shown = admin.page.getByRole('dialog', { name: `Temporary password for ${COORDINATOR.full_name}` });
    await shown.waitFor();
    const temporary = await shown.getByLabel('Temporary password').inputValue();
    expect(temporary).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    await expect(shown.getByRole('button', { name: 'Copy' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(admin.page)).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    // Shown once: nowhere on the screen any more.
    await expect(admin.page.locator('body').textContent()).resolves.not.toContain(temporary);
    await row(admin.page, COORDINATOR.full_name).getByText('Must change password').waitFor();

    // The reset logged the coordinator's open console out too.
    await navLink(coordinator.page, 'Students').click();
    await coordinator.page.waitForURL(`${site.web}/login`);

    // The old password no longer works; the temporary one leads to the forced change.
    await coordinator.page.getByLabel('Password').fill(COORDINATOR.password);
    await coordinator.page.getByRole('button', { name: 'Log in' }).click();
    await coordinator.page.getByText('Unable to log in with the username and password given.').waitFor();
    await coordinator.page.getByLabel('Password').fill(temporary);
    await coordinator.page.getByRole('button', { name: 'Log in' }).click();
    await coordinator.page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expect(coordinator.page.getByRole('navigation', { name: 'Console' }).count()).resolves.toBe(0);
    expect(await axeViolations(coordinator.page)).toEqual([]);
    // Nothing else opens by address either.
    await coordinator.page.goto(`${site.web}/admin/students`);
    await coordinator.page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();

    const newPassword = 'new-trail-to-munsiyari-9';
    await coordinator.page.getByLabel('Temporary password').fill(temporary);
    await coordinator.page.getByLabel('New password').fill(newPassword);
    await coordinator.page.getByRole('button', { name: 'Save the new password' }).click();
    await coordinator.page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await navLink(coordinator.page, 'Dashboard').waitFor();

    // The new password is the one that works from now on.
    const again = await api<{ must_change_password: boolean }>('POST', '/api/login/', {
      username: COORDINATOR.username,
      password: newPassword,
    });
    expect(again.must_change_password).toBe(false);
    expect(admin.errors).toEqual([]);
    expect(coordinator.errors).toEqual([]);
    await admin.context.close();
    await coordinator.context.close();
  });
});
