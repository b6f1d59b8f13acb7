// Part "burst": the API's memory after a burst of uncached list requests, the load that left an
// outside run at 296 MB (decision 0039: 24 s at 50 connections, every request a query string of its
// own, so that no reply is reused: about 40,000 requests at its 1,687 a second). The burst is a
// number of requests, not a time, so that a slow or busy machine still makes the same garbage. The product runs as a server runs it (startServing), with the
// memory sampler of the soak loaded; the part reports RSS before, right after the burst and after
// a few quiet seconds, and where the memory is (V8 heap, Buffers, the rest) at each moment.
import path from 'node:path';
import autocannon from 'autocannon';
import { deployedService } from '../scripts/support/start-command.mjs';
import { cacheBusting } from './api';
import { createScratchDatabase } from './support/databases';
import { getJson } from './support/http';
import { startServing } from './support/product';
import type { Workspace } from './support/workspace';
import { type MemorySplit, readSamples, SAMPLER, splitOf } from './soak';

export interface BurstSettings {
  requests: number;
  connections: number;
  /** Quiet seconds after the burst before the last reading. */
  restSeconds: number;
}

export const defaultBurstSettings: BurstSettings = { requests: 40_000, connections: 50, restSeconds: 5 };

export interface BurstResults {
  measuredAt: string;
  settings: BurstSettings;
  requests: number;
  reqPerSec: number;
  errors: number;
  idleRssMb: number;
  /** RSS as the burst ends, and after `restSeconds` without requests. */
  afterRssMb: number;
  restedRssMb: number;
  /** The highest RSS the process reached (VmHWM). */
  peakRssMb: number;
  split: { idle: MemorySplit; after: MemorySplit; rested: MemorySplit };
}

export interface BurstOptions {
  /** Extra environment or Node options for the product (to try a setting). */
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** Called with the product's process id and working directory once the readings are taken (a heap snapshot). */
  afterBurst?: (pid: number, cwd: string) => Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchBurst(
  ws: Workspace,
  settings: BurstSettings,
  log: (line: string) => void,
  options: BurstOptions = {},
): Promise<BurstResults> {
  const measuredAt = new Date().toISOString();
  const scratch = await createScratchDatabase(ws, 'sqlite', 'burst');
  const samplesFile = path.join(scratch.dataDir, 'memory-samples.jsonl');
  log('burst: building, seeding the demo content (first start), then restarting');
  const product = await startServing(ws, {
    dataDir: scratch.dataDir,
    seedDemo: true,
    nodeArgs: [...deployedService().nodeFlags, ...(options.nodeArgs ?? []), '--import', SAMPLER],
    // No RATE_LIMIT_DISABLED: the burst meets the limits a visitor meets.
    env: { BENCH_MEMORY_SAMPLES: samplesFile, BENCH_MEMORY_EVERY_MS: '60000', ...options.env },
  });
  const now = () => {
    process.kill(product.pid, 'SIGUSR2');
    return pause(300);
  };
  try {
    const camps = await getJson<{ id: number }[]>(`${product.apiUrl}/api/gallery/camps/`);
    const lists = ['/announcements/', `/api/gallery/?camp_id=${camps[0]?.id ?? 1}`, '/api/test-papers/'].map(cacheBusting);
    await pause(2000);
    const idleRssMb = product.memory().rssMb;
    await now();
    const started = Date.now();
    let i = 0;
    log(`burst: ${settings.requests} requests at ${settings.connections} connections, every list request a new query string`);
    const result = await autocannon({
      url: product.apiUrl,
      connections: settings.connections,
      amount: settings.requests,
      requests: [{ setupRequest: (req) => ({ ...req, path: lists[++i % lists.length]!(i) }) }],
    });
    const afterRssMb = product.memory().rssMb;
    const ended = Date.now();
    await now();
    await pause(settings.restSeconds * 1000);
    const restedRssMb = product.memory().rssMb;
    const rested = Date.now();
    await now();
    const peakRssMb = product.memory().peakMb;
    await options.afterBurst?.(product.pid, ws.root);
    const lines = readSamples(samplesFile);
    const at = (t: number) => lines.find((l) => l.at >= t) ?? lines.at(-1)!;
    const idleLine = lines.filter((l) => l.at < started).at(-1) ?? lines[0]!;
    return {
      measuredAt,
      settings,
      requests: result.requests.total,
      reqPerSec: result.requests.average,
      errors: result.errors + result.non2xx,
      idleRssMb,
      afterRssMb,
      restedRssMb,
      peakRssMb,
      split: { idle: splitOf(idleLine, started), after: splitOf(at(ended), started), rested: splitOf(at(rested), started) },
    };
  } finally {
    await product.stop();
    await scratch.drop();
  }
}
