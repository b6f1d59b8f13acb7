// An API picture: the resized WebP variants as srcset, explicit size (no layout shift), lazy
// unless it is above the fold (then fetched first: it is likely the largest paint), and a fallback
// picture when it fails to load.
import { useEffect, useRef, useState } from 'react';
import type { ImageVariant } from '../../shared/schemas/content';
import type { ContentImage } from '../../shared/schemas/staff/site-content';

export const FALLBACK_IMAGE = '/images/placeholder.svg';

export function srcSet(variants: readonly Pick<ImageVariant, 'url' | 'width'>[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** The smallest variant at least `minWidth` wide (or the widest), as the plain `src`. */
export function pickVariant<T extends Pick<ImageVariant, 'width'>>(variants: readonly T[], minWidth: number): T | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= minWidth) ?? sorted[sorted.length - 1];
}

export interface ResponsiveImageProps {
  src: string | null | undefined;
  variants?: readonly ImageVariant[];
  alt: string;
  width: number;
  height: number;
  sizes: string;
  eager?: boolean;
  className?: string;
}

export function ResponsiveImage({ src, variants = [], alt, width, height, sizes, eager, className }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  // A picture that failed before the scripts ran fired its error event before React listened.
  // (currentSrc: a request was made; a lazy picture not fetched yet has none and has not failed.)
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.currentSrc && el.naturalWidth === 0 && el.getAttribute('src') !== FALLBACK_IMAGE) setFailed(true);
  }, []);
  const fallback = failed || (!src && variants.length === 0);
  const small = pickVariant(variants, 400);
  return (
    <img
      ref={img}
      className={className}
      src={fallback ? FALLBACK_IMAGE : (small?.url ?? src ?? FALLBACK_IMAGE)}
      srcSet={fallback || variants.length === 0 ? undefined : srcSet(variants)}
      sizes={fallback || variants.length === 0 ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** A piece of site content's picture: the image staff stored with it, and the words they gave for it. */
export function StoredImage({
  of,
  ...props
}: { of: { image: ContentImage | null; image_alt: string } } & Omit<ResponsiveImageProps, 'src' | 'variants' | 'alt'>) {
  return <ResponsiveImage src={of.image?.url} variants={of.image?.variants} alt={of.image_alt} {...props} />;
}

/** A picture of the site staff uploaded (decision 0033): full width, above the fold, decorative. */
export function SitePictureImage({
  picture,
  className,
}: {
  picture: { url: string; width: number; height: number; variants: ImageVariant[] };
  className: string;
}) {
  return (
    <ResponsiveImage
      src={picture.url}
      variants={picture.variants}
      alt=""
      width={picture.width}
      height={picture.height}
      sizes="100vw"
      eager
      className={className}
    />
  );
}
