// `npm start` (and `npm run db:migrate`, `create-admin`, `backup` and `restore`, which name their
// entry as the first argument): builds when the build is missing or older than its sources, then runs the
// compiled entry (dist/node) in this same process, so SIGTERM reaches it directly. No TypeScript
// at run time; a current build is not rebuilt.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureCurrentNode } from './support/current-node.mjs';

await ensureCurrentNode();

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const entries = ['main', 'migrate', 'create-admin', 'backup', 'restore'];
// The entry's own arguments follow its name: leave them where it reads them (process.argv[2]...).
const entry = entries.includes(process.argv[2]) ? process.argv.splice(2, 1)[0] : 'main';

// Everything the build reads (vite.config.ts says what it makes of them); tests are not built.
const sources = [
  'src',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'scripts/support/precompress.ts',
  'tsconfig.json',
  'package-lock.json',
];
const outputs = ['dist/web/index.html', 'dist/server/entry-server.js', ...entries.map((name) => `dist/node/${name}.js`)];
const stamp = 'dist/.build-stamp';
const isTest = (name) => /\.test\.tsx?$/.test(name) || name === 'test-support';

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file leaves only its folder's time behind
  for (const name of fs.readdirSync(entry)) {
    if (!isTest(name)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function isCurrent() {
  if (!outputs.every((file) => fs.existsSync(file)) || !fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return sources.every((source) => newestMtime(source) <= built);
}

// A deployed tree may ship the build without its sources: then there is nothing to compare.
if (fs.existsSync('vite.config.ts') && !isCurrent()) {
  // A production install (`npm ci --omit=dev`) has no build tools: say what to do, in one line.
  if (!fs.existsSync('node_modules/vite/bin/vite.js')) {
    const state = fs.existsSync(stamp) ? 'older than its sources' : 'missing';
    process.stderr.write(
      `The build (dist/) is ${state}, and the build tools are not installed: run \`npm ci && npm run build\` (then \`npm ci --omit=dev\` if you like), and \`npm start\` again.\n`,
    );
    process.exit(1);
  }
  process.stderr.write('Building the website and the server...\n');
  // Always a production build, whatever NODE_ENV the caller runs under (the test runner sets
  // `test`, which would make Vite emit React's development JSX calls). Its log goes to stderr:
  // stdout is the entry's (a command-line tool's answer).
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

// Unset means production, for the packages too, as it does for our config (src/server/config.ts):
// React's server renderer otherwise loads its development build.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, `dist/node/${entry}.js`)).href);
