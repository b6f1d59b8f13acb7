// `npm test`: every suite. Unit tests, the API suite on SQLite and (when TEST_DATABASE_URL is
// set) again on PostgreSQL, then the browser end-to-end tests. Says which engines ran, and ends
// with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const only = process.argv.slice(2); // e.g. `npm test -- api` runs one suite
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-results-'));

const suites = [
  { name: 'unit', project: 'unit', env: {} },
  { name: 'api (sqlite)', project: 'api', env: { TEST_ENGINE: 'sqlite' } },
];
if (process.env.TEST_DATABASE_URL) {
  suites.push({ name: 'api (postgres)', project: 'api', env: { TEST_ENGINE: 'postgres' } });
}
suites.push({ name: 'e2e', project: 'e2e', env: {} });

let passed = 0;
let failed = 0;
const report = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.project)) continue;
  const out = path.join(outDir, `${suite.name.replace(/\W+/g, '-')}.json`);
  process.stdout.write(`\n=== ${suite.name} ===\n`);
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--project', suite.project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...suite.env } },
  );
  let p = 0;
  let f = 0;
  if (fs.existsSync(out)) {
    const json = JSON.parse(fs.readFileSync(out, 'utf8'));
    p = json.numPassedTests ?? 0;
    f = json.numFailedTests ?? 0;
  }
  if (run.status !== 0 && f === 0) f = 1; // the runner itself failed (no tests found, crash)
  if (p === 0 && f === 0) f = 1; // a suite that ran nothing is a failure, never a silent skip
  passed += p;
  failed += f;
  report.push(`${suite.name}: ${p} passed, ${f} failed`);
}

const engines = suites.filter((s) => s.project === 'api' && (!only.length || only.includes('api'))).map((s) => s.env.TEST_ENGINE);
process.stdout.write(`\n${report.join('\n')}\n`);
if (!only.length || only.includes('api')) {
  process.stdout.write(
    `API suite engines: ${engines.join(', ')}${process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL to also run on PostgreSQL)'}\n`,
  );
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
fs.rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
