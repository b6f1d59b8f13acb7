// The chunks and styles a page needs, read from the client build manifest, so the server can put
// the styles in the page and have the scripts fetched without a waterfall.

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

/** The key of the website's entry (index.html) in the manifest. */
export function entryKeyOf(manifest: Manifest): string | undefined {
  return Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
}

/** A chunk's file and everything it imports statically, with their styles. */
export function chunkFiles(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const files: { js: string[]; css: string[] } = { js: [], css: [] };
  collect(manifest, key, new Set(), files);
  return { js: files.js, css: [...new Set(files.css)] };
}

/** What a page module needs beyond the entry's files. */
export function pageAssets(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const entryKey = entryKeyOf(manifest);
  const entry = entryKey ? chunkFiles(manifest, entryKey) : { js: [], css: [] };
  const own = chunkFiles(manifest, module);
  return {
    js: own.js.filter((f) => !entry.js.includes(f)),
    css: [...new Set(own.css.filter((f) => !entry.css.includes(f)))],
  };
}
