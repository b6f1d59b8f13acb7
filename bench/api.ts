// Part 2 and 3: throughput and tail latency of the public GET routes against a raw node:http
// ceiling in the same run, and the sustained rate of volunteer applications, on SQLite and on
// PostgreSQL when a server is configured.
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Engine } from '../src/server/db/database';
import { createScratchDatabase } from './support/databases';
import { getJson, getText } from './support/http';
import { startCeiling, startServing, type Product, type RunningProcess } from './support/product';
import { median, ratio } from './support/stats';
import type { Workspace } from './support/workspace';

export interface ApiSettings {
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
  postRequests: number;
}

export const defaultApiSettings: ApiSettings = { connections: 50, warmupSeconds: 3, roundSeconds: 10, rounds: 3, postRequests: 5000 };

export interface LoadFigures {
  /** Medians over the rounds. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time the server process spent per request (all its threads), in microseconds: unlike
   * req/s, it hardly depends on what else the machine is doing. */
  serverCpuUsPerRequest: number;
  rounds: { reqPerSec: number; p99Ms: number; serverCpuUsPerRequest: number }[];
  /** Summed over the rounds: anything but a 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
}

export interface RouteFigures extends LoadFigures {
  name: string;
  path: string;
  bodyBytes: number;
  /** reqPerSec / the ceiling's reqPerSec. */
  ratioToCeiling: number;
  /** The same route with a query parameter that differs on every request, so that the reply
   * cache never answers: what a miss costs (the database, validation and serialisation). */
  uncached: LoadFigures & { ratioToCeiling: number };
}

export interface PostFigures {
  path: string;
  requests: number;
  created: number;
  otherReplies: Record<string, number>;
  errors: number;
  seconds: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  rowsBefore: number;
  rowsAfter: number;
  /** rowsAfter - rowsBefore === created */
  rowsMatch: boolean;
}

export interface ApiEngineFigures {
  engine: Engine;
  ceiling: LoadFigures & { bodyBytes: number };
  routes: RouteFigures[];
  post: PostFigures;
  apiRssMb: number;
}

export interface ApiResults {
  measuredAt: string;
  settings: ApiSettings;
  engines: ApiEngineFigures[];
}

type Run = Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'amount' | 'duration' | 'requests' | 'sampleInt'>;

/** A path whose query string is new on every request (an unknown parameter, which the API ignores). */
export function cacheBusting(path: string): (i: number) => string {
  const sep = path.includes('?') ? '&' : '?';
  return (i) => `${path}${sep}nocache=${i}`;
}

function everyRequestNew(path: string): Run {
  const next = cacheBusting(path);
  let i = 0;
  return { requests: [{ setupRequest: (req) => ({ ...req, path: next(++i) }) }] };
}

async function cannon(url: string, connections: number, run: Run): Promise<autocannon.Result> {
  return autocannon({ url, connections, pipelining: 1, timeout: 10, ...run });
}

const seconds = (s: number): Run => ({ duration: s });

export async function benchApi(ws: Workspace, engines: Engine[], settings: ApiSettings, log: (line: string) => void): Promise<ApiResults> {
  const measuredAt = new Date().toISOString();
  const figures: ApiEngineFigures[] = [];
  for (const engine of engines) {
    log(`api: ${engine}: seeding the demo content and starting the product`);
    const scratch = await createScratchDatabase(ws, engine, 'api');
    let product: Product | undefined;
    try {
      product = await startServing(ws, {
        dataDir: scratch.dataDir,
        ...(scratch.url ? { databaseUrl: scratch.url } : {}),
        seedDemo: true,
        env: { RATE_LIMIT_DISABLED: 'true' },
      });
      figures.push(await benchEngine(engine, product, scratch, settings, log));
    } finally {
      await product?.stop();
      await scratch.drop();
    }
  }
  return { measuredAt, settings, engines: figures };
}

async function benchEngine(
  engine: Engine,
  product: Product,
  scratch: Awaited<ReturnType<typeof createScratchDatabase>>,
  settings: ApiSettings,
  log: (line: string) => void,
): Promise<ApiEngineFigures> {
  const camps = await getJson<{ id: number }[]>(`${product.apiUrl}/api/gallery/camps/`);
  if (!camps[0]) throw new Error('the demo seed made no camp with pictures');
  const routes = [
    { name: 'announcements', path: '/announcements/' },
    { name: 'gallery of a camp', path: `/api/gallery/?camp_id=${camps[0].id}` },
    { name: 'test papers', path: '/api/test-papers/' },
  ];
  const bodies = await Promise.all(routes.map(async (r) => (await getText(product.apiUrl + r.path)).body));
  // The ceiling answers the announcements reply byte for byte, so the bytes on the wire match.
  const ceiling = await startCeiling(bodies[0]!);
  try {
    const targets: { name: string; url: string; server: RunningProcess; run: Run }[] = [
      { name: 'ceiling', url: `${ceiling.url}/`, server: ceiling, run: {} },
      ...routes.map((r) => ({ name: r.name, url: product.apiUrl + r.path, server: product, run: {} })),
      ...routes.map((r) => ({ name: `${r.name}, uncached`, url: product.apiUrl + r.path, server: product, run: everyRequestNew(r.path) })),
    ];
    for (const t of targets) {
      log(`api: ${engine}: warm-up ${t.name}`);
      await cannon(t.url, settings.connections, { ...t.run, ...seconds(settings.warmupSeconds) });
    }
    // Rounds take turns across the targets, so drift in the machine's load spreads over all of them.
    const results: Measured[][] = targets.map(() => []);
    for (let round = 1; round <= settings.rounds; round++) {
      for (const [i, t] of targets.entries()) {
        log(`api: ${engine}: round ${round}/${settings.rounds} ${t.name}`);
        const cpuBefore = t.server.cpuMs();
        const result = await cannon(t.url, settings.connections, { ...t.run, ...seconds(settings.roundSeconds) });
        results[i]!.push({ result, cpuMs: t.server.cpuMs() - cpuBefore });
      }
    }
    const load = results.map(summarise);
    const ceilingFigures = { ...load[0]!, bodyBytes: Buffer.byteLength(bodies[0]!) };
    const routeFigures = routes.map((r, i) => {
      const cached = load[1 + i]!;
      const uncached = load[1 + routes.length + i]!;
      return {
        ...r,
        ...cached,
        bodyBytes: Buffer.byteLength(bodies[i]!),
        ratioToCeiling: ratio(cached.reqPerSec, ceilingFigures.reqPerSec),
        uncached: { ...uncached, ratioToCeiling: ratio(uncached.reqPerSec, ceilingFigures.reqPerSec) },
      };
    });
    log(`api: ${engine}: POST volunteer applications`);
    const post = await benchPost(product, scratch, settings);
    return { engine, ceiling: ceilingFigures, routes: routeFigures, post, apiRssMb: product.memory().rssMb };
  } finally {
    await ceiling.stop();
  }
}

interface Measured {
  result: autocannon.Result;
  cpuMs: number;
}

function summarise(rounds: Measured[]): LoadFigures {
  const perRound = rounds.map(({ result: r, cpuMs }) => ({
    reqPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    p50Ms: r.latency.p50,
    serverCpuUsPerRequest: (cpuMs * 1000) / Math.max(1, r.requests.total),
  }));
  return {
    reqPerSec: median(perRound.map((r) => r.reqPerSec)),
    p50Ms: median(perRound.map((r) => r.p50Ms)),
    p99Ms: median(perRound.map((r) => r.p99Ms)),
    serverCpuUsPerRequest: median(perRound.map((r) => r.serverCpuUsPerRequest)),
    rounds: perRound.map(({ reqPerSec, p99Ms, serverCpuUsPerRequest }) => ({ reqPerSec, p99Ms, serverCpuUsPerRequest })),
    non2xx: rounds.reduce((n, r) => n + r.result.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.result.errors, 0),
  };
}

async function benchPost(
  product: Product,
  scratch: Awaited<ReturnType<typeof createScratchDatabase>>,
  settings: ApiSettings,
): Promise<PostFigures> {
  const path = '/api/volunteer-applications/';
  const { csrfToken } = await getJson<{ csrfToken: string }>(`${product.apiUrl}/api/csrf/`);
  const db = await scratch.open();
  const countRows = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from volunteer_applications`.execute(db.kysely)).rows[0]!.n);
  try {
    const rowsBefore = await countRows();
    // A fixed number of requests rather than a duration: autocannon then waits for every reply,
    // so each request the server stored has its reply counted.
    const result = await cannon(product.apiUrl + path, settings.connections, {
      amount: settings.postRequests,
      // autocannon ends an `amount` run at its next sample tick: 10 ms ticks keep the duration true
      // (with the default 1 s, a 2.2 s run reads as 3.0 s).
      sampleInt: 10,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${csrfToken}`,
        'x-csrftoken': csrfToken,
        origin: product.webUrl,
      },
      body: JSON.stringify({
        full_name: 'Bench Volunteer',
        email: 'bench.volunteer@example.org',
        role: 'teacher',
        message: 'Sent by the benchmark.',
      }),
    });
    const rowsAfter = await countRows();
    const stats = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
    const { 201: created = 0, ...otherReplies } = stats;
    return {
      path,
      requests: settings.postRequests,
      created,
      otherReplies,
      errors: result.errors,
      seconds: result.duration,
      reqPerSec: created / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      rowsBefore,
      rowsAfter,
      rowsMatch: rowsAfter - rowsBefore === created,
    };
  } finally {
    await db.close();
  }
}
