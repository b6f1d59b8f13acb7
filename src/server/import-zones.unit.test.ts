// The server's import zones in biome.json refuse what they should and let through what they
// should: Biome is run, with the project's own configuration, on probe files placed where a
// feature's or infrastructure's modules live (in a scratch folder, so no lint of the tree sees them).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');

const FEATURE = 'A feature imports another feature only through its public.ts';
const FEATURES_FOLDER = 'A feature reaches another feature as a sibling';
const FEATURE_TO_WEB_SERVER = 'A feature never imports the website server';
const FEATURE_TO_CLIENT = 'A feature never imports the website or the console';
const INFRA_TO_FEATURE = 'Infrastructure never imports a feature';
const INFRA_TO_WEB_SERVER = 'Infrastructure never imports the website server';

/** Probe file (as if in the tree) → its one import → the zone's message expected, or null for none. */
const probes: [string, string, string | null][] = [
  ['src/server/features/gallery/a.ts', '../camps/camps', FEATURE],
  ['src/server/features/gallery/b.ts', '../camps', FEATURE],
  ['src/server/features/gallery/c.ts', '../camps/camps.ts', FEATURE],
  ['src/server/features/gallery/d.ts', '../../features/camps/public', FEATURES_FOLDER],
  ['src/server/features/gallery/e.ts', '../../web/form-posts', FEATURE_TO_WEB_SERVER],
  ['src/server/features/gallery/f.ts', '../../../web/paths', FEATURE_TO_CLIENT],
  ['src/server/features/gallery/g.ts', '../../../admin/lib/paths', FEATURE_TO_CLIENT],
  ['src/server/features/gallery/ok-public.ts', '../camps/public', null],
  ['src/server/features/gallery/ok-own.ts', './gallery', null],
  ['src/server/features/gallery/ok-lib.ts', '../../lib/csv', null],
  ['src/server/features/gallery/ok-db.ts', '../../db/schema', null],
  ['src/server/features/gallery/ok-shared.ts', '../../../shared/slot-sign-in', null],
  ['src/server/lib/h.ts', '../features/camps/camps', INFRA_TO_FEATURE],
  ['src/server/plugins/i.ts', '../features/index', INFRA_TO_FEATURE],
  ['src/server/auth/j.ts', '../features/accounts/public', INFRA_TO_FEATURE],
  ['src/server/plugins/k.ts', '../web/web-server', INFRA_TO_WEB_SERVER],
  ['src/server/config.ts', './features/accounts/public', INFRA_TO_FEATURE],
  ['src/server/plugins/ok-lib.ts', '../lib/http-error', null],
  // Composition may import features; tests set up state through any of them.
  ['src/server/cli/ok.ts', '../features/accounts/create-admin', null],
  ['src/server/plugins/ok.test.ts', '../features/accounts/accounts', null],
];

let scratch: string;
let messages: Map<string, string[]>;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'zones-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, from] of probes) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `import { probe } from '${from}';\n\nexport const probed = probe;\n`);
  }
  // Biome exits non-zero when it finds errors: the report is what counts.
  const run = await promisify(execFile)(biome, ['lint', '--reporter=json', 'src'], { cwd: scratch }).catch(
    (error: { stdout: string }) => error,
  );
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; message: string; location: { path: string } }[] };
  messages = new Map();
  for (const d of report.diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue;
    messages.set(d.location.path, [...(messages.get(d.location.path) ?? []), d.message]);
  }
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the server import zones (biome.json)', () => {
  it.each(probes)('%s importing %s', (file, _from, expected) => {
    const found = messages.get(file) ?? [];
    if (expected === null) expect(found).toEqual([]);
    else expect(found).toEqual([expect.stringContaining(expected)]);
  });
});
