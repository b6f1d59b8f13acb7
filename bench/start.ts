// Part "start": `npm start` in production mode on this tree's build, from spawning the process to
// both ports accepting connections, and its resident memory once idle (scripts/measure-start.mjs,
// which restarts on an existing database as production does; the first, seeding run is not counted).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { inheritedEnv } from './support/product';

export interface StartResults {
  measuredAt: string;
  runs: number;
  listeningMs: number;
  listeningMaxMs: number;
  idleRssMb: number;
}

export function measureStart(runs: number, log: (line: string) => void): StartResults {
  log(`start: ${runs} starts of npm start (production build)`);
  const out = execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../scripts/measure-start.mjs'), String(runs), '--json'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    env: { ...inheritedEnv(), NODE_ENV: 'production' },
  });
  const figures = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Omit<StartResults, 'measuredAt'>;
  return { measuredAt: new Date().toISOString(), ...figures };
}
