// How the product's process is started: the Node options of `npm start` (package.json) and the
// service unit of the deploy guide (docs/deploy.md), which adds its environment. The bench and
// scripts/measure-start.mjs start the product this way, so that they measure the process as it runs.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Node's options in package.json's start script: `node --max-semi-space-size=2 scripts/start.mjs` gives `['--max-semi-space-size=2']`. */
export function startNodeFlags() {
  const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const match = /^node((?:\s+--\S+)*)\s+scripts\/start\.mjs$/.exec(script);
  if (!match) throw new Error(`package.json's start script is not "node [options] scripts/start.mjs": ${script}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}

/** The deploy guide's hill-camps.service: its ExecStart's Node options and its `Environment=` settings. */
export function deployedService() {
  const guide = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
  const unit = /`\/etc\/systemd\/system\/hill-camps\.service`:\s*```ini\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!unit) throw new Error('docs/deploy.md has no hill-camps.service unit');
  const exec = /^ExecStart=\S*node((?:\s+--\S+)*)\s+scripts\/start\.mjs$/m.exec(unit);
  if (!exec) throw new Error('the unit of docs/deploy.md has no "ExecStart=…node [options] scripts/start.mjs"');
  const env = Object.fromEntries([...unit.matchAll(/^Environment=([A-Z_]+)=(\S*)$/gm)].map((m) => [m[1], m[2]]));
  return { nodeFlags: exec[1].trim().split(/\s+/).filter(Boolean), env };
}
