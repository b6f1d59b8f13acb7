// Helpers for the staff console's browser tests: accounts made the way an operator makes them
// (the create-admin command on the site's data folder), logging in through the form, axe-core,
// and screenshots for looking at the screens.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningSite } from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** `npm run create-admin -- --username U --password P` against the running site's data folder. */
export async function createAdmin(site: RunningSite, username: string, password: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/create-admin.ts', '--username', username, '--password', password],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  return stdout;
}

export interface ConsolePage {
  context: BrowserContext;
  page: Page;
  /** Script errors seen on the page. */
  errors: string[];
}

/** A fresh browser profile (its own local storage) at a given width. */
export async function openConsole(browser: Browser, width = 1280, options: { acceptDownloads?: boolean } = {}): Promise<ConsolePage> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
    acceptDownloads: options.acceptDownloads ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

/** Logs in through the form and waits for the dashboard. */
export async function logIn(page: Page, site: RunningSite, username: string, password: string): Promise<void> {
  await page.goto(`${site.web}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** A link of the console's navigation (the phone menu must be open). */
export const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

/** The message shown beside a labelled field. */
export const fieldError = (page: Page, label: string, message: string) =>
  page
    .locator('.field--invalid')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .getByText(message);

/** axe-core's violations on the page as it is now ("rule: targets"). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's CSP (script-src 'self') does not apply.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

/** Where screenshots go when CONSOLE_SCREENSHOTS names a folder; otherwise none are taken. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.CONSOLE_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
