// The bench's scratch directory: a production build of the current sources made for this run
// (the shared dist/ is left alone, since other people rebuild it), the floor page beside it,
// and the data directories of the product instances. The product runs with this directory as
// its working directory, so it serves this build; links to the repository's package.json,
// tsconfig.json and node_modules let it resolve its imports as from the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');

export interface Workspace {
  root: string;
  /** A fresh directory under the workspace. */
  dir(name: string): string;
  remove(): void;
}

export function createWorkspace(): Workspace {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hill-camps-bench-'));
  for (const entry of ['package.json', 'tsconfig.json', 'node_modules']) {
    fs.symlinkSync(path.join(REPO, entry), path.join(root, entry));
  }
  let count = 0;
  return {
    root,
    dir(name) {
      const dir = path.join(root, `${name}-${++count}`);
      fs.mkdirSync(dir, { recursive: true });
      return dir;
    },
    remove() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The path of the floor page: one heading, served by the product's web server like any file. */
export const FLOOR_PATH = '/bench-floor.html';

const floorPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Hill camps</title>
    <meta name="description" content="The floor of the website benchmark: one heading and nothing else.">
    <link rel="icon" href="data:,">
  </head>
  <body>
    <h1>Empowering young minds in the hills of Uttarakhand</h1>
  </body>
</html>
`;

let built: Promise<void> | null = null;

/** Builds the product once per run into the workspace (client, server renderer, service worker, server), plus the floor page. */
export function buildWebsite(ws: Workspace): Promise<void> {
  built ??= (async () => {
    const { createBuilder } = await import('vite');
    const out = path.join(ws.root, 'dist');
    const builder = await createBuilder({
      configFile: path.join(REPO, 'vite.config.ts'),
      root: REPO,
      mode: 'production',
      logLevel: 'warn',
      environments: {
        client: { build: { outDir: path.join(out, 'web') } },
        ssr: { build: { outDir: path.join(out, 'server') } },
        // The service worker too: the product serves /sw.js from dist/sw under its working folder.
        sw: { build: { outDir: path.join(out, 'sw') } },
        // And the server process compiled (dist/node/main.js): the product as `npm start` runs it.
        node: { build: { outDir: path.join(out, 'node') } },
      },
    });
    await builder.buildApp();
    fs.writeFileSync(path.join(out, 'web', FLOOR_PATH.slice(1)), floorPage);
  })();
  return built;
}

/** The server as built into the workspace by `buildWebsite`, as `npm start` runs it. */
export const builtEntry = (ws: Workspace) => path.join(ws.root, 'dist/node/main.js');
