// Part "soak": the product's memory over a long steady load. Ten connections for five minutes
// (one with --quick) walk the public site as visitors do — pages, lists as served and with a new
// query string, an announcement, a gallery — while the process's resident memory is sampled every
// five seconds. Growth that does not level off is a leak; the target is the whole curve ≤ 200 MB.
// The product runs as a server runs it (startServing: the production build restarted on a seeded
// database), with a sampler of its own memory split loaded (support/memory-sampler.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { deployedService } from '../scripts/support/start-command.mjs';
import { createScratchDatabase } from './support/databases';
import { getJson } from './support/http';
import { startServing } from './support/product';
import type { Workspace } from './support/workspace';

export interface SoakSettings {
  seconds: number;
  connections: number;
  sampleEverySeconds: number;
}

export const defaultSoakSettings: SoakSettings = { seconds: 300, connections: 10, sampleEverySeconds: 5 };

export interface SoakResults {
  measuredAt: string;
  settings: SoakSettings;
  requests: number;
  errors: number;
  idleRssMb: number;
  maxRssMb: number;
  endRssMb: number;
  /** [seconds since the start, RSS in MB] */
  samples: [number, number][];
  /** Where the resident memory is, as the process itself saw it (bench/support/memory-sampler.mjs). */
  split: { idle: MemorySplit; atMax: MemorySplit; end: MemorySplit };
}

/** A line of support/memory-sampler.mjs: the product's own memory, in MB. */
export interface SamplerLine {
  /** When it was taken (ms since the epoch). */
  at: number;
  rssMb: number;
  /** V8's heap, all spaces, as reserved (what is resident of it). */
  heapTotalMb: number;
  heapUsedMb: number;
  /** V8's heap by space: new, old, code, large_object, … */
  spaces: Record<string, number>;
  /** Memory V8 is told of outside its heap (Buffers and their backing stores). */
  externalMb: number;
  arrayBuffersMb: number;
}

/** A sample as the report shows it. */
export interface MemorySplit extends Omit<SamplerLine, 'at'> {
  /** Seconds since the load started (negative: before it). */
  second: number;
  /** The rest of RSS: Node's and the native libraries' C heap (malloc arenas), code, stacks. */
  otherMb: number;
}

export function splitOf({ at, ...line }: SamplerLine, started: number): MemorySplit {
  const otherMb = +(line.rssMb - line.heapTotalMb - line.externalMb).toFixed(2);
  return { ...line, second: Math.round((at - started) / 1000) || 0, otherMb };
}

export const SAMPLER = pathToFileURL(path.join(import.meta.dirname, 'support/memory-sampler.mjs')).href;

/** The lines support/memory-sampler.mjs wrote. */
export function readSamples(file: string): SamplerLine[] {
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as SamplerLine);
}

export async function benchSoak(ws: Workspace, settings: SoakSettings, log: (line: string) => void): Promise<SoakResults> {
  const measuredAt = new Date().toISOString();
  const scratch = await createScratchDatabase(ws, 'sqlite', 'soak');
  log('soak: building, seeding the demo content (first start), then restarting');
  const samplesFile = path.join(scratch.dataDir, 'memory-samples.jsonl');
  const product = await startServing(ws, {
    dataDir: scratch.dataDir,
    seedDemo: true,
    // As the deploy guide's service runs it, plus the sampler.
    nodeArgs: [...deployedService().nodeFlags, '--import', SAMPLER],
    env: {
      RATE_LIMIT_DISABLED: 'true',
      BENCH_MEMORY_SAMPLES: samplesFile,
      BENCH_MEMORY_EVERY_MS: String(settings.sampleEverySeconds * 1000),
    },
  });
  try {
    const camps = await getJson<{ id: number }[]>(`${product.apiUrl}/api/gallery/camps/`);
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = product.memory().rssMb;
    process.kill(product.pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 200));
    let i = 0;
    const apiPaths = ['/announcements/', `/api/gallery/?camp_id=${camps[0]?.id ?? 1}`, '/api/test-papers/', '/announcements/1/'];
    const webPaths = ['/', '/for-students', '/downloads', '/announcement/1', '/trustees'];
    const samples: [number, number][] = [[0, idleRssMb]];
    const started = Date.now();
    const sampler = setInterval(() => {
      samples.push([Math.round((Date.now() - started) / 1000), product.memory().rssMb]);
    }, settings.sampleEverySeconds * 1000);
    log(`soak: ${settings.connections} connections for ${settings.seconds} s`);
    const half = Math.max(1, Math.floor(settings.connections / 2));
    const [api, web] = await Promise.all([
      autocannon({
        url: product.apiUrl,
        connections: half,
        duration: settings.seconds,
        // Every fifth request a list with a query string of its own: the uncached path, and the
        // reply cache's bound on how many distinct entries it keeps.
        requests: [
          {
            setupRequest: (req) => {
              i += 1;
              const path = apiPaths[i % apiPaths.length]!;
              return { ...req, path: i % 5 === 0 ? `/announcements/?nocache=${i}` : path };
            },
          },
        ],
      }),
      autocannon({
        url: product.webUrl,
        connections: settings.connections - half,
        duration: settings.seconds,
        headers: { 'Accept-Encoding': 'br, gzip' },
        requests: webPaths.map((path) => ({ method: 'GET' as const, path })),
      }),
    ]);
    clearInterval(sampler);
    const endRssMb = product.memory().rssMb;
    samples.push([Math.round((Date.now() - started) / 1000), endRssMb]);
    const ended = Date.now();
    process.kill(product.pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 500));
    const own = readSamples(samplesFile);
    const during = own.filter((l) => l.at >= started);
    const idleLine = own.filter((l) => l.at < started).at(-1) ?? own[0]!;
    const maxLine = during.reduce((a, b) => (b.rssMb > a.rssMb ? b : a), during[0] ?? idleLine);
    const endLine = during.find((l) => l.at >= ended) ?? maxLine;
    return {
      measuredAt,
      settings,
      requests: api.requests.total + web.requests.total,
      errors: api.errors + api.non2xx + web.errors + web.non2xx,
      idleRssMb,
      maxRssMb: Math.max(...samples.map(([, mb]) => mb)),
      endRssMb,
      samples,
      split: { idle: splitOf(idleLine, started), atMax: splitOf(maxLine, started), end: splitOf(endLine, started) },
    };
  } finally {
    await product.stop();
    await scratch.drop();
  }
}
