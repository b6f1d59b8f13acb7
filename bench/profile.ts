// `npx tsx bench/profile.ts [--web] [--path P] [--seconds N] [--connections N]`: where the CPU
// goes on one request path of the API (by default the uncached announcements list, a new query
// string on every request: no reply cache) or, with --web, of the website's server (brotli, as a phone
// asks). Starts the product as the bench does (scratch SQLite, demo content) under
// `node --cpu-prof`, loads the path with autocannon, stops the product (the profile is written at
// exit) and prints the process's CPU by where the code lives: each package, each of our files,
// Node's own modules, native work (the socket writes, SQLite), garbage collection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from './support/databases';
import { startProduct } from './support/product';
import { buildWebsite, createWorkspace } from './support/workspace';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}

/** Where a frame's code lives: a package, one of our files, a Node module, or the engine itself. */
function placeOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native: ${functionName || '(anonymous)'}`;
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = url.indexOf('/src/');
  return ours >= 0 ? url.slice(ours + 1) : url;
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time by place over the samples taken between `from` and `to` (µs of the monotonic clock,
 * which the profile's times count in too), as shares of the busy samples, biggest first; and the
 * share of the window the thread was idle.
 */
export function summarize(profile: Profile, from: number, to: number): { places: [string, number][]; idle: number } {
  const placeOfNode = new Map(profile.nodes.map((node) => [node.id, placeOf(node.callFrame)]));
  const byPlace = new Map<string, number>();
  let t = profile.startTime;
  let all = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    all++;
    const place = placeOfNode.get(id) ?? '?';
    if (place === '(idle)') idle++;
    else byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
  });
  const busy = all - idle;
  return {
    places: [...byPlace.entries()].map(([place, n]): [string, number] => [place, n / busy]).sort((a, b) => b[1] - a[1]),
    idle: idle / all,
  };
}

const microseconds = () => Number(process.hrtime.bigint() / 1000n);

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const requestPath = option('--path', '/announcements/?nocache=');
const seconds = Number(option('--seconds', '10'));
const connections = Number(option('--connections', '50'));
const web = args.includes('--web');

const ws = createWorkspace();
await buildWebsite(ws);
const scratch = await createScratchDatabase(ws, 'sqlite', 'profile');
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
const product = await startProduct(ws, {
  dataDir: scratch.dataDir,
  seedDemo: true,
  env: { RATE_LIMIT_DISABLED: 'true' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
let n = 0;
const cpuBefore = product.cpuMs();
const from = microseconds();
const result = await autocannon({
  url: web ? product.webUrl : product.apiUrl,
  ...(web ? { headers: { 'Accept-Encoding': 'br' } } : {}),
  connections,
  duration: seconds,
  requests: [{ setupRequest: (req) => ({ ...req, path: requestPath.endsWith('=') ? `${requestPath}${++n}` : requestPath }) }],
});
const to = microseconds();
const cpuMs = product.cpuMs() - cpuBefore;
await product.stop();
await scratch.drop();
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile was written in ${profileDir}`);
const say = (line: string) => process.stdout.write(`${line}\n`);
const { places, idle } = summarize(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as Profile, from, to);
const requests = result.requests.total;
say(
  `${requestPath}…: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${connections} connections, ${seconds} s`,
);
say(`process CPU ${Math.round((cpuMs * 1000) / requests)} µs a request (all threads; the profile samples the main thread)`);
say(`profile: ${path.join(profileDir, file)} (open it in Chrome's DevTools for the flame graph)`);
say(`main thread idle ${(idle * 100).toFixed(0)}% of the load; shares of its busy time:`);
for (const [place, share] of places.slice(0, 25)) say(`${(share * 100).toFixed(1).padStart(5)}%  ${place}`);
