// The import zones of biome.json (decision 0009) refuse what they say they refuse: each case is a
// file written into a zone of a scratch copy of the tree, linted by Biome with the project's own
// configuration. A zone added without a refused case here fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

interface Case {
  file: string;
  from: string;
  refused: boolean;
}

const refuse = (file: string, from: string): Case => ({ file, from, refused: true });
const allow = (file: string, from: string): Case => ({ file, from, refused: false });

const cases: Case[] = [
  refuse('src/shared/a.ts', '../server/config'),
  refuse('src/shared/messages/a.ts', '../../web/paths.ts'),
  refuse('src/shared/b.ts', '../admin/lib/messages'),
  allow('src/shared/messages/b.ts', '../dates'),

  refuse('src/web/a.ts', './../admin/lib/messages'),
  refuse('src/web/b.ts', '../server/config.ts'),
  allow('src/web/c.ts', './paths'),

  refuse('src/admin/a.ts', '../web/paths'),
  refuse('src/admin/b.ts', '../server/db/schema.ts'),
  allow('src/admin/c.ts', '../shared/dates'),

  refuse('src/web/pages/home/a.tsx', '../../app/layout/layout'),
  refuse('src/web/pages/home/b.tsx', '../../app/routes.ts'),
  refuse('src/web/pages/home/c.tsx', '../../main.tsx'),
  refuse('src/web/pages/home/d.tsx', '../../entry-server'),
  refuse('src/web/pages/home/e.tsx', '../../../admin/lib/auth'),
  allow('src/web/pages/home/f.tsx', '../../components/pager'),
  allow('src/web/pages/home/g.tsx', '../get-involved/partner-form.tsx'),

  refuse('src/web/components/a.tsx', '../app/app'),
  refuse('src/web/components/b.tsx', '../app/app.tsx'),
  refuse('src/web/components/c.tsx', '../pages/home/home-page.tsx'),
  refuse('src/web/components/d.tsx', '../../server/config'),
  allow('src/web/components/e.tsx', '../lib/app-context'),
  refuse('src/web/forms/a.tsx', '../app/routes'),
  refuse('src/web/forms/b.tsx', '../pages/get-involved/partner-form.tsx'),
  allow('src/web/forms/c.tsx', '../components/pager.tsx'),

  refuse('src/web/lib/a.ts', '../app/user-context.tsx'),
  refuse('src/web/lib/b.ts', '../components/pager'),
  refuse('src/web/lib/c.ts', '../forms/use-submit.ts'),
  refuse('src/web/api/a.ts', '../pages/home/home-page'),
  refuse('src/web/offline/a.ts', '../app/app'),
  refuse('src/web/paths.ts', './app/routes'),
  refuse('src/web/ssr-contract.ts', './pages/home/home-page'),
  refuse('src/web/json-for-script.ts', './components/pager.tsx'),
  allow('src/web/api/b.ts', '../lib/app-context.tsx'),

  refuse('src/admin/pages/inbox/a.tsx', '../../app/console-app'),
  refuse('src/admin/pages/inbox/b.tsx', '../../app/layout/console-layout.tsx'),
  refuse('src/admin/pages/inbox/c.tsx', '../../../web/paths'),
  allow('src/admin/pages/inbox/d.tsx', '../../components/data-table'),

  refuse('src/admin/components/a.tsx', '../app/require-session.tsx'),
  refuse('src/admin/components/b.tsx', '../pages/inbox/inbox-page'),
  refuse('src/admin/components/c.tsx', '../../web/lib/router'),
  allow('src/admin/components/d.tsx', '../lib/messages.ts'),

  refuse('src/admin/lib/a.ts', '../app/console-app.tsx'),
  refuse('src/admin/lib/b.ts', '../components/data-table.tsx'),
  refuse('src/admin/api/a.ts', '../pages/inbox/inbox-boxes'),
  allow('src/admin/api/b.ts', '../lib/list-params'),

  // The server: a feature imports infrastructure and src/shared, another feature only through its
  // public.ts, never server/web or the clients; infrastructure never imports a feature or server/web.
  refuse('src/server/features/gallery/a.ts', '../camps/camps'),
  refuse('src/server/features/gallery/b.ts', '../camps'),
  refuse('src/server/features/gallery/c.ts', '../camps/camps.ts'),
  refuse('src/server/features/gallery/d.ts', '../../features/camps/public'),
  refuse('src/server/features/gallery/e.ts', '../../web/form-posts'),
  refuse('src/server/features/gallery/f.ts', '../../../web/paths'),
  refuse('src/server/features/gallery/g.ts', '../../../admin/lib/paths'),
  allow('src/server/features/gallery/h.ts', '../camps/public'),
  allow('src/server/features/gallery/i.ts', './gallery'),
  allow('src/server/features/gallery/j.ts', '../../lib/csv'),
  allow('src/server/features/gallery/k.ts', '../../db/schema'),
  allow('src/server/features/gallery/l.ts', '../../../shared/slot-sign-in'),
  refuse('src/server/lib/a.ts', '../features/camps/camps'),
  refuse('src/server/documents/a.ts', '../features/donations/public'),
  refuse('src/server/plugins/a.ts', '../features/index'),
  refuse('src/server/auth/a.ts', '../features/accounts/public'),
  refuse('src/server/plugins/b.ts', '../web/web-server'),
  refuse('src/server/config.ts', './features/accounts/public'),
  refuse('src/server/audit/a.ts', '../features/accounts/public'),
  refuse('src/server/backup/a.ts', '../features/accounts/public'),
  refuse('src/server/cluster/a.ts', '../features/accounts/public'),
  refuse('src/server/content/a.ts', '../features/accounts/public'),
  refuse('src/server/db/a.ts', '../features/accounts/public'),
  refuse('src/server/mail/a.ts', '../features/accounts/public'),
  refuse('src/server/storage/a.ts', '../features/accounts/public'),
  allow('src/server/plugins/c.ts', '../lib/http-error'),
  // Composition may import features; tests set up state through any of them.
  allow('src/server/cli/a.ts', '../features/accounts/create-admin'),
  allow('src/server/plugins/d.test.ts', '../features/accounts/accounts'),
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

// Whether a file is in a zone's glob: a folder (dir/**, or with a * segment) or one file.
function inGlob(file: string, glob: string): boolean {
  const escaped = glob.replace(/[.+?^$()|[\]\\{}]/g, '\\$&');
  const pattern = escaped.replace(/\/\*\*$/, '/.+').replace(/\*/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(file);
}

let scratch: string;
let refusedFiles: Set<string>;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-zones-'));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The scratch tree is no git work tree; its schema path would point nowhere.
  delete config.vcs;
  delete config.$schema;
  fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const c of cases) {
    const file = path.join(scratch, c.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `import { x } from '${c.from}';\n\nexport const y = x;\n`);
  }
  const biome = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(biome.stdout) as { diagnostics: Diagnostic[] };
  refusedFiles = new Set(
    report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path.replaceAll('\\', '/')),
  );
}, 30_000);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('the import zones', () => {
  it.each(cases)('$file importing $from is refused: $refused', (c) => {
    expect(refusedFiles.has(c.file)).toBe(c.refused);
  });

  it('has a refused case in every zone biome.json declares', () => {
    const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }[];
    };
    const zones = config.overrides.filter((o) => o.linter?.rules?.style?.noRestrictedImports).flatMap((o) => o.includes);
    const untested = zones.filter((glob) => !glob.startsWith('!')).filter((glob) => !cases.some((c) => c.refused && inGlob(c.file, glob)));
    expect(untested).toEqual([]);
  });
});
