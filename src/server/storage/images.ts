// Turns an uploaded image into what we store: the original re-encoded without metadata
// (no EXIF, no GPS) and resized WebP variants, made once at upload time.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { jobQueue } from './job-queue';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const VARIANT_WIDTHS = [400, 800, 1200] as const;

export interface EncodedImage {
  data: Buffer;
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}
export interface EncodedVariant {
  data: Buffer;
  width: number;
  height: number;
  format: 'webp';
}
export interface ProcessedImage {
  original: EncodedImage;
  variants: EncodedVariant[];
}

export class ImageRejected extends Error {}

const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

// Memory: a 50-megapixel photo takes 150 MB once decoded, and four uploads at once
// pushed the API past 1.5 GB. One image is processed at a time (the others wait, and requests
// without images carry on); libvips' operation cache, useless for one-off uploads, is off; and one
// libvips thread an image, which is also sharp's own choice on glibc to limit fragmentation.
const oneAtATime = jobQueue(1);
/** How many images are being processed at this moment: never more than one. */
export const imagesInProcess = () => oneAtATime.running();
// mozjpeg's smaller files need every coefficient of the image in memory at once (about 360 MB at
// 50 megapixels); above this size an original JPEG is written in one pass instead, strip by strip
// (about 30 MB), for a file some 20% larger. A phone photo (12 MP) still gets mozjpeg.
const OPTIMISED_JPEG_PIXELS = 16_000_000;
sharp.cache(false);
sharp.concurrency(1);

/** The checks every uploaded picture passes: its format by its content, its bytes and its pixels bounded. */
async function checkedImage(input: Buffer): Promise<{ ext: EncodedImage['ext']; width: number; height: number; meta: Metadata }> {
  if (input.length > MAX_IMAGE_BYTES) throw new ImageRejected('The image is larger than 15 MB.');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new ImageRejected('The file is not a JPEG, PNG or WebP image.');
  }
  const ext = meta.format && meta.format in FORMATS ? FORMATS[meta.format as keyof typeof FORMATS] : null;
  if (!ext) throw new ImageRejected('The file is not a JPEG, PNG or WebP image.');
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejected('The image has more than 50 megapixels.');
  }
  return { ext, width: meta.width, height: meta.height, meta };
}

/** WebP copies at each width, from one decoded picture (`decoded` gives a fresh pipeline on it). */
async function webpVariants(decoded: () => Sharp, widths: readonly number[]): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  for (const w of widths) {
    const out = await decoded()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: w <= 400 ? 60 : 72, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ data: out.data, width: out.info.width, height: out.info.height, format: 'webp' });
  }
  return variants;
}

/** The kept part of a picture (fractions of it as it shows upright), cut to an exact size. */
export interface CropToSize {
  crop: { x: number; y: number; w: number; h: number };
  width: number;
  height: number;
  format: 'png' | 'jpeg';
}

/**
 * A picture of the site (decision 0033): checked as any upload, turned upright, the chosen part cut out
 * and resized to the picture's exact size, metadata dropped; WebP copies at the widths below it.
 */
export async function cropImage(input: Buffer, target: CropToSize): Promise<ProcessedImage> {
  const { meta, width, height } = await checkedImage(input);
  // EXIF orientations 5 to 8 turn the picture a quarter: upright, its width is its stored height.
  const quarter = (meta.orientation ?? 1) >= 5;
  const uprightWidth = quarter ? height : width;
  const uprightHeight = quarter ? width : height;
  const left = Math.min(uprightWidth - 1, Math.max(0, Math.round(target.crop.x * uprightWidth)));
  const top = Math.min(uprightHeight - 1, Math.max(0, Math.round(target.crop.y * uprightHeight)));
  const region = {
    left,
    top,
    width: Math.max(1, Math.min(uprightWidth - left, Math.round(target.crop.w * uprightWidth))),
    height: Math.max(1, Math.min(uprightHeight - top, Math.round(target.crop.h * uprightHeight))),
  };
  try {
    return await oneAtATime(async () => {
      const cut = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .extract(region)
        .resize({ width: target.width, height: target.height, fit: 'cover' })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const raw = () => sharp(cut.data, { raw: { width: cut.info.width, height: cut.info.height, channels: cut.info.channels } });
      const { data, info } = await (target.format === 'png'
        ? raw().png({ compressionLevel: 9 })
        : raw().flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
      ).toBuffer({ resolveWithObject: true });
      const original: EncodedImage = { data, ext: target.format === 'png' ? 'png' : 'jpg', width: info.width, height: info.height };
      return {
        original,
        variants: await webpVariants(
          raw,
          VARIANT_WIDTHS.filter((v) => v < target.width),
        ),
      };
    });
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('The image could not be read.');
  }
}

/** The picture re-encoded in its own format, without metadata. */
async function encodeAs(encoder: Sharp, ext: EncodedImage['ext'], pixels: number): Promise<EncodedImage> {
  const { data, info } = await (ext === 'jpg'
    ? encoder.jpeg(pixels > OPTIMISED_JPEG_PIXELS ? { quality: 85, optimiseCoding: false } : { quality: 85, mozjpeg: true })
    : ext === 'png'
      ? encoder.png({ compressionLevel: 9 })
      : encoder.webp({ quality: 85 })
  ).toBuffer({ resolveWithObject: true });
  return { data, ext, width: info.width, height: info.height };
}

/**
 * A signed form's photo or scan: decoded by sharp (which proves it is a JPEG or PNG within the
 * limits) and re-encoded upright without its metadata (a phone's GPS position); no variants.
 */
export async function reencodeScan(input: Buffer): Promise<EncodedImage> {
  const { ext, width, height } = await checkedImage(input);
  if (ext === 'webp') throw new ImageRejected('The file is not a PDF, JPEG or PNG scan.');
  try {
    return await oneAtATime(() =>
      encodeAs(sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate(), ext, width * height),
    );
  } catch {
    throw new ImageRejected('The image could not be read.');
  }
}

/** Recognises the image by its content and refuses anything but JPEG, PNG and WebP within the limits. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { ext, width, height } = await checkedImage(input);
  const pixels = width * height;
  const base = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  try {
    return await oneAtATime(async () => {
      const original = await encodeAs(base(), ext, pixels);

      const widths: number[] = VARIANT_WIDTHS.filter((w) => w < original.width);
      if (widths.length < VARIANT_WIDTHS.length) widths.push(original.width);
      // The variants come from one decode at the largest variant's width (a JPEG shrinks while it
      // is decoded), not from a full decode each: 1200 px wide is a few MB however large the photo.
      const largest = await base()
        .resize({ width: Math.max(...widths), withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = largest.info;
      return { original, variants: await webpVariants(() => sharp(largest.data, { raw: { width, height, channels } }), widths) };
    });
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('The image could not be read.');
  }
}
