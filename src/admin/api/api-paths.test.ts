// The console's API addresses live in its api modules only: a page, component or the app shell
// calls a feature's module (api/<feature>.ts) instead of naming a path.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ADMIN = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('API paths in the console', () => {
  it('are named only in src/admin/api', () => {
    const files = ['pages', 'components', 'app', 'lib'].flatMap((dir) => sources(path.join(ADMIN, dir)));
    expect(files.length).toBeGreaterThan(20);
    const named = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /['"`]\/(api|events|announcements)\//.test(line))
        .map((line) => `${path.relative(ADMIN, file)}: ${line.trim()}`),
    );
    expect(named).toEqual([]);
  });
});
