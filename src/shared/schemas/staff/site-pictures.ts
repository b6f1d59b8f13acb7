// Pictures of the site itself (decision 0033): what staff upload and crop in the console, and what the
// website shows instead of its built-in pictures. Each is cropped to its own shape and size.
import { z } from 'zod';
import { en } from '../../messages/en';
import { imageVariant } from '../content';
import {
  NO_PICTURES,
  PAGE_TEXT_PAGES,
  type PageBannerSlot,
  pageBannerSlot,
  SITE_PICTURE_SLOTS,
  type SitePictureSlot,
} from '../../site-picture-slots';

export { SITE_PICTURE_SLOTS, type SitePictureSlot };

/** The size each picture is cut to, and how it is stored (PNG keeps a logo's transparency). */
const BANNER = { width: 1800, height: 360, format: 'jpeg' } as const;
export const SITE_PICTURES: Record<SitePictureSlot, { width: number; height: number; format: 'png' | 'jpeg' }> = {
  logo: { width: 512, height: 512, format: 'png' },
  hero: { width: 1800, height: 600, format: 'jpeg' },
  banner: BANNER,
  ...(Object.fromEntries(PAGE_TEXT_PAGES.map((page) => [pageBannerSlot(page), BANNER])) as Record<PageBannerSlot, typeof BANNER>),
  favicon: { width: 192, height: 192, format: 'png' },
  share: { width: 1200, height: 630, format: 'jpeg' },
};

const fraction = z.coerce
  .number({ error: en.console.tasks.pictures.cropInvalid })
  .min(0, en.console.tasks.pictures.cropInvalid)
  .max(1, en.console.tasks.pictures.cropInvalid);

/**
 * The part of the uploaded picture to keep, as fractions of its width and height (as the picture
 * shows upright); the server cuts it out and resizes it to the picture's size.
 */
export const sitePictureCrop = z
  .object({ crop_x: fraction, crop_y: fraction, crop_w: fraction, crop_h: fraction })
  .refine((c) => c.crop_w > 0 && c.crop_h > 0 && c.crop_x + c.crop_w <= 1.000001 && c.crop_y + c.crop_h <= 1.000001, {
    message: en.console.tasks.pictures.cropInvalid,
    path: ['image'],
  });
export type SitePictureCrop = z.infer<typeof sitePictureCrop>;

export const sitePicture = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
  updated_at: z.string(),
});
export type SitePicture = z.infer<typeof sitePicture>;

/** Every slot: its picture, or null for the website's built-in one. */
export const sitePictures = z.object(
  Object.fromEntries(SITE_PICTURE_SLOTS.map((slot) => [slot, sitePicture.nullable()])) as Record<
    SitePictureSlot,
    z.ZodNullable<typeof sitePicture>
  >,
);
export type SitePictures = z.infer<typeof sitePictures>;
export const NO_SITE_PICTURES: SitePictures = NO_PICTURES;
