// Part 1: Lighthouse (mobile defaults: simulated Slow 4G, 4x CPU slowdown) on every public route
// of a production build, and on the floor: a static page with one heading from the same server.
// Every run in a new Chromium with an empty profile: what a first-time visitor's browser has.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { whileAlive } from './support/cleanup';
import { createScratchDatabase } from './support/databases';
import { getJson, getText } from './support/http';
import { startServing, type Product } from './support/product';
import { median, ratio } from './support/stats';
import { buildWebsite, FLOOR_PATH, type Workspace } from './support/workspace';

export const CHROMIUM = '/usr/bin/chromium';
// No internet here: without the background-networking flags Chromium's own connections are refused.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const REPORTS = path.resolve(import.meta.dirname, 'results');

export interface PageFigures {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  scriptBytes: number;
  /** lcpMs / the floor's lcpMs (absent for the floor itself). */
  lcpRatioToFloor?: number;
  lcpElement?: string;
  /** Audits that cost points in a category (from the first run), e.g. "seo: link-text". */
  failingAudits: string[];
  /** What the page wrote to the browser's console as errors (Lighthouse's errors-in-console items, first run). */
  consoleErrors: string[];
  /** Each run's performance score and LCP, when there were several. */
  runs: { performance: number; lcpMs: number }[];
}

export interface WebResults {
  measuredAt: string;
  lighthouse: string;
  chromium: string;
  runsPerPage: number;
  /** Every run in a new Chromium with an empty profile (decision 0039; earlier runs shared one browser). */
  freshBrowser?: boolean;
  floor: PageFigures;
  pages: PageFigures[];
}

interface AuditLike {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, unknown>[] };
}
interface LhrLike {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditLike>;
}

interface OneRun {
  lhr: LhrLike;
  figures: Omit<PageFigures, 'name' | 'path' | 'runs' | 'lcpRatioToFloor'>;
}

function readRun(lhr: LhrLike): OneRun {
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const summary = audit('resource-summary')?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script');
  const lcpItem = audit('largest-contentful-paint-element')?.details?.items?.[0] as
    | { items?: { node?: { nodeLabel?: string; selector?: string; snippet?: string } }[] }
    | undefined;
  const node = lcpItem?.items?.[0]?.node;
  const failingAudits: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = audit(ref.id);
      if (ref.weight > 0 && a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative') {
        failingAudits.push(`${category}: ${ref.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
  }
  const consoleErrors = (audit('errors-in-console')?.details?.items ?? []).map((item) =>
    [item.source, item.description, item.sourceLocation && (item.sourceLocation as { url?: string }).url]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(': '),
  );
  return {
    lhr,
    figures: {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageFigures['scores'],
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      totalBytes: value('total-byte-weight'),
      scriptBytes: Number(script?.transferSize ?? Number.NaN),
      ...(node ? { lcpElement: node.selector ?? node.snippet ?? node.nodeLabel ?? '' } : {}),
      failingAudits,
      consoleErrors,
    },
  };
}

/** Medians over the runs of every figure; the rest from the first run. */
function combine(name: string, path: string, runs: OneRun[]): PageFigures {
  const first = runs[0]!.figures;
  const med = (pick: (f: OneRun['figures']) => number) => median(runs.map((r) => pick(r.figures)));
  return {
    ...first,
    name,
    path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, med((f) => f.scores[c])])) as PageFigures['scores'],
    fcpMs: med((f) => f.fcpMs),
    lcpMs: med((f) => f.lcpMs),
    cls: med((f) => f.cls),
    tbtMs: med((f) => f.tbtMs),
    totalBytes: med((f) => f.totalBytes),
    scriptBytes: med((f) => f.scriptBytes),
    runs: runs.map((r) => ({ performance: r.figures.scores.performance, lcpMs: r.figures.lcpMs })),
  };
}

/** `only`: the paths to measure (the floor page always is); every page in both languages by default. */
export async function benchWeb(ws: Workspace, runsPerPage: number, log: (line: string) => void, only?: string[]): Promise<WebResults> {
  const measuredAt = new Date().toISOString();
  log('web: building the website (production) into the bench workspace');
  await buildWebsite(ws);
  const scratch = await createScratchDatabase(ws, 'sqlite', 'web');
  let product: Product | undefined;
  let stopChrome = () => {};
  try {
    log('web: seeding the demo content and starting the product');
    product = await startServing(ws, { dataDir: scratch.dataDir, seedDemo: true });
    const [announcement] = await getJson<{ id: number }[]>(`${product.apiUrl}/announcements/`);
    const [camp] = await getJson<{ id: number }[]>(`${product.apiUrl}/api/gallery/camps/`);
    if (!announcement || !camp) throw new Error('the demo seed made no announcement or no camp with pictures');
    let pages = [
      { name: 'floor', path: FLOOR_PATH },
      { name: 'home', path: '/' },
      { name: 'about us', path: '/about-us' },
      { name: 'teaching', path: '/teaching' },
      { name: 'for students', path: '/for-students' },
      { name: 'announcement', path: `/announcement/${announcement.id}` },
      { name: 'trustees', path: '/trustees' },
      { name: 'get involved', path: '/get-involved' },
      { name: 'downloads', path: '/downloads' },
      { name: 'camp gallery', path: `/downloads/gallery/${camp.id}` },
      { name: 'contact us', path: '/contact-us' },
      { name: 'coming soon', path: '/coming-soon' },
      { name: 'slot coordinators', path: '/slot-coordinators' },
      // The pages the application, results, privacy and donations work added (decision 0005): they
      // are measured from their first commit.
      { name: 'apply', path: '/apply' },
      { name: 'application status', path: '/apply/status' },
      { name: 'application consent', path: '/apply/consent' },
      { name: 'admit card', path: '/apply/admit-card' },
      { name: 'results', path: '/results' },
      { name: 'results lists', path: '/results/list' },
      { name: 'privacy', path: '/privacy' },
      { name: 'privacy request', path: '/privacy/request' },
      { name: 'privacy withdraw', path: '/privacy/withdraw' },
      { name: 'donate step', path: '/get-involved?tab=donate' },
    ];
    // Every page again in Hindi (/hi/…, decision 0021): the budgets hold in both languages.
    pages.push(
      ...pages.filter((p) => p.name !== 'floor').map((p) => ({ name: `${p.name} (hi)`, path: p.path === '/' ? '/hi' : `/hi${p.path}` })),
    );
    if (only) pages = pages.filter((p) => p.path === FLOOR_PATH || only.includes(p.path));
    for (const page of pages) {
      const { status } = await getText(product.webUrl + page.path);
      if (status !== 200) throw new Error(`GET ${page.path} answered ${status}`);
    }
    const runs: OneRun[][] = pages.map(() => []);
    for (let run = 1; run <= runsPerPage; run++) {
      for (const [i, page] of pages.entries()) {
        log(`web: lighthouse ${run}/${runsPerPage} ${page.path}`);
        // Chromium 156 sometimes loses the trace's navigation start (NO_NAVSTART, about one run in
        // ten here, on any page, the floor included): that run measured nothing, so it is run again.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          // A first-time visitor's browser, as the Lighthouse CLI and PageSpeed run it: a new
          // Chromium with an empty profile for every run (decision 0039). One browser for all the
          // runs read TBT 20 ms on / where a fresh one read 340 ms: its renderer had already
          // compiled the scripts and laid out the fonts for the pages before.
          const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
          const launched = await chromeLauncher.launch({
            chromePath: CHROMIUM,
            chromeFlags: CHROME_FLAGS,
            logLevel: 'silent',
            userDataDir: profile,
          });
          const stop = () => {
            launched.kill();
            fs.rmSync(profile, { recursive: true, force: true });
          };
          stopChrome = stop;
          const forget = whileAlive(stop);
          try {
            result = await lighthouse(
              product.webUrl + page.path,
              { port: launched.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
              undefined,
            );
          } finally {
            forget();
            stop();
            stopChrome = () => {};
          }
          const code = (result?.lhr as unknown as LhrLike | undefined)?.runtimeError?.code;
          if (code !== 'NO_NAVSTART' || attempt === 3) break;
          log(`web: ${page.path}: Lighthouse lost the trace (NO_NAVSTART); running it again`);
        }
        if (!result) throw new Error(`lighthouse gave no result for ${page.path}`);
        runs[i]!.push(readRun(result.lhr as unknown as LhrLike));
        // The full report of the first run, for digging (git-ignored like every JSON there).
        if (run === 1)
          fs.writeFileSync(path.join(REPORTS, `lighthouse-${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(result.lhr));
      }
    }
    const all = pages.map((p, i) => combine(p.name, p.path, runs[i]!));
    const floor = all[0]!;
    const lhr = runs[0]![0]!.lhr;
    return {
      measuredAt,
      lighthouse: lhr.lighthouseVersion,
      chromium: /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? lhr.environment.hostUserAgent,
      runsPerPage,
      freshBrowser: true,
      floor,
      pages: all.slice(1).map((p) => ({ ...p, lcpRatioToFloor: ratio(p.lcpMs, floor.lcpMs) })),
    };
  } finally {
    stopChrome();
    await product?.stop();
    await scratch.drop();
  }
}
