// Turns an uploaded image into what we store: the original re-encoded without metadata
// (no EXIF, no GPS) and resized WebP variants, made once at upload time.
import sharp, { type Metadata } from 'sharp';

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

/** Recognises the image by its content and refuses anything but JPEG, PNG and WebP within the limits. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
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

  const base = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  try {
    const encoder = base();
    const { data, info } = await (ext === 'jpg'
      ? encoder.jpeg({ quality: 85, mozjpeg: true })
      : ext === 'png'
        ? encoder.png({ compressionLevel: 9 })
        : encoder.webp({ quality: 85 })
    ).toBuffer({ resolveWithObject: true });
    const original: EncodedImage = { data, ext, width: info.width, height: info.height };

    const widths: number[] = VARIANT_WIDTHS.filter((w) => w < original.width);
    if (widths.length < VARIANT_WIDTHS.length) widths.push(original.width);
    const variants = await Promise.all(
      widths.map(async (width) => {
        const out = await base()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: width <= 400 ? 60 : 72, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { data: out.data, width: out.info.width, height: out.info.height, format: 'webp' as const };
      }),
    );
    return { original, variants };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('The image could not be read.');
  }
}
