// Shapes of the public content the API returns (§3), shared by the API's response schemas and
// the website's fetchers. Dates: `YYYY-MM-DD`; timestamps: ISO-8601 UTC. URLs are absolute.
import { z } from 'zod';
import { GALLERY_CATEGORIES, PAPER_TYPES } from '../constants';
import { hindiViews } from './hindi';

export const imageVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const camp = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  year: z.number().int(),
  image: z.string().nullable(),
  image_variants: z.array(imageVariant),
  ...hindiViews('name', 'location'),
});
export type Camp = z.infer<typeof camp>;

export const announcement = z.object({
  id: z.number().int(),
  camp_id: z.number().int().nullable(),
  camp_name: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  venue: z.string().nullable(),
  examTime: z.string().nullable(),
  /** When the announced thing happens (ISO timestamp), if it has a time. */
  time: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...hindiViews('title', 'text', 'venue', 'examTime', 'camp_name'),
});
export type Announcement = z.infer<typeof announcement>;

export const galleryItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string().nullable(),
  type: z.enum(GALLERY_CATEGORIES),
  category: z.enum(GALLERY_CATEGORIES),
  camp: z.number().int(),
  camp_id: z.number().int(),
  camp_name: z.string(),
  location: z.string(),
  year: z.number().int().nullable(),
  /** The original (metadata stripped); `image_url` is the same URL, under the other name §3 uses. */
  image: z.string(),
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Resized WebP copies, narrowest first. */
  variants: z.array(imageVariant),
  created_at: z.string(),
  ...hindiViews('title', 'description', 'camp_name', 'location'),
});
export type GalleryItem = z.infer<typeof galleryItem>;

/** A camp that has gallery images, for the camp grid of the Downloads page (`GET /api/gallery/camps/`). */
export const galleryCamp = camp.extend({
  image_count: z.number().int(),
  /** The camp's newest gallery image (the first one its gallery shows). */
  cover: z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(imageVariant),
  }),
});
export type GalleryCamp = z.infer<typeof galleryCamp>;

/** What a test paper and a test result share: a titled PDF of one kind, of a camp or none. */
const campPaper = {
  id: z.number().int(),
  camp_id: z.number().int().nullable(),
  camp_name: z.string().nullable(),
  title: z.string(),
  type: z.enum(PAPER_TYPES),
};

export const testPaper = z.object({
  ...campPaper,
  exam_date: z.string().nullable(),
  file_url: z.string(),
  created_at: z.string(),
  ...hindiViews('title', 'camp_name'),
});
export type TestPaper = z.infer<typeof testPaper>;

export const testResult = z.object({
  ...campPaper,
  standard: z.string(),
  result_date: z.string().nullable(),
  file_url: z.string(),
  created_at: z.string(),
  ...hindiViews('title', 'camp_name'),
});
export type TestResult = z.infer<typeof testResult>;

export const brochure = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The stored year, or the year of created_at. */
  year: z.number().int(),
  file: z.string(),
  file_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  ...hindiViews('title'),
});
export type Brochure = z.infer<typeof brochure>;

export const report = brochure.extend({
  location: z.string().nullable(),
  fileUrl: z.string(),
  ...hindiViews('location'),
});
export type Report = z.infer<typeof report>;

export const downloads = z.object({ brochures: z.array(brochure), reports: z.array(report) });
export type Downloads = z.infer<typeof downloads>;

export const event = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  venue: z.string().nullable(),
  featured: z.boolean(),
  image: z.string().nullable(),
  image_variants: z.array(imageVariant),
  created_at: z.string(),
  ...hindiViews('title', 'description', 'venue'),
});
export type Event = z.infer<typeof event>;
