// The gzipped bytes of JavaScript and CSS a public route loads: the entry's chunks plus the
// route page's chunks (what the server links), measured from the build output. Deterministic.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

export const WEB_DIST = path.resolve(import.meta.dirname, '../../dist/web');

export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function collect(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/** `parts`: modules the page loads later that count too (a tab's own chunk, the Hindi catalogue). */
export function routeFiles(manifest: Manifest, pageModule: string, parts: readonly string[] = []): string[] {
  const files = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the manifest');
  collect(manifest, entry, files);
  for (const key of [pageModule, ...parts]) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    collect(manifest, key, files);
  }
  return [...files];
}

/** Every file reachable from the given manifest keys, through static and dynamic imports. */
function reachable(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const reach = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) reach(next);
  };
  for (const key of keys) reach(key);
  return files;
}

/** Every file a public page can ever load: the site's entry and all it reaches, and every website module's chunk. */
export function publicFiles(manifest: Manifest): Set<string> {
  return reachable(manifest, ['index.html', ...Object.keys(manifest).filter((k) => k.startsWith('src/web/'))]);
}

/** Build files only the console's entry reaches (none of them may load on a public page). */
export function consoleOnlyFiles(manifest: Manifest): Set<string> {
  const site = publicFiles(manifest);
  return new Set([...reachable(manifest, ['admin.html'])].filter((f) => !site.has(f)));
}

export function gzipBytes(files: string[], dist = WEB_DIST): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else if (file.endsWith('.js')) js += size;
  }
  return { js, css };
}
