// Brotli and gzip copies of the client build's text files, written once at build time beside
// each file (`x.js.br`, `x.js.gz`), which the website server sends as they are (@fastify/static's
// preCompressed mode). Compressing the 219 KB React chunk on every request cost more CPU than
// everything else a first visit asks for; at build it costs nothing per request, and it can use
// the slowest, smallest settings.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Writes the copies for every compressible file under `dir`; returns how many files got them. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    // The build's own bookkeeping (.vite/manifest.json) is never served; the HTML files are
    // templates the server fills in, never sent as they are.
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
