// The lint gates Biome does not have (run by `npm run lint`, so by CI): repeated code in `src/` and
// `e2e/` within a budget, and well-formed Markdown tables in README.md and `docs/`. Exits non-zero
// on a failure, naming it. `node scripts/lint/gates.mjs --list` also lists every pair of places.
// Decision 0025 says why these gates and how the pairs are counted.
import fs from 'node:fs';
import path from 'node:path';
import { duplicatePairs } from './duplicates.mjs';
import { tableProblems } from './markdown-tables.mjs';

/**
 * The budgets: how many pairs of places may share a run of 6 or more same or same-shape lines
 * (tests included). Lower a number when duplicates go; never raise one to let a copy in.
 */
const budgets = {
  src: 35,
  e2e: 5,
};

const root = path.resolve(import.meta.dirname, '../..');
const list = process.argv.includes('--list');
const code = /\.(ts|tsx|mts|mjs|js|css|html)$/;

function filesBelow(folder, pattern) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && pattern.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(root, folder));
  return found.sort();
}

let failed = false;
const fail = (line) => {
  failed = true;
  process.stderr.write(`${line}\n`);
};

for (const [folder, budget] of Object.entries(budgets)) {
  const files = filesBelow(folder, code).map((file) => ({
    path: path.relative(root, file),
    text: fs.readFileSync(file, 'utf8'),
  }));
  const pairs = duplicatePairs(files);
  if (list || pairs.length > budget) {
    // The pairs of the files changed last at the bottom, next to the verdict: a new copy is likely there.
    const changed = (place) => fs.statSync(path.join(root, place.slice(0, place.indexOf(':')))).mtimeMs;
    const shown = list ? pairs : [...pairs].sort((p, q) => Math.max(changed(p.a), changed(p.b)) - Math.max(changed(q.a), changed(q.b)));
    for (const pair of shown) {
      const runs = pair.runs > 1 ? ` (+${pair.runs - 1} more runs)` : '';
      process.stdout.write(`  ${pair.lines} lines  ${pair.a} ~ ${pair.b}${pair.same ? '' : ' (shape)'}${runs}\n`);
    }
  }
  const counted = `${folder}/: ${pairs.length} pairs of places share 6 or more same or same-shape lines`;
  if (pairs.length > budget) {
    fail(
      `${counted}, over the budget of ${budget} (scripts/lint/gates.mjs): make one piece of code serve both places of a new pair (listed above).`,
    );
  } else if (pairs.length < budget) {
    process.stdout.write(`${counted} (budget ${budget}): lower the budget to ${pairs.length} in scripts/lint/gates.mjs\n`);
  } else if (list) process.stdout.write(`${counted} (budget ${budget})\n`);
}

const markdown = [path.join(root, 'README.md'), ...filesBelow('docs', /\.md$/)];
for (const file of markdown) {
  for (const problem of tableProblems(fs.readFileSync(file, 'utf8'))) fail(`${path.relative(root, file)} ${problem}`);
}

process.exitCode = failed ? 1 : 0;
