// The chunks and styles a page needs beyond the entry's, read from the client build manifest, so
// the server can link them in <head> and the page neither waits for nor shifts on them.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function collect(manifest: Manifest, key: string, seen: Set<string>, out: { js: string[]; css: string[] }) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.js.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) out.css.push(`/${css}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, out);
}

export function pageAssets(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const entry: { js: string[]; css: string[] } = { js: [], css: [] };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (entryKey) collect(manifest, entryKey, new Set(), entry);
  const own: { js: string[]; css: string[] } = { js: [], css: [] };
  collect(manifest, module, new Set(), own);
  return {
    js: own.js.filter((f) => !entry.js.includes(f)),
    css: [...new Set(own.css.filter((f) => !entry.css.includes(f)))],
  };
}
