// The product needs Node 22.12 or later (better-sqlite3 13; decision 0024). On an older Node, as on
// machines that have only Node 20, the scripts that run it (`npm start`, `npm test`, `npm run dev`
// and the like) run again under `pinned`, a Node taken from the npm registry's `node` package
// (npm keeps it in its cache: fetched once, about 30 MB), with its folder first on PATH so that
// whatever they start runs on it too. As a command: `node scripts/support/current-node.mjs tsx …`
// runs a program of node_modules/.bin under a current Node.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The oldest Node the product runs on. */
export const minimum = [22, 12];
/** The Node an older one hands over to: the newest Node 24 LTS when it was last raised. */
export const pinned = '24.21.0';

export function isCurrent(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > minimum[0] || (major === minimum[0] && minor >= minimum[1]);
}

/** Where the pinned Node's binary was found, so that later starts skip npm (about 2 s). */
const remembered = path.resolve(import.meta.dirname, `../../node_modules/.cache/current-node/${pinned}`);

/** The pinned Node's binary, fetched into npm's cache the first time. */
function pinnedNode() {
  const known = fs.existsSync(remembered) ? fs.readFileSync(remembered, 'utf8') : '';
  if (known && fs.existsSync(known)) return known;
  // Under npm (npm start, npm test) its own CLI; run directly, npx.
  const npm = process.env.npm_execpath;
  const [command, args] = npm?.endsWith('.js') ? [process.execPath, [npm, 'exec']] : ['npx', []];
  const found = spawnSync(command, [...args, '--yes', `--package=node@${pinned}`, '--', 'node', '-p', 'process.execPath'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const binary = found.stdout?.trim().split('\n').pop() ?? '';
  if (found.status !== 0 || !fs.existsSync(binary)) {
    process.stderr.write(
      `This needs Node ${minimum.join('.')} or later (this is ${process.version}), and Node ${pinned} could not be fetched from the npm registry: install Node 24 (see .nvmrc).\n`,
    );
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(remembered), { recursive: true });
  fs.writeFileSync(remembered, binary);
  return binary;
}

/** Runs `command` with `args` on the pinned Node, its folder first on PATH; this process ends as it ends. */
function handOver(command, args) {
  const binary = pinnedNode();
  const env = { ...process.env, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(command === 'node' ? binary : command, args, { stdio: 'inherit', env });
  // SIGTERM from a process manager, Ctrl-C: the child closes gracefully, and this one with it.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // Nothing more of the caller runs: it waits for the child and ends with its status.
  return new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
}

/** Called first by a script: on a Node too old, runs this same script on the pinned Node instead. */
export async function ensureCurrentNode() {
  if (isCurrent()) return;
  await handOver('node', [...process.execArgv, ...process.argv.slice(1)]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [program, ...args] = process.argv.slice(2);
  if (!program) {
    process.stderr.write('usage: node scripts/support/current-node.mjs PROGRAM [ARGS…] (a program of node_modules/.bin)\n');
    process.exit(2);
  }
  const bin = path.resolve(import.meta.dirname, '../../node_modules/.bin', program);
  if (isCurrent()) {
    const child = spawn(bin, args, { stdio: 'inherit' });
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  } else await handOver(bin, args);
}
