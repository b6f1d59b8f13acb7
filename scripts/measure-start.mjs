// `node scripts/measure-start.mjs [runs] [--json]`: how long `npm start` takes on this (built) tree from
// spawning the process to both ports accepting connections, and the process's resident memory
// once idle. The first run fills a fresh data folder (migrations, demo seed) and is not counted:
// the counted runs start on an existing database, as a restart in production does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support/free-port.mjs';
import { startNodeFlags } from './support/start-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const json = process.argv.includes('--json');
const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-start-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const rssMiB = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
};

async function once() {
  const [web, api] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, [...startNodeFlags(), 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(web), API_PORT: String(api), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if ((await accepts(api)) && (await accepts(web))) break;
    await sleep(10);
  }
  const listening = performance.now() - started;
  await sleep(3000);
  const rss = rssMiB(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { listening, rss };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  await once();
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once());
  const ms = results.map((r) => r.listening);
  const mib = results.map((r) => r.rss);
  if (json) {
    process.stdout.write(`${JSON.stringify({ runs, listeningMs: median(ms), listeningMaxMs: Math.max(...ms), idleRssMb: median(mib) })}\n`);
  } else {
    process.stdout.write(
      `listening: median ${median(ms).toFixed(0)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}) over ${runs} runs\n` +
        `idle RSS after 3 s: median ${median(mib).toFixed(1)} MiB (min ${Math.min(...mib).toFixed(1)}, max ${Math.max(...mib).toFixed(1)})\n`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
