// `npx tsx bench/profile.ts [--path P] [--seconds N] [--connections N]`: where the API's CPU goes
// on one request path (by default the uncached announcements list, a new query string on every
// request, issue 17). Starts the product as the bench does (scratch SQLite, demo content) under
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

/** Self time by place, as shares of all samples, biggest first. */
export function summarize(profile: { nodes: ProfileNode[] }): [string, number][] {
  const byPlace = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const place = placeOf(node.callFrame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  }
  return [...byPlace.entries()].map(([place, hits]): [string, number] => [place, hits / total]).sort((a, b) => b[1] - a[1]);
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const requestPath = option('--path', '/announcements/?nocache=');
const seconds = Number(option('--seconds', '10'));
const connections = Number(option('--connections', '50'));

const ws = createWorkspace();
await buildWebsite(ws);
const scratch = await createScratchDatabase(ws, 'sqlite', 'profile');
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
const product = await startProduct(ws, {
  dataDir: scratch.dataDir,
  seedDemo: true,
  env: { RATE_LIMIT_DISABLED: 'true', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` },
});
let n = 0;
const cpuBefore = product.cpuMs();
const result = await autocannon({
  url: product.apiUrl,
  connections,
  duration: seconds,
  requests: [{ setupRequest: (req) => ({ ...req, path: requestPath.endsWith('=') ? `${requestPath}${++n}` : requestPath }) }],
});
const cpuMs = product.cpuMs() - cpuBefore;
await product.stop();
await scratch.drop();
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile was written in ${profileDir}`);
const say = (line: string) => process.stdout.write(`${line}\n`);
const summary = summarize(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')));
const requests = result.requests.total;
say(
  `${requestPath}…: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${connections} connections, ${seconds} s`,
);
say(`process CPU ${Math.round((cpuMs * 1000) / requests)} µs a request (all threads; the profile samples the main thread)`);
say(`profile: ${path.join(profileDir, file)} (open it in Chrome's DevTools for the flame graph)`);
for (const [place, share] of summary.slice(0, 25)) say(`${(share * 100).toFixed(1).padStart(5)}%  ${place}`);
