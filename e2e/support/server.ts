// Starts the real product (`npm start`'s script) on free ports with a data folder of its own, and
// a headless Debian Chromium to drive it. The data folder is a copy of one the product seeded with
// its demo content at the start of the run (./seeded-data.ts), which saves each test file the
// first start's seeding (about 6 s); `{ fresh: true }`, or settings the first start seeds from,
// start on an empty folder instead.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';

export interface RunningSite {
  web: string;
  api: string;
  dataDir: string;
  /** Everything the site has written to stdout and stderr so far (its log, at LOG_LEVEL). */
  output(): string;
  /** Stops the site and deletes its data folder, unless asked to keep it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the product and waits until both servers answer. */
export async function startSite(
  env: Record<string, string> = {},
  { fresh = false, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-')) } = {},
): Promise<RunningSite> {
  // Settings the first start writes into the content (social links, donation target, demo or not)
  // need a first start of their own.
  const seedsFromEnv = Object.keys(env).some((name) => /^(SOCIAL_|DONATE_|SEED_)/.test(name));
  if (!fresh && !seedsFromEnv) fs.cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const web = `http://localhost:${webPort}`;
  const api = `http://localhost:${apiPort}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ORIGIN: web,
      PUBLIC_API_URL: api,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${output}`);
    try {
      const [a, w] = await Promise.all([fetch(`${api}/healthz`), fetch(`${web}/`)]);
      if (a.ok && w.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the site did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    web,
    api,
    dataDir,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM}: run "apt-get install -y chromium" (never download a browser).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface SiteAndBrowser {
  site: RunningSite;
  browser: Browser;
}

/**
 * The usual frame of a browser test file: the site (`startSite`'s arguments) and a browser are
 * started before the file's tests and given to `use`; both are stopped after them. The file's own
 * beforeAll hooks, registered after this call, run once both are up; its afterAll hooks run before
 * both stop (Vitest runs after-hooks in reverse order).
 */
export function withSiteAndBrowser(use: (started: SiteAndBrowser) => void, ...start: Parameters<typeof startSite>): void {
  let started: Partial<SiteAndBrowser> = {};
  beforeAll(async () => {
    started.site = await startSite(...start);
    started.browser = await launchBrowser();
    use(started as SiteAndBrowser);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.site?.stop();
    started = {};
  });
}
