// `node scripts/check-dev-reload.mjs`: proves `npm run dev`'s loop on a copy of the tree (the
// sources here are never touched). In a headless Chromium it opens the home page and the console's
// login page, edits a page component, the page's stylesheet and a console screen in the copy, and
// waits for each change to show in the open page without a reload (a value set on `window` before
// the edit survives it); then edits a server file and waits for the API to come back after tsx
// restarts it. Also asks Vite for files outside the two apps (refused), and fails on any
// Content-Security-Policy violation. Needs /usr/bin/chromium. Ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from './support/free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-reload-'));
const dataDir = path.join(copy, 'data');
for (const entry of [
  'src',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'scripts/support/precompress.ts',
  'tsconfig.json',
  'package.json',
]) {
  fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
}
// The packages linked one by one, so that Vite's caches (node_modules/.vite) stay the copy's own.
fs.mkdirSync(path.join(copy, 'node_modules'));
for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
  if (!name.startsWith('.vite')) fs.symlinkSync(path.join(root, 'node_modules', name), path.join(copy, 'node_modules', name));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what, test, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await test().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
/** Saves as an editor does (a new file renamed over the old): the watcher never sees it half written. */
function edit(file, change) {
  const full = path.join(copy, file);
  const text = fs.readFileSync(full, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(`${full}.saving`, changed);
  fs.renameSync(`${full}.saving`, full);
}

const [webPort, apiPort] = [await freePort(), await freePort()];
const web = `http://localhost:${webPort}`;
const api = `http://localhost:${apiPort}`;
let output = '';
const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/dev.ts'],
  {
    cwd: copy,
    env: { ...process.env, PORT: String(webPort), API_PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  },
);
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const violations = [];
const browserLog = [];
const steps = [];
const step = (text) => {
  steps.push(text);
  process.stdout.write(`ok: ${text}\n`);
};
try {
  await until('the dev servers', async () => (await fetch(`${api}/healthz`)).ok && (await fetch(`${web}/`)).ok, 90_000);
  step('npm run dev serves the API and the website');

  fs.writeFileSync(path.join(dataDir, 'probe.txt'), 'not for the browser');
  for (const file of ['/data/probe.txt', '/package.json', '/src/server/config.ts']) {
    const status = (await fetch(`${web}${file}`)).status;
    if (status !== 403) throw new Error(`Vite served ${file} (${status})`);
  }
  step('Vite serves only what the two apps are made of (not the data folder, the server or the config)');

  const page = await browser.newPage();
  page.on('console', (message) => {
    browserLog.push(message.text());
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => browserLog.push(`page error: ${error.message}`));
  const viteMessages = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[vite]')) viteMessages.push(message.text());
  });
  await page.goto(web);
  await until('the HMR websocket', async () => viteMessages.includes('[vite] connected.'));
  await page.waitForFunction(() => document.getElementById('home-title')?.textContent?.length > 0);
  // Hydrated and connected: the home page's own chunk has loaded.
  await until('the home page module', () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/src/web/pages/home/home-page.tsx'))),
  );
  await page.evaluate(() => {
    window.__beforeEdit = true;
  });

  edit('src/web/pages/home/home-page.tsx', (text) =>
    text.replace('<h1 id="home-title">{msgs.web.siteName}</h1>', '<h1 id="home-title">{msgs.web.siteName} (edited)</h1>'),
  );
  await until('the edited heading', () => page.evaluate(() => document.getElementById('home-title')?.textContent?.endsWith('(edited)')));
  if (!(await page.evaluate(() => window.__beforeEdit === true))) throw new Error('the page reloaded instead of updating in place');
  step(`a page component edit shows without a reload (${viteMessages.filter((m) => m.includes('hot updated')).at(-1)})`);

  edit('src/web/pages/home/home-page.css', (text) => `${text}\n#home-title { outline: 3px solid rgb(255, 0, 0); }\n`);
  await until('the edited style', () =>
    page.evaluate(() => getComputedStyle(document.getElementById('home-title')).outlineColor === 'rgb(255, 0, 0)'),
  );
  if (!(await page.evaluate(() => window.__beforeEdit === true))) throw new Error('the page reloaded instead of updating its styles');
  step('a stylesheet edit shows without a reload');

  const rendered = await (await fetch(web)).text();
  if (!rendered.includes('(edited)')) throw new Error('the server-rendered page does not show the edit');
  step('the server renders the edited page on the next request');

  await page.goto(`${web}/login`);
  await page.waitForSelector('h1');
  await page.evaluate(() => {
    window.__beforeEdit = true;
  });
  edit('src/admin/pages/login/login-page.tsx', (text) => text.replace('<h1>{m.login.title}</h1>', '<h1>{m.login.title} (edited)</h1>'));
  await until('the edited console screen', () => page.evaluate(() => document.querySelector('h1')?.textContent?.endsWith('(edited)')));
  if (!(await page.evaluate(() => window.__beforeEdit === true))) throw new Error('the console reloaded instead of updating in place');
  step('a console screen edit shows without a reload');

  const starts = () => (output.match(/API on http/g) ?? []).length;
  const before = starts();
  edit('src/server/plugins/health.ts', (text) => `${text}\n// edited\n`);
  await until('tsx to restart the server', async () => starts() > before, 60_000);
  await until('the API after its restart', async () => (await fetch(`${api}/healthz`)).ok, 60_000);
  if (/Force killing/.test(output)) throw new Error('the server did not close within the 5 s tsx gives it on a restart');
  step('a server edit restarts the API, which comes back');

  if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  step('no Content-Security-Policy violation');
  process.stdout.write(`${steps.length} passed, 0 failed\n`);
} catch (error) {
  process.stderr.write(`${error.message}\n--- browser console ---\n${browserLog.join('\n')}\n--- dev server output ---\n${output}\n`);
  process.stdout.write(`${steps.length} passed, 1 failed\n`);
  process.exitCode = 1;
} finally {
  await browser.close();
  // tsx watch and the server it runs, as one process group.
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
  await sleep(1000);
  fs.rmSync(copy, { recursive: true, force: true });
}
