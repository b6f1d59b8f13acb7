// Writes a processed image and its variants under one generated stem, and reads them back as URLs.
import type { ProcessedImage } from './images';
import type { MediaKind, MediaStore } from './media-store';

export interface StoredVariant {
  path: string;
  width: number;
  height: number;
  format: 'webp';
}
export interface StoredImage {
  image: string;
  width: number;
  height: number;
  variants: StoredVariant[];
}
export interface ImageVariantView {
  url: string;
  width: number;
  height: number;
  format: string;
}

export async function storeImage(media: MediaStore, kind: MediaKind, processed: ProcessedImage): Promise<StoredImage> {
  const stem = media.newStem(kind);
  const image = `${stem}.${processed.original.ext}`;
  const variants = processed.variants.map((v) => ({
    path: `${stem}-w${v.width}.webp`,
    width: v.width,
    height: v.height,
    format: v.format,
  }));
  const written: string[] = [];
  try {
    await media.write(image, processed.original.data);
    written.push(image);
    for (const [i, v] of variants.entries()) {
      await media.write(v.path, processed.variants[i]!.data);
      written.push(v.path);
    }
  } catch (error) {
    await media.remove(...written);
    throw error;
  }
  return { image, width: processed.original.width, height: processed.original.height, variants };
}

/** Every file of a stored image, for deleting it. */
export function storedImageFiles(image: string | null, variantsJson: string | null): string[] {
  return [image, ...parseVariants(variantsJson).map((v) => v.path)].filter((p): p is string => !!p);
}

export function parseVariants(json: string | null): StoredVariant[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as StoredVariant[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function variantViews(media: MediaStore, json: string | null): ImageVariantView[] {
  return parseVariants(json).map((v) => ({ url: media.url(v.path), width: v.width, height: v.height, format: v.format }));
}

/** A row's image as a reply carries it: `name` its URL, `{name}_variants` its smaller copies. */
export function imageViews<N extends string>(media: MediaStore, name: N, path: string | null, variants: string | null) {
  return { [name]: media.url(path), [`${name}_variants`]: variantViews(media, variants) } as Record<N, ReturnType<MediaStore['url']>> &
    Record<`${N}_variants`, ImageVariantView[]>;
}
