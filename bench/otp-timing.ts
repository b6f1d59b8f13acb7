// How long POST /api/slot-coordinators/request-otp/ takes for a registered number and for an
// unknown one (decision 0015: the reply must not tell them apart, by its time either). The API runs as
// its own process (bench/support/api-server.ts) on a scratch SQLite file, or on PostgreSQL with
// DATABASE_URL; this process is the client, over HTTP on 127.0.0.1. The two kinds of request
// alternate so that any drift hits both alike; limits are lifted.
// Run: npx tsx bench/otp-timing.ts [requests per kind, default 300]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './support/ports';

const N = Number(process.argv[2] ?? 300);
const KNOWN = '+919876500001';

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { median: at(0.5).toFixed(2), p90: at(0.9).toFixed(2), p99: at(0.99).toFixed(2), mean: mean.toFixed(2) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'otp-timing-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/api-server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: 'true',
      OTP_RESEND_SECONDS: '0',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
    const { token } = JSON.parse(first) as { token: string };
    const registered = await fetch(`${base}/api/slot-coordinators/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ name: 'Bench', phone_number: KNOWN }),
    });
    if (registered.status !== 201 && registered.status !== 400) throw new Error(`register: ${registered.status}`);
    const csrf = await fetch(`${base}/api/csrf/`);
    const csrfToken = ((await csrf.json()) as { csrfToken: string }).csrfToken;
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const ask = async (phone: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/slot-coordinators/request-otp/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie },
        body: JSON.stringify({ phone_number: phone }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`request-otp answered ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 30; i++) await ask(i % 2 ? KNOWN : `+91990000${String(i).padStart(4, '0')}`); // warm-up
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < N; i++) {
      known.push(await ask(KNOWN));
      unknown.push(await ask(`+91980000${String(i).padStart(4, '0')}`));
    }
    process.stdout.write(
      `${JSON.stringify({ engine: process.env.DATABASE_URL ? 'postgres' : 'sqlite', requests: N, known: stats(known), unknown: stats(unknown) })}\n`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
