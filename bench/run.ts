// `npm run bench [-- web|pages|api|peers|results-day|lookup|opening-day|start|soak|burst|scale|images ...] [options]`: runs the parts asked for (all by
// default), prints their tables and the targets, and writes bench/results/latest.json (parts not
// run this time are kept from the previous file, each with the time it was measured).
// Benchmarks report figures; they never fail on timing. The exit code is non-zero only when a
// part could not run at all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Engine } from '../src/server/db/database';
import { benchApi, defaultApiSettings } from './api';
import { benchBurst, defaultBurstSettings } from './burst';
import { benchImages } from './images';
import { benchLookup, defaultLookupSettings } from './lookup';
import { benchOpeningDay, defaultOpeningDaySettings } from './opening-day';
import { benchPages, defaultPageSettings } from './pages';
import { benchPeers, defaultPeerSettings } from './peers';
import { benchResultsDay, defaultResultsDaySettings } from './results-day';
import { benchSoak, defaultSoakSettings } from './soak';
import { measureStart } from './start';
import { benchScale, defaultScaleSettings } from './scale';
import { undoAll, whileAlive } from './support/cleanup';
import { postgresBaseUrl } from './support/databases';
import { describeMachine } from './support/machine';
import { createWorkspace } from './support/workspace';
import { evaluateTargets, machineWasBusy, renderReport } from './report';
import type { BenchResults } from './support/results';
import { benchWeb, CHROMIUM } from './web';

const PARTS = [
  'web',
  'pages',
  'api',
  'peers',
  'results-day',
  'lookup',
  'opening-day',
  'start',
  'soak',
  'burst',
  'scale',
  'images',
] as const;
type Part = (typeof PARTS)[number];
const RESULTS = path.resolve(import.meta.dirname, 'results/latest.json');

const usage = `npm run bench [-- <part>...] [options]
  parts: ${PARTS.join(', ')} (all when none is named)
  --quick              short rounds, one Lighthouse run a page, 1,000 and 10,000 rows (to try the bench)
  --lighthouse-runs N  Lighthouse runs per page, medians reported (default 3)
  --web-pages LIST     only these paths in the web part, e.g. /teaching,/hi/teaching (the floor page always runs)
  --engines LIST       sqlite,postgres (default: sqlite, and postgres when DATABASE_URL or TEST_DATABASE_URL is set)
  --report             print the tables of bench/results/latest.json without measuring
`;

function parseArgs(argv: string[]) {
  const parts = new Set<Part>();
  let quick = false;
  let report = false;
  let lighthouseRuns = 3;
  let webPages: string[] | undefined;
  let engines: Engine[] = postgresBaseUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if ((PARTS as readonly string[]).includes(arg)) parts.add(arg as Part);
    else if (arg === '--quick') quick = true;
    else if (arg === '--report') report = true;
    else if (arg === '--lighthouse-runs') lighthouseRuns = Math.max(1, Number(argv[++i]) || 1);
    else if (arg === '--web-pages') webPages = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg === '--engines') engines = (argv[++i] ?? '').split(',').filter((e): e is Engine => e === 'sqlite' || e === 'postgres');
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(usage);
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}\n${usage}`);
  }
  if (engines.includes('postgres') && !postgresBaseUrl()) throw new Error('--engines postgres needs DATABASE_URL or TEST_DATABASE_URL');
  return { parts: parts.size ? [...parts] : [...PARTS], quick, report, lighthouseRuns: quick ? 1 : lighthouseRuns, webPages, engines };
}

function readPrevious(): Partial<BenchResults> {
  try {
    return JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Partial<BenchResults>;
  } catch {
    return {};
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.report) {
    const previous = readPrevious();
    if (!previous.machine) throw new Error(`no results yet in ${RESULTS}`);
    process.stdout.write(`${renderReport(previous as BenchResults)}\n`);
    return;
  }
  const started = Date.now();
  const log = (line: string) => process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
  const machine = describeMachine(CHROMIUM);
  log(`${machine.cpus} cores, load average ${machine.loadAtStart.toFixed(2)}, node ${machine.node}, chromium ${machine.chromium}`);
  if (machineWasBusy(machine))
    log('warning: the machine is busy (load average above half its cores): these figures will not be comparable');

  const ws = createWorkspace();
  const forgetWorkspace = whileAlive(() => ws.remove());
  const results: Partial<BenchResults> = { ...readPrevious(), machine };
  try {
    for (const part of args.parts) {
      if (part === 'web') results.web = await benchWeb(ws, args.lighthouseRuns, log, args.webPages);
      if (part === 'pages') {
        const settings = args.quick ? { ...defaultPageSettings, warmupSeconds: 1, roundSeconds: 2, rounds: 1 } : defaultPageSettings;
        results.pages = await benchPages(ws, settings, log);
      }
      if (part === 'api') {
        const settings = args.quick
          ? { ...defaultApiSettings, warmupSeconds: 1, roundSeconds: 2, rounds: 1, postRequests: 500 }
          : defaultApiSettings;
        results.api = await benchApi(ws, args.engines, settings, log);
      }
      if (part === 'peers') {
        const settings = args.quick ? { ...defaultPeerSettings, warmupSeconds: 1, roundSeconds: 2, rounds: 1 } : defaultPeerSettings;
        results.peers = await benchPeers(ws, settings, log);
      }
      if (part === 'results-day') {
        const settings = args.quick ? { ...defaultResultsDaySettings, steps: [10, 50, 200], seconds: 2 } : defaultResultsDaySettings;
        results.resultsDay = await benchResultsDay(ws, args.engines, settings, log);
      }
      if (part === 'lookup') {
        const settings = args.quick ? { ...defaultLookupSettings, students: 500, seconds: 2, failureTries: 200 } : defaultLookupSettings;
        results.lookup = await benchLookup(ws, args.engines, settings, log);
      }
      if (part === 'opening-day') {
        const settings = args.quick ? { ...defaultOpeningDaySettings, submissions: 200 } : defaultOpeningDaySettings;
        results.openingDay = await benchOpeningDay(ws, args.engines, settings, log);
      }
      if (part === 'start') results.start = measureStart(args.quick ? 2 : 5, log);
      if (part === 'soak')
        results.soak = await benchSoak(ws, args.quick ? { ...defaultSoakSettings, seconds: 60 } : defaultSoakSettings, log);
      if (part === 'burst')
        results.burst = await benchBurst(ws, args.quick ? { ...defaultBurstSettings, requests: 10_000 } : defaultBurstSettings, log);
      if (part === 'scale') {
        const settings = args.quick ? { ...defaultScaleSettings, sizes: [1_000, 10_000], samples: 200, warmup: 50 } : defaultScaleSettings;
        results.scale = await benchScale(ws, args.engines, settings, log);
      }
      if (part === 'images') results.images = await benchImages(ws, args.quick ? 1 : 5, log);
    }
  } finally {
    forgetWorkspace();
    ws.remove();
  }
  machine.loadAtEnd = os.loadavg()[0]!;
  const final = { ...results, machine } as BenchResults;
  final.targets = evaluateTargets(final);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(final, null, 2)}\n`);
  process.stdout.write(`${renderReport(final)}\n`);
  log(`done; results in ${path.relative(process.cwd(), RESULTS)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the product and dropping scratch databases\n`);
    const force = setTimeout(() => process.exit(130), 20_000);
    void undoAll().finally(() => {
      clearTimeout(force);
      process.exit(130);
    });
  });
}

main().catch(async (error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  await undoAll();
  process.exit(1);
});
