// The product as `npm start` runs it (scripts/start.mjs: the compiled build, rebuilt when stale),
// on fixed free ports and one data folder, which the crash test kills with SIGKILL and starts again.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { whileAlive } from '../support/cleanup';
import { inheritedEnv } from '../support/product';
import { REPO } from '../support/workspace';

const START = path.join(REPO, 'scripts/start.mjs');

export interface ProductSetup {
  apiUrl: string;
  env: Record<string, string>;
}

function run(args: string[], env: Record<string, string>, input?: string): ChildProcess & { output(): string } {
  const child = spawn(process.execPath, [START, ...args], {
    cwd: REPO,
    env: { ...inheritedEnv(), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.stdin!.end(input ?? '');
  return Object.assign(child, { output: () => output });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** `npm run create-admin -- --username U --password-stdin` on the product's data (builds first when stale). */
export async function createAdmin(setup: ProductSetup, username: string, password: string): Promise<void> {
  const child = run(['create-admin', '--username', username, '--password-stdin'], setup.env, `${password}\n`);
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`create-admin exited with ${code}:\n${child.output()}`);
}

export interface RunningProduct {
  pid: number;
  /** SIGKILL: no shutdown hook, no flush, whatever was in flight is cut. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful close. */
  stop(): Promise<void>;
}

export async function startProduct(setup: ProductSetup, deadlineMs = 600_000): Promise<RunningProduct> {
  const child = run([], setup.env);
  const forget = whileAlive(() => {
    child.kill('SIGKILL');
  });
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      forget();
      throw new Error(`the product exited with ${child.exitCode ?? child.signalCode} while starting:\n${child.output()}`);
    }
    try {
      const res = await fetch(`${setup.apiUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      forget();
      throw new Error(`the product did not start in time:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    forget();
    child.kill(signal);
    await exitOf(child);
  };
  return { pid: child.pid!, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
