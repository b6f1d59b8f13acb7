// The API's memory while it stores four 50-megapixel JPEGs sent at once: resident
// memory of the API process (sampled every 10 ms) above its idle level after a warm-up upload,
// the time to store all four, and how long /healthz takes to answer meanwhile.
// Run: npx tsx bench/image-memory.ts   (the JPEG is made once and kept in the OS temp folder)
// Measured 2026-11-23 on the 2-core bench machine (SQLite): before, 1,506 MB above idle and 72 s
// for the four; after (one image at a time, variants from one bounded decode, a one-pass JPEG
// above 16 MP, no libvips cache), 137 MB above idle and 4.5 s; /healthz answered within 138 ms.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { makePhotoJpeg } from './support/photo';
import { freePort } from './support/ports';

const WIDTH = 8165;
const HEIGHT = 6122;
const CONCURRENT = 4;

const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function bigJpeg(): Promise<Buffer> {
  const cached = path.join(os.tmpdir(), `bench-${WIDTH}x${HEIGHT}-q80.jpg`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  process.stderr.write(`making a ${((WIDTH * HEIGHT) / 1e6).toFixed(2)}-megapixel JPEG\n`);
  const jpeg = await makePhotoJpeg(WIDTH, HEIGHT, 50, 80);
  fs.writeFileSync(cached, jpeg);
  return jpeg;
}

async function main() {
  const jpeg = await bigJpeg();
  const small = await makePhotoJpeg(1200, 900);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-memory-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/api-server.ts')], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
    const { token, camp } = JSON.parse(first) as { token: string; camp: number };
    const upload = async (data: Buffer) => {
      const form = new FormData();
      form.set('title', 'Bench');
      form.set('camp', String(camp));
      form.set('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${url}/api/gallery/`, { method: 'POST', body: form, headers: { authorization: `Token ${token}` } });
      await res.arrayBuffer();
      return res.status;
    };

    // Warm-up: sharp's codecs loaded, the first upload's buffers settled.
    await upload(small);
    await sleep(2000);
    const idle = rssMb(child.pid!);

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(child.pid!));
    }, 10);
    let done = false;
    const health: number[] = [];
    const pinger = (async () => {
      while (!done) {
        const started = performance.now();
        await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
        health.push(performance.now() - started);
        await sleep(100);
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: CONCURRENT }, () => upload(jpeg)));
    const elapsed = performance.now() - started;
    done = true;
    await pinger;
    clearInterval(sampler);

    // Memory given back: resident memory 10 s after the last upload was stored.
    await sleep(10_000);
    const after10s = rssMb(child.pid!);
    const result = {
      input: `${CONCURRENT} × ${WIDTH}×${HEIGHT} JPEG (${((WIDTH * HEIGHT) / 1e6).toFixed(2)} MP, ${(jpeg.length / 1e6).toFixed(1)} MB) at once`,
      statuses,
      idleRssMb: Math.round(idle),
      peakRssMb: Math.round(peak),
      peakAboveIdleMb: Math.round(peak - idle),
      rss10sAfterMb: Math.round(after10s),
      storeAllSeconds: Number((elapsed / 1000).toFixed(1)),
      healthzMaxMs: Math.round(Math.max(...health)),
      healthzMedianMs: Math.round(health.sort((a, b) => a - b)[Math.floor(health.length / 2)]!),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
