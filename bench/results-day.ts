// Part "results-day": the crowd on the day results come out. Each visitor's journey is four
// requests: the For Students page (brotli, as a phone asks), the results list from the API, a
// results PDF and a gallery thumbnail. Concurrency rises step by step until p99 passes 100 ms;
// each step reports journeys a second, p99 and where the process's CPU went per journey. Both
// engines. wrk drives it when the machine has it (autocannon parses every body and caps
// compressed and binary replies near 1,300 a second, hiding the server behind the client).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Engine } from '../src/server/db/database';
import { createScratchDatabase } from './support/databases';
import { getJson } from './support/http';
import { startServing } from './support/product';
import { buildWebsite, type Workspace } from './support/workspace';

export interface ResultsDaySettings {
  steps: number[];
  seconds: number;
  /** The p99 past which the crowd is too big. */
  p99LimitMs: number;
}

export const defaultResultsDaySettings: ResultsDaySettings = { steps: [10, 25, 50, 100, 200, 400], seconds: 8, p99LimitMs: 100 };

export interface ResultsDayStep {
  connections: number;
  journeysPerSec: number;
  requestsPerSec: number;
  p99Ms: number;
  cpuUsPerJourney: number;
  rssMb: number;
}

export interface ResultsDayEngine {
  engine: Engine;
  journey: string[];
  steps: ResultsDayStep[];
  /** The most journeys a second at a step whose p99 stayed within the limit. */
  bestWithinLimit: ResultsDayStep | null;
}

export interface ResultsDayResults {
  measuredAt: string;
  settings: ResultsDaySettings;
  client: string;
  engines: ResultsDayEngine[];
}

const WRK = '/usr/bin/wrk';
const toMs = (value: string, unit: string) => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);

/** A wrk script that sends the journey's requests in turn, each with its own host (web or API). */
function wrkScript(dir: string, paths: string[]): string {
  const file = path.join(dir, 'journey.lua');
  const list = paths.map((p) => `"${p.replace(/"/g, '')}"`).join(', ');
  fs.writeFileSync(
    file,
    `local paths = { ${list} }\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i - 1) % #paths + 1], { ["Accept-Encoding"] = "br, gzip" })\nend\n`,
  );
  return file;
}

export async function benchResultsDay(
  ws: Workspace,
  engines: Engine[],
  settings: ResultsDaySettings,
  log: (line: string) => void,
): Promise<ResultsDayResults> {
  const measuredAt = new Date().toISOString();
  const client = fs.existsSync(WRK) ? 'wrk' : 'autocannon';
  if (client === 'autocannon')
    log('results-day: no wrk on this machine (apt-get install wrk): autocannon instead, which caps binary replies');
  log('results-day: building the website');
  await buildWebsite(ws);
  const figures: ResultsDayEngine[] = [];
  for (const engine of engines) {
    const scratch = await createScratchDatabase(ws, engine, 'results-day');
    // The website and the API listen on their own ports (one process): wrk takes one host a run,
    // so each step runs the page side and the API side at once, split as the journey is.
    const product = await startServing(ws, {
      dataDir: scratch.dataDir,
      ...(scratch.url ? { databaseUrl: scratch.url } : {}),
      seedDemo: true,
      env: { RATE_LIMIT_DISABLED: 'true' },
    });
    try {
      const results = await getJson<{ file_url: string }[]>(`${product.apiUrl}/api/test-results/`);
      const camps = await getJson<{ id: number }[]>(`${product.apiUrl}/api/gallery/camps/`);
      const gallery = await getJson<{ variants: { url: string; width: number }[] }[]>(
        `${product.apiUrl}/api/gallery/?camp_id=${camps[0]?.id}`,
      );
      const pdf = results[0]?.file_url;
      const thumb = gallery[0]?.variants.sort((a, b) => a.width - b.width)[0]?.url;
      if (!pdf || !thumb) throw new Error('the demo seed has no results PDF or gallery thumbnail');
      const apiPaths = ['/api/test-results/', new URL(pdf).pathname, new URL(thumb).pathname];
      const journey = ['web: /for-students (br)', ...apiPaths.map((p) => `api: ${p}`)];
      const steps: ResultsDayStep[] = [];
      for (const connections of settings.steps) {
        log(`results-day: ${engine}: ${connections} connections`);
        // A quarter of the crowd on the page, three quarters on the API's three requests.
        const pageConnections = Math.max(1, Math.round(connections / 4));
        const apiConnections = Math.max(1, connections - pageConnections);
        const cpuBefore = product.cpuMs();
        const [page, api] = await Promise.all([
          load(client, `${product.webUrl}/for-students`, ['/for-students'], pageConnections, settings.seconds, ws),
          load(client, product.apiUrl, apiPaths, apiConnections, settings.seconds, ws),
        ]);
        const cpuMs = product.cpuMs() - cpuBefore;
        // A journey is one page and three API requests: the slower side sets the pace.
        const journeysPerSec = Math.min(page.reqPerSec, api.reqPerSec / 3);
        const step: ResultsDayStep = {
          connections,
          journeysPerSec,
          requestsPerSec: page.reqPerSec + api.reqPerSec,
          p99Ms: Math.max(page.p99Ms, api.p99Ms),
          cpuUsPerJourney: (cpuMs * 1000) / Math.max(1, journeysPerSec * settings.seconds),
          rssMb: product.memory().rssMb,
        };
        steps.push(step);
        if (step.p99Ms > settings.p99LimitMs) break;
      }
      const within = steps.filter((s) => s.p99Ms <= settings.p99LimitMs);
      const bestWithinLimit = within.length ? within.reduce((a, b) => (b.journeysPerSec > a.journeysPerSec ? b : a)) : null;
      figures.push({ engine, journey, steps, bestWithinLimit });
    } finally {
      await product.stop();
      await scratch.drop();
    }
  }
  return { measuredAt, settings, client, engines: figures };
}

async function load(
  client: string,
  origin: string,
  paths: string[],
  connections: number,
  seconds: number,
  ws: Workspace,
): Promise<{ reqPerSec: number; p99Ms: number }> {
  const base = new URL(origin);
  if (client === 'wrk') {
    const script = wrkScript(ws.dir('wrk'), paths);
    const out = execFileSync(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, `${base.origin}/`], {
      encoding: 'utf8',
    });
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
    const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
    if (!rps || !p99) throw new Error(`could not read wrk's output:\n${out}`);
    if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`non-2xx replies on ${paths.join(', ')}:\n${out}`);
    return { reqPerSec: Number(rps[1]), p99Ms: toMs(p99[1]!, p99[2]!) };
  }
  const r = await autocannon({
    url: base.origin,
    connections,
    duration: seconds,
    headers: { 'Accept-Encoding': 'br, gzip' },
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  if (r.non2xx) throw new Error(`${r.non2xx} non-2xx replies on ${paths.join(', ')}`);
  return { reqPerSec: r.requests.average, p99Ms: r.latency.p99 };
}
