// How many items of each kind still lack their Hindi text (decision 0031): GET /api/hindi-gaps/.
import { z } from 'zod';

/** The kinds whose texts have Hindi versions (tables, alphabetically), in the order the console lists them. */
export const HINDI_KINDS = [
  'announcements',
  'brochures',
  'camps',
  'events',
  'gallery_items',
  'partnership_options',
  'programs',
  'reports',
  'site_about',
  'site_settings',
  'test_papers',
  'test_results',
  'testimonials',
  'trustees',
  'volunteer_experiences',
] as const;
export type HindiKind = (typeof HINDI_KINDS)[number];

export const hindiGap = z.object({
  kind: z.enum(HINDI_KINDS),
  /** Items of the kind. */
  total: z.number().int(),
  /** Items with an English text whose Hindi is empty. */
  missing: z.number().int(),
});
export type HindiGap = z.infer<typeof hindiGap>;
