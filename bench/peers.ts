// Part "peers": the same 20-item announcements list from raw node:http, from the seed's kind of
// backend (Django + DRF + gunicorn, ../shared/peers/drf, run from a scratch copy since it writes
// its SQLite file beside itself) and from this API, as served (reply cache) and with a new query
// string on every request (no cache), in alternating rounds in one run. Both databases hold the
// same 1,000 announcements, made from the DRF seed's templates, so the three bodies carry the
// same items (ours adds its own fields: camp, and the page's envelope headers).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { cacheBusting } from './api';
import { whileAlive } from './support/cleanup';
import { createScratchDatabase } from './support/databases';
import { getText } from './support/http';
import { freePort } from './support/ports';
import { inheritedEnv, startCeiling, startServing } from './support/product';
import { median, ratio } from './support/stats';
import type { Workspace } from './support/workspace';

export interface PeerSettings {
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
  drfWorkers: number;
}

export const defaultPeerSettings: PeerSettings = { connections: 50, warmupSeconds: 3, roundSeconds: 8, rounds: 3, drfWorkers: 2 };

export interface PeerFigures {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  bodyBytes: number;
  ratioToRaw: number;
  ratioToDrf: number;
  errors: number;
}

export interface PeerResults {
  measuredAt: string;
  settings: PeerSettings;
  peers: PeerFigures[];
  /** Why the DRF peer could not run, when it could not (the rest is still measured). */
  drfMissing?: string;
}

const DRF_SOURCE = path.resolve(import.meta.dirname, '../../shared/peers/drf');
const SEED = 1000;

// The DRF seed's templates (announcements/management/commands/seed.py, mirrored by raw.mjs).
const VENUES = ['School hall', 'Camp ground, Block B', 'Community centre', 'Government Inter College', ''];
const EXAM_TIMES = ['10:00 AM', '2:30 PM', '9:00 AM', '', '11:15 AM'];
const BASE = Date.UTC(2024, 0, 1, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
function item(i: number) {
  const created = BASE + (7 * i * 60 + (i % 60)) * 60_000;
  return {
    camp_id: null,
    title: `Update ${i}: screening test schedule for the summer camp`,
    text:
      `Announcement ${i}. The screening test for the summer camp moves to a new slot; ` +
      'students should bring their admit card, two pencils and a water bottle. ' +
      'Results will be posted on this page within a week of the test.',
    venue: VENUES[i % VENUES.length] || null,
    exam_time: EXAM_TIMES[i % EXAM_TIMES.length] || null,
    time: iso(created + 3 * 86_400_000),
    created_at: iso(created),
    updated_at: iso(created),
  };
}

async function waitForUrl(url: string, child: ChildProcess, output: () => string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${seconds} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The DRF peer on a free port from a scratch copy, with keep-alive workers (valid latencies). */
async function startDrf(ws: Workspace, workers: number): Promise<{ url: string; stop(): Promise<void> }> {
  if (!fs.existsSync(path.join(DRF_SOURCE, 'run.sh'))) throw new Error(`no DRF peer at ${DRF_SOURCE}`);
  const dir = ws.dir('drf');
  fs.cpSync(DRF_SOURCE, dir, { recursive: true, filter: (f) => !/db\.sqlite3|__pycache__/.test(f) });
  const port = await freePort();
  const child = spawn('bash', [path.join(dir, 'run.sh')], {
    cwd: dir,
    env: { ...inheritedEnv(), PORT: String(port), WORKERS: String(workers), GUNICORN_ARGS: '--worker-class gthread --threads 1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  const forget = whileAlive(stop);
  const url = `http://127.0.0.1:${port}/announcements/`;
  try {
    // The first start may install Debian's packages.
    await waitForUrl(url, child, () => output, 600);
  } catch (error) {
    await stop();
    forget();
    throw error;
  }
  return {
    url,
    async stop() {
      await stop();
      forget();
    },
  };
}

export async function benchPeers(ws: Workspace, settings: PeerSettings, log: (line: string) => void): Promise<PeerResults> {
  const measuredAt = new Date().toISOString();
  const scratch = await createScratchDatabase(ws, 'sqlite', 'peers');
  const db = await scratch.open();
  try {
    for (let start = 1; start <= SEED; start += 250) {
      const rows = Array.from({ length: Math.min(250, SEED - start + 1) }, (_, k) => item(start + k));
      await db.kysely.insertInto('announcements').values(rows).execute();
    }
  } finally {
    await db.close();
  }
  log('peers: starting this API on 1,000 announcements');
  const product = await startServing(ws, { dataDir: scratch.dataDir, seedDemo: false });
  let drf: Awaited<ReturnType<typeof startDrf>> | undefined;
  let drfMissing: string | undefined;
  try {
    log('peers: starting the DRF peer (Django, DRF, gunicorn from Debian packages)');
    drf = await startDrf(ws, settings.drfWorkers);
  } catch (error) {
    drfMissing = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(`peers: the DRF peer could not run: ${drfMissing}`);
  }
  const listPath = '/announcements/';
  const ours = (await getText(product.apiUrl + listPath)).body;
  const ceiling = await startCeiling(ours);
  try {
    const drfBody = drf ? (await getText(drf.url)).body : '';
    let i = 0;
    const next = cacheBusting(listPath);
    const targets = [
      { name: 'raw node:http (this API’s bytes)', url: `${ceiling.url}/`, body: ours, run: {} },
      ...(drf ? [{ name: 'Django + DRF + gunicorn', url: drf.url, body: drfBody, run: {} }] : []),
      { name: 'this API, as served', url: product.apiUrl + listPath, body: ours, run: {} },
      {
        name: 'this API, uncached',
        url: product.apiUrl + listPath,
        body: ours,
        run: { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: next(++i) }) }] },
      },
    ];
    for (const t of targets) {
      log(`peers: warm-up ${t.name}`);
      await autocannon({ url: t.url, connections: settings.connections, duration: settings.warmupSeconds, ...t.run });
    }
    const rounds: autocannon.Result[][] = targets.map(() => []);
    for (let round = 1; round <= settings.rounds; round++) {
      for (const [k, t] of targets.entries()) {
        log(`peers: round ${round}/${settings.rounds} ${t.name}`);
        rounds[k]!.push(await autocannon({ url: t.url, connections: settings.connections, duration: settings.roundSeconds, ...t.run }));
      }
    }
    const rps = rounds.map((rs) => median(rs.map((r) => r.requests.average)));
    const rawRps = rps[0]!;
    const drfRps = drf ? rps[1]! : Number.NaN;
    const peers = targets.map(
      (t, k): PeerFigures => ({
        name: t.name,
        reqPerSec: rps[k]!,
        p99Ms: median(rounds[k]!.map((r) => r.latency.p99)),
        bodyBytes: Buffer.byteLength(t.body),
        ratioToRaw: ratio(rps[k]!, rawRps),
        ratioToDrf: ratio(rps[k]!, drfRps),
        errors: rounds[k]!.reduce((n, r) => n + r.errors + r.non2xx, 0),
      }),
    );
    return { measuredAt, settings, peers, ...(drfMissing ? { drfMissing } : {}) };
  } finally {
    await ceiling.stop();
    await drf?.stop();
    await product.stop();
    await scratch.drop();
  }
}
