// A 12-megapixel JPEG that compresses like a phone photo (a few MB), made on the spot: the demo
// landscape with a seeded texture and grain on top. Generated, so the bench downloads nothing
// and the same bytes come out every run.
import sharp from 'sharp';
import { makeLandscapeJpeg } from '../../src/server/seed/demo-files';

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function makePhotoJpeg(width = 4000, height = 3000, seed = 12, quality = 90): Promise<Buffer> {
  const base = await sharp(await makeLandscapeJpeg(seed, width, height))
    .removeAlpha()
    .raw()
    .toBuffer();
  const rand = mulberry32(seed);
  // Texture at several scales, strongest in the broad ones as in a real scene (foliage, rock,
  // cloth, shadow), so that detail survives into the small variants; then per-pixel grain.
  const shade = new Float32Array(width * height);
  for (const [scale, amount] of [
    [4, 0.2],
    [16, 0.3],
    [64, 0.35],
    [256, 0.3],
  ] as const) {
    const w = Math.ceil(width / scale);
    const h = Math.ceil(height / scale);
    const coarse = Buffer.alloc(w * h);
    for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(rand() * 256);
    const layer = await sharp(coarse, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let p = 0; p < shade.length; p++) shade[p]! += (layer[p]! - 128) * amount;
  }
  const out = Buffer.alloc(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < 3; c++) {
      const v = base[p * 3 + c]! + shade[p]! + (rand() - 0.5) * 10;
      out[p * 3 + c] = Math.min(Math.max(v, 0), 255);
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
