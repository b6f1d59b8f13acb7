// What the figures were measured on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  /** 1-minute load average when the bench started and when it ended. */
  loadAtStart: number;
  loadAtEnd?: number;
}

export function describeMachine(chromiumPath: string): Machine {
  let chromium = 'not found';
  try {
    chromium =
      /[\d.]+/.exec(execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ?? chromium;
  } catch {
    // reported as not found
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    loadAtStart: os.loadavg()[0]!,
  };
}
