// Image processing within bounded memory (docs/performance.md, images): one image at a time, libvips' cache off, and
// a very large JPEG written in one pass, each output as before (format, size, variants).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagesInProcess, processImage, VARIANT_WIDTHS } from './images';
import { jobQueue } from './job-queue';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7a3a' } })
    .jpeg({ quality: 70 })
    .toBuffer();

describe('image processing memory', () => {
  it('processes one image at a time when several arrive at once', async () => {
    const input = await jpeg(2400, 1600);
    let most = 0;
    let mostOps = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, imagesInProcess());
      mostOps = Math.max(mostOps, sharp.counters().process + sharp.counters().queue);
    }, 1);
    try {
      const results = await Promise.all([1, 2, 3].map(() => processImage(input)));
      for (const r of results) expect(r.variants.map((v) => v.width)).toEqual([...VARIANT_WIDTHS]);
    } finally {
      clearInterval(sampler);
    }
    // One image at a time. In libvips, that image's work plus the header reads of the images still
    // to come (outside the queue, to refuse junk at once), which may all overlap at the start.
    expect(most).toBe(1);
    expect(mostOps).toBeLessThanOrEqual(3);
  });

  it("turns libvips' operation cache off", () => {
    expect(sharp.cache().items.max).toBe(0);
    expect(sharp.cache().memory.max).toBe(0);
  });

  it('writes a JPEG above 16 megapixels in one pass, keeping its format, size and variants', async () => {
    const processed = await processImage(await jpeg(5000, 3400));
    expect(processed.original).toMatchObject({ ext: 'jpg', width: 5000, height: 3400 });
    const meta = await sharp(processed.original.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 5000, height: 3400, isProgressive: false });
    expect(meta.exif).toBeUndefined();
    expect(processed.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 272],
      [800, 544],
      [1200, 816],
    ]);
    for (const v of processed.variants) expect((await sharp(v.data).metadata()).format).toBe('webp');
  });
});

describe('job queue', () => {
  it('runs at most its limit at once, the others in the order they came', async () => {
    const run = jobQueue(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const job = (n: number) => async () => {
      started.push(n);
      most = Math.max(most, ++active);
      // A turn of the event loop: every job a queue without a limit would start has started by then.
      await new Promise((r) => setImmediate(r));
      active--;
      return n;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => run(job(n))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees its place when a job fails', async () => {
    const run = jobQueue(1);
    await expect(run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await run(async () => 'next')).toBe('next');
  });
});
