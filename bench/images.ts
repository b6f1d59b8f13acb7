// Part 5: storing one 12-megapixel JPEG upload as the API does (re-encoded original without
// metadata, resized WebP variants, each file fsynced): the time, and the bytes of each file.
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from '../src/server/storage/images';
import { MediaStore } from '../src/server/storage/media-store';
import { storeImage } from '../src/server/storage/stored-image';
import { makePhotoJpeg } from './support/photo';
import { median } from './support/stats';
import type { Workspace } from './support/workspace';

export interface ImageResults {
  measuredAt: string;
  input: { width: number; height: number; megapixels: number; bytes: number; note: string };
  runs: number;
  /** Median over the runs, and each run. */
  storeMs: number;
  runMs: number[];
  original: { width: number; height: number; bytes: number; format: string };
  variants: { width: number; height: number; bytes: number; format: string }[];
  /** The variant the gallery grids pick on a phone (sizes 50vw at 412 px and DPR 1.75 -> 400w). */
  gridThumbnailBytes: number;
}

export async function benchImages(ws: Workspace, runs: number, log: (line: string) => void): Promise<ImageResults> {
  const measuredAt = new Date().toISOString();
  log('images: making a 12-megapixel JPEG');
  const input = await makePhotoJpeg();
  const meta = await sharp(input).metadata();
  const media = new MediaStore(path.join(ws.dir('images'), 'media'), 'http://127.0.0.1');
  const times: number[] = [];
  let stored: Awaited<ReturnType<typeof storeImage>> | undefined;
  // One unmeasured run first (sharp's first call loads its codecs).
  for (let i = 0; i <= runs; i++) {
    log(`images: store ${i === 0 ? 'warm-up' : `${i}/${runs}`}`);
    const started = performance.now();
    stored = await storeImage(media, 'gallery', await processImage(input));
    if (i > 0) times.push(performance.now() - started);
  }
  const size = async (file: string) => (await media.read(file)).length;
  const variants = await Promise.all(
    stored!.variants.map(async (v) => ({ width: v.width, height: v.height, bytes: await size(v.path), format: v.format })),
  );
  const grid = variants.find((v) => v.width === 400) ?? variants[0]!;
  return {
    measuredAt,
    input: {
      width: meta.width!,
      height: meta.height!,
      megapixels: (meta.width! * meta.height!) / 1e6,
      bytes: input.length,
      note: 'synthetic: the demo landscape with multi-scale texture and grain, JPEG quality 90',
    },
    runs,
    storeMs: median(times),
    runMs: times,
    original: {
      width: stored!.width,
      height: stored!.height,
      bytes: await size(stored!.image),
      format: path.extname(stored!.image).slice(1),
    },
    variants,
    gridThumbnailBytes: grid.bytes,
  };
}
