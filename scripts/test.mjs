// `npm test`: every suite. Unit tests, the API suite on SQLite and (when TEST_DATABASE_URL is
// set) again on PostgreSQL, and the browser end-to-end tests. Says which engines ran, and ends
// with one line "N passed, N failed".
//
// The suites run in lanes side by side: unit, then the API on SQLite with the engine-independent
// API files (api-once, run on SQLite only: vitest.config.ts lists them); the API on PostgreSQL;
// the end-to-end tests in two halves.
// Vitest gives each run one worker on a 2-core machine, and much of each run is waiting (on the
// database, the browser, a timer), so four lanes use both cores where one suite after another
// left one idle; the whole run stays within CI's 20 minutes on the slower machines of this kind.
// Each suite keeps its own output, printed whole when it ends. The suites share nothing: every
// test file makes its own database (a fresh SQLite file or PostgreSQL schema), Redis key prefix,
// data folder and ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCurrentNode } from './support/current-node.mjs';

await ensureCurrentNode();

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const only = process.argv.slice(2); // e.g. `npm test -- api` runs one suite
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-results-'));

// `group`: the name `npm test -- <group>` picks a suite by.
const apiSuites = [{ name: 'api (sqlite)', group: 'api', projects: ['api'], env: { TEST_ENGINE: 'sqlite' } }];
if (process.env.TEST_DATABASE_URL) {
  apiSuites.push({ name: 'api (postgres)', group: 'api', projects: ['api'], env: { TEST_ENGINE: 'postgres' } });
}
const apiOnce = {
  name: 'api-once (sqlite only: engine-independent)',
  group: 'api',
  projects: ['api-once'],
  env: { TEST_ENGINE: 'sqlite' },
};
const unit = { name: 'unit', group: 'unit', projects: ['unit', 'unit-dom'], env: {} };
// The browser tests in two halves, each a lane: much of their time is waiting (on the browser, the
// product's start, a page's network), which the other lanes fill.
const e2e = [1, 2].map((half) => ({ name: `e2e (${half}/2)`, group: 'e2e', projects: ['e2e'], env: {}, args: [`--shard=${half}/2`] }));
/** Lanes run side by side; the suites of a lane one after another. */
const lanes = [[unit, apiSuites[0], apiOnce], ...apiSuites.slice(1).map((suite) => [suite]), ...e2e.map((half) => [half])];

/** One suite; its output goes straight through when it runs alone, else is kept and printed when it ends. */
function runSuite(suite, alone) {
  const out = path.join(outDir, `${suite.name.replace(/\W+/g, '-')}.json`);
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        vitest,
        'run',
        ...suite.projects.flatMap((project) => ['--project', project]),
        ...(suite.args ?? []),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...suite.env } },
    );
    const chunks = [];
    if (!alone) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    if (alone) process.stdout.write(`\n=== ${suite.name} ===\n`);
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n=== ${suite.name} ===\n${Buffer.concat(chunks).toString('utf8')}`);
      let p = 0;
      let f = 0;
      if (fs.existsSync(out)) {
        const json = JSON.parse(fs.readFileSync(out, 'utf8'));
        p = json.numPassedTests ?? 0;
        f = json.numFailedTests ?? 0;
      }
      if (status !== 0 && f === 0) f = 1; // the runner itself failed (no tests found, crash)
      if (p === 0 && f === 0) f = 1; // a suite that ran nothing is a failure, never a silent skip
      resolve({ name: suite.name, p, f, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

let passed = 0;
let failed = 0;
const report = [];
const chosen = lanes.map((lane) => lane.filter((suite) => !only.length || only.includes(suite.group))).filter((lane) => lane.length);
const alone = chosen.flat().length === 1;
await Promise.all(
  chosen.map(async (lane) => {
    for (const suite of lane) {
      const r = await runSuite(suite, alone);
      passed += r.p;
      failed += r.f;
      report.push(`${r.name}: ${r.p} passed, ${r.f} failed (${r.seconds} s)`);
    }
  }),
);

const engines = apiSuites.filter(() => !only.length || only.includes('api')).map((s) => s.env.TEST_ENGINE);
process.stdout.write(`\n${report.join('\n')}\n`);
if (!only.length || only.includes('api')) {
  process.stdout.write(
    `API suite engines: ${engines.join(', ')}${process.env.TEST_DATABASE_URL ? '; the engine-independent files (api-once) on SQLite only' : ' (set TEST_DATABASE_URL to also run on PostgreSQL)'}\n`,
  );
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
fs.rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
