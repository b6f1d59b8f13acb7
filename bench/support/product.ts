// Starts the product (API and website, src/server/main.ts) in a child process on free ports of
// 127.0.0.1, serving the workspace's build, and stops it. Also the raw node:http ceiling server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deployedService } from '../../scripts/support/start-command.mjs';
import { whileAlive } from './cleanup';
import { freePort } from './ports';
import { buildWebsite, builtEntry, REPO, type Workspace } from './workspace';

export interface RunningProcess {
  pid: number;
  /** Resident memory now, in MB (VmRSS), and its peak so far (VmHWM). */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time used so far by all its threads (user + system), in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface Product extends RunningProcess {
  apiUrl: string;
  webUrl: string;
}

export interface ProductOptions {
  dataDir: string;
  databaseUrl?: string;
  seedDemo: boolean;
  /** Extra environment (RATE_LIMIT_DISABLED for the POST run). */
  env?: Record<string, string>;
  /** Another copy of src/server/main.ts (to try a change without touching the shared tree), or a built dist/node/main.js. */
  entry?: string;
  /** Node's own options, before the entry (`--cpu-prof`, which NODE_OPTIONS does not take). */
  nodeArgs?: string[];
}

// Variables of ours that the bench's own environment must not pass on to the product.
const PRODUCT_VARIABLES =
  /^(NODE_ENV|PORT|API_PORT|HOST|DATA_DIR|DATABASE_URL|TEST_DATABASE_URL|TEST_ENGINE|WEB_ORIGIN|PUBLIC_API_URL|SEED_DEMO|LOG_LEVEL|RATE_LIMIT_.*|TRUST_PROXY|NODE_OPTIONS)$/;

/** The bench's own environment without our variables, for a child process of the product. */
export function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !PRODUCT_VARIABLES.test(e[0])),
  );
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

const forgetChild = new WeakMap<ChildProcess, () => void>();

// Clock ticks per second of /proc/<pid>/stat: 100 on every Linux this runs on.
const CLOCK_TICKS = 100;

function cpuMsOf(pid: number): number {
  // The command name (field 2) may hold spaces; fields after its closing parenthesis are fixed.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function tracked(child: ChildProcess, name: string): { output: () => string; exited: Promise<number | null> } {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('error', (error) => keep(Buffer.from(`${name}: ${error.message}\n`)));
  forgetChild.set(
    child,
    whileAlive(() => stopChild(child, exited)),
  );
  return { output: () => output, exited };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  forgetChild.get(child)?.();
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

async function waitFor(url: string, deadline: number, alive: () => boolean, what: () => string): Promise<void> {
  for (;;) {
    if (!alive()) throw new Error(`the process exited before ${url} answered:\n${what()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within the start-up time:\n${what()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The product as `npm start` runs it (tsx, production), with the workspace's build and a scratch database. */
export async function startProduct(ws: Workspace, options: ProductOptions): Promise<Product> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const env: Record<string, string> = {
    ...inheritedEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(webPort),
    API_PORT: String(apiPort),
    DATA_DIR: options.dataDir,
    WEB_ORIGIN: webUrl,
    PUBLIC_API_URL: apiUrl,
    SEED_DEMO: String(options.seedDemo),
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const entry = options.entry ?? path.join(REPO, 'src/server/main.ts');
  // A built entry runs as production does: without the TypeScript loader (and its memory), with
  // the Node options and environment of the deploy guide's service (scripts/support/start-command.mjs).
  const deployed = entry.endsWith('.js') ? deployedService() : { nodeFlags: [], env: {} };
  Object.assign(env, { ...deployed.env, ...options.env });
  const nodeArgs = options.nodeArgs ?? deployed.nodeFlags;
  const child = spawn(process.execPath, entry.endsWith('.js') ? [...nodeArgs, entry] : [...nodeArgs, '--import', 'tsx', entry], {
    cwd: ws.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, exited } = tracked(child, 'product');
  const alive = () => child.exitCode === null && child.signalCode === null;
  try {
    const deadline = Date.now() + 180_000;
    await waitFor(`${apiUrl}/healthz`, deadline, alive, output);
    await waitFor(`${webUrl}/robots.txt`, deadline, alive, output);
  } catch (error) {
    await stopChild(child, exited);
    throw error;
  }
  const pid = child.pid!;
  return { pid, apiUrl, webUrl, memory: () => memoryOf(pid), cpuMs: () => cpuMsOf(pid), stop: () => stopChild(child, exited) };
}

/**
 * The product as a server runs it once installed: the production build, started as the deploy
 * guide's service starts it, on a database its first start seeded with the demo content. That
 * first start is stopped before measuring: the seed decodes and encodes pictures, and the C heap
 * keeps that memory until the process ends.
 */
export async function startServing(ws: Workspace, options: Omit<ProductOptions, 'entry'>): Promise<Product> {
  await buildWebsite(ws);
  const entry = builtEntry(ws);
  if (options.seedDemo) {
    const { nodeArgs: _measuring, ...seeding } = options;
    await (await startProduct(ws, { ...seeding, entry })).stop();
  }
  return startProduct(ws, { ...options, entry });
}

/** The ceiling: a bare node:http server answering `body` as JSON to every request, in its own process. */
export async function startCeiling(body: string | Buffer, headers?: Record<string, string>): Promise<RunningProcess & { url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'bench/support/ceiling-server.ts')], {
    cwd: REPO,
    env: { ...inheritedEnv(), PORT: String(port), ...(headers ? { CEILING_HEADERS: JSON.stringify(headers) } : {}) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin!.end(body);
  const { output, exited } = tracked(child, 'ceiling');
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/`, Date.now() + 30_000, () => child.exitCode === null, output);
  } catch (error) {
    await stopChild(child, exited);
    throw error;
  }
  const pid = child.pid!;
  return { pid, url, memory: () => memoryOf(pid), cpuMs: () => cpuMsOf(pid), stop: () => stopChild(child, exited) };
}
