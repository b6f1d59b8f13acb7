// Part "soak": the product's memory over a long steady load. Ten connections for five minutes
// (one with --quick) walk the public site as visitors do — pages, lists as served and with a new
// query string, an announcement, a gallery — while the process's resident memory is sampled every
// five seconds. Growth that does not level off is a leak; the target is the whole curve ≤ 200 MB.
// The product is the production build (dist/node) restarted on a seeded database, as a server
// runs after its first start: the first start's demo seed decodes and encodes pictures, and the
// C heap keeps that memory until the process ends.
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from './support/databases';
import { getJson } from './support/http';
import { startProduct } from './support/product';
import { buildWebsite, REPO, type Workspace } from './support/workspace';

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
}

export async function benchSoak(ws: Workspace, settings: SoakSettings, log: (line: string) => void): Promise<SoakResults> {
  const measuredAt = new Date().toISOString();
  log('soak: building the website');
  await buildWebsite(ws);
  const scratch = await createScratchDatabase(ws, 'sqlite', 'soak');
  log('soak: seeding the demo content (first start), then restarting');
  await (await startProduct(ws, { dataDir: scratch.dataDir, seedDemo: true })).stop();
  const product = await startProduct(ws, {
    dataDir: scratch.dataDir,
    seedDemo: true,
    entry: path.join(REPO, 'dist/node/main.js'),
    env: { RATE_LIMIT_DISABLED: 'true' },
  });
  try {
    const camps = await getJson<{ id: number }[]>(`${product.apiUrl}/api/gallery/camps/`);
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = product.memory().rssMb;
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
    return {
      measuredAt,
      settings,
      requests: api.requests.total + web.requests.total,
      errors: api.errors + api.non2xx + web.errors + web.non2xx,
      idleRssMb,
      maxRssMb: Math.max(...samples.map(([, mb]) => mb)),
      endRssMb,
      samples,
    };
  } finally {
    await product.stop();
    await scratch.drop();
  }
}
