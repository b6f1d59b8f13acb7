// Part "pages": the website's doors under load, as browsers ask for them: the pages (page cache
// warm) in brotli, gzip and uncompressed, and the React chunk every first visit needs, each
// against raw node:http sending the very same bytes and headers in its own process. Rounds take
// turns. The load comes from wrk when the machine has it (`apt-get install wrk`): autocannon
// parses every body and tops out near 1,300 replies a second on compressed ones, for raw
// node:http too, which would hide the server behind the client.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from './support/databases';
import { startCeiling, startServing, type RunningProcess } from './support/product';
import { median, ratio } from './support/stats';
import { buildWebsite, type Workspace } from './support/workspace';

export interface PageSettings {
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
}

export const defaultPageSettings: PageSettings = { connections: 50, warmupSeconds: 2, roundSeconds: 5, rounds: 3 };

export interface DoorFigures {
  name: string;
  path: string;
  encoding: string;
  bytes: number;
  reqPerSec: number;
  p99Ms: number;
  serverCpuUsPerRequest: number;
  ceiling: { reqPerSec: number; p99Ms: number };
  ratioToCeiling: number;
}

export interface PageResults {
  measuredAt: string;
  settings: PageSettings;
  /** wrk's version line, or "autocannon" when the machine has no wrk. */
  client: string;
  doors: DoorFigures[];
}

const WRK = '/usr/bin/wrk';

interface Load {
  reqPerSec: number;
  p99Ms: number;
  requests: number;
}

function wrkVersion(): string | null {
  if (!fs.existsSync(WRK)) return null;
  try {
    execFileSync(WRK, ['-v'], { stdio: 'pipe' });
  } catch (error) {
    // wrk -v prints its version and exits 1.
    const out = String((error as { stdout?: Buffer }).stdout ?? '');
    return out.split('\n')[0]?.trim() || 'wrk';
  }
  return 'wrk';
}

const toMs = (value: string, unit: string) => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1);

function runWrk(url: string, headers: Record<string, string>, connections: number, seconds: number): Load {
  const args = [
    '-t2',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const out = execFileSync(WRK, args, { encoding: 'utf8' });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(out);
  const total = /(\d+) requests in/.exec(out);
  if (!rps || !p99 || !total) throw new Error(`could not read wrk's output:\n${out}`);
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`non-2xx replies from ${url}:\n${out}`);
  return { reqPerSec: Number(rps[1]), p99Ms: toMs(p99[1]!, p99[2]!), requests: Number(total[1]) };
}

async function runAutocannon(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Load> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (r.non2xx) throw new Error(`${r.non2xx} non-2xx replies from ${url}`);
  return { reqPerSec: r.requests.average, p99Ms: r.latency.p99, requests: r.requests.total };
}

/** One GET with the reply kept as sent (fetch would decompress it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

export async function benchPages(ws: Workspace, settings: PageSettings, log: (line: string) => void): Promise<PageResults> {
  const measuredAt = new Date().toISOString();
  const wrk = wrkVersion();
  if (!wrk) log('pages: no wrk on this machine (apt-get install wrk): autocannon instead, which caps compressed replies');
  const load = (url: string, headers: Record<string, string>, seconds: number) =>
    wrk ? Promise.resolve(runWrk(url, headers, settings.connections, seconds)) : runAutocannon(url, headers, settings.connections, seconds);

  log('pages: building the website');
  await buildWebsite(ws);
  const scratch = await createScratchDatabase(ws, 'sqlite', 'pages');
  const product = await startServing(ws, { dataDir: scratch.dataDir, seedDemo: true });
  const ceilings: RunningProcess[] = [];
  try {
    const react = fs.readdirSync(path.join(ws.root, 'dist/web/assets')).find((f) => /^react-.*\.js$/.test(f));
    if (!react) throw new Error('no React chunk in the build');
    const cases = [
      { name: 'home', path: '/', encoding: 'br' },
      { name: 'home', path: '/', encoding: 'gzip' },
      { name: 'home', path: '/', encoding: 'identity' },
      { name: 'for students', path: '/for-students', encoding: 'br' },
      { name: 'an announcement', path: '/announcement/1', encoding: 'br' },
      { name: 'React chunk', path: `/assets/${react}`, encoding: 'br' },
    ];
    const targets: {
      name: string;
      path: string;
      encoding: string;
      bytes: number;
      headers: Record<string, string>;
      url: string;
      ceiling: RunningProcess & { url: string };
    }[] = [];
    for (const c of cases) {
      const headers = { 'Accept-Encoding': c.encoding };
      const sample = await rawGet(product.webUrl + c.path, headers);
      if (sample.status !== 200) throw new Error(`${c.path}: ${sample.status}`);
      const sent: Record<string, string> = {};
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary', 'content-security-policy']) {
        const value = sample.headers[name];
        if (typeof value === 'string') sent[name] = value;
      }
      const ceiling = await startCeiling(sample.body, sent);
      ceilings.push(ceiling);
      targets.push({ ...c, bytes: sample.body.length, headers, url: product.webUrl + c.path, ceiling });
    }
    for (const t of targets) {
      log(`pages: warm-up ${t.name} (${t.encoding})`);
      await load(t.url, t.headers, settings.warmupSeconds);
      await load(`${t.ceiling.url}/`, t.headers, settings.warmupSeconds);
    }
    const ours: { load: Load; cpuMs: number }[][] = targets.map(() => []);
    const raw: Load[][] = targets.map(() => []);
    for (let round = 1; round <= settings.rounds; round++) {
      for (const [i, t] of targets.entries()) {
        log(`pages: round ${round}/${settings.rounds} ${t.name} (${t.encoding})`);
        const before = product.cpuMs();
        const measured = await load(t.url, t.headers, settings.roundSeconds);
        ours[i]!.push({ load: measured, cpuMs: product.cpuMs() - before });
        raw[i]!.push(await load(`${t.ceiling.url}/`, t.headers, settings.roundSeconds));
      }
    }
    const doors = targets.map((t, i): DoorFigures => {
      const reqPerSec = median(ours[i]!.map((r) => r.load.reqPerSec));
      const ceilingReqPerSec = median(raw[i]!.map((r) => r.reqPerSec));
      return {
        name: t.name,
        path: t.path,
        encoding: t.encoding,
        bytes: t.bytes,
        reqPerSec,
        p99Ms: median(ours[i]!.map((r) => r.load.p99Ms)),
        serverCpuUsPerRequest: median(ours[i]!.map((r) => (r.cpuMs * 1000) / Math.max(1, r.load.requests))),
        ceiling: { reqPerSec: ceilingReqPerSec, p99Ms: median(raw[i]!.map((r) => r.p99Ms)) },
        ratioToCeiling: ratio(reqPerSec, ceilingReqPerSec),
      };
    });
    return { measuredAt, settings, client: wrk ?? 'autocannon', doors };
  } finally {
    for (const c of ceilings) await c.stop();
    await product.stop();
    await scratch.drop();
  }
}
