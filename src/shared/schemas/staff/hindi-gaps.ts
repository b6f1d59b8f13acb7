// How many items of each kind still lack their Hindi text (issue 30): GET /api/hindi-gaps/.
import { z } from 'zod';

/** The kinds whose texts have Hindi versions, in the order the console lists them. */
export const HINDI_KINDS = [
  'site_settings',
  'site_about',
  'programs',
  'testimonials',
  'volunteer_experiences',
  'trustees',
  'partnership_options',
  'announcements',
  'events',
  'camps',
  'gallery_items',
  'test_papers',
  'test_results',
  'brochures',
  'reports',
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
