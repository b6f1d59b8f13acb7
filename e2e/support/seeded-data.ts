// Global setup of the browser tests: builds the product if needed and lets it seed its demo content
// into a data folder once, by starting it as `npm start` does and stopping it (SIGTERM: the SQLite
// file is closed cleanly). Each test file's site starts on a copy (./server.ts), so the first
// start's seeding (images included) runs once a run instead of once a file; e2e/start.test.ts
// still starts on an empty folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder the product seeded at the start of the run: copy it, never write in it. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The starter lives beside the tests; imported here so that it runs in this (the main) process.
  const { startSite } = await import('./server');
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-seeded-'));
  const site = await startSite({}, { fresh: true, dataDir: template });
  await site.stop({ keepData: true });
  project.provide('seededDataDir', template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}
