// The trust's own words and pictures, which staff keep in the console (decision 0013): the site
// settings, the About texts, and six ordered lists. Payloads of the staff routes under
// `/api/content/` and the shapes their replies (and the public `GET /api/site-content/`) take.
//
// A list item and the About texts may be sent as JSON or as a multipart form (with an image); a
// form sends a list field (points, facts) as the JSON text of the array.
//
// Every text has an optional Hindi version `<field>_hi` (decision 0021, ./hindi.ts): a list of points
// a parallel list `<field>_hi` (item i is the Hindi of English item i, "" where there is none),
// and the items of a list of objects (facts, approach) their own `<key>_hi`.
import { z } from 'zod';
import { en } from '../../messages/en';
import { type ImageVariant, imageVariant } from '../content';
import { pageTexts } from './page-texts';
import { sitePictures } from './site-pictures';
import { email, optionalText, requiredText } from '../fields';
import { hindiFields, hindiViews } from '../hindi';
import { blankToUndefined, id, optionalPhone, trimmed } from './common';

const m = en.validation;
const s = en.staff;

/** At most this many items in one list of points or facts. */
export const MAX_POINTS = 20;

/** An array, or (from a multipart form) the JSON text of one; "" is an empty list. */
const jsonArray = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return [];
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return v;
  }
};

/** A list of short texts (points): each trimmed, not empty, at most `max` characters. */
export const textList = (max: number) =>
  z.preprocess(jsonArray, z.array(requiredText(max), { error: en.api.badRequest }).max(MAX_POINTS, m.tooLong));

/**
 * The Hindi of a list of points, parallel to the English list: each item trimmed, at most `max`
 * characters, "" where there is none (the English item shows); trailing empty items are dropped.
 */
export const hindiTextList = (max: number) =>
  z.preprocess(jsonArray, z.array(optionalText(max), { error: en.api.badRequest }).max(MAX_POINTS, m.tooLong)).transform((items) => {
    const last = items.findLastIndex((item) => item !== '');
    return items.slice(0, last + 1);
  });

/** An optional http(s) URL: missing, null or "" is "". */
export const optionalWebUrl = () => optionalText(500).refine((v) => v === '' || isWebUrl(v), s.webUrl);

/** A required http(s) URL. */
export const webUrl = () => requiredText(500).refine(isWebUrl, s.webUrl);

function isWebUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A slug made from a program's title (decision 0033): "Board Exam Coaching (Class 10)" ->
 * "board-exam-coaching-class-10". Accents are dropped; a title with no Latin letters or digits
 * gives "" (staff then type one).
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A program's slug: lower-case letters, digits and single hyphens. */
export const slug = () => requiredText(80).refine((v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), s.slugFormat);

// --- Site settings (GET and PUT /api/content/settings/, JSON) ---

export const siteSettingsFields = z.object({
  name: requiredText(200),
  /** The name where space is short (the header on a phone). */
  short_name: optionalText(100),
  tagline: optionalText(300),
  hero_text: optionalText(2000),
  /** What the site is about, for search results and share cards (its pages' meta description). */
  description: optionalText(300),
  /** The home page's "About Us" block; empty hides it. */
  about_text: optionalText(2000),
  /** The home page's block on the teaching project; empty hides it. */
  project_text: optionalText(2000),
  quote: optionalText(1000),
  quote_author: optionalText(200),
  contact_email: z.preprocess((v) => blankToUndefined(trimmed(v)), email().optional()).transform((v) => v ?? ''),
  contact_phone: optionalPhone(),
  /** The postal address, one line per line. */
  contact_address: optionalText(1000),
  facebook_url: optionalWebUrl(),
  instagram_url: optionalWebUrl(),
  x_url: optionalWebUrl(),
  youtube_url: optionalWebUrl(),
  /** The payment provider's donate page the donation form posts to. */
  donate_url: optionalWebUrl(),
  /** The trust's business id at the payment provider. */
  donate_business_id: optionalText(200),
  /** The privacy contact (decision 0032): on /privacy, in the footer and in every notice. */
  privacy_contact_name: optionalText(200),
  privacy_contact_email: z.preprocess((v) => blankToUndefined(trimmed(v)), email().optional()).transform((v) => v ?? ''),
  privacy_contact_phone: optionalPhone(),
  privacy_contact_address: optionalText(1000),
  ...hindiFields({
    name: 200,
    short_name: 100,
    tagline: 300,
    hero_text: 2000,
    description: 300,
    about_text: 2000,
    project_text: 2000,
    quote: 1000,
    quote_author: 200,
    contact_address: 1000,
    privacy_contact_name: 200,
    privacy_contact_address: 1000,
  }),
});
/** PUT: the fields sent change; the others stay. */
export const siteSettingsEdit = siteSettingsFields.partial();

export const siteSettings = z.object({
  name: z.string(),
  short_name: z.string(),
  tagline: z.string(),
  hero_text: z.string(),
  description: z.string(),
  about_text: z.string(),
  project_text: z.string(),
  quote: z.string(),
  quote_author: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_address: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  x_url: z.string(),
  youtube_url: z.string(),
  donate_url: z.string(),
  donate_business_id: z.string(),
  privacy_contact_name: z.string(),
  privacy_contact_email: z.string(),
  privacy_contact_phone: z.string(),
  privacy_contact_address: z.string(),
  updated_at: z.string(),
  ...hindiViews(
    'name',
    'short_name',
    'tagline',
    'hero_text',
    'description',
    'about_text',
    'project_text',
    'quote',
    'quote_author',
    'contact_address',
    'privacy_contact_name',
    'privacy_contact_address',
  ),
});
export type SiteSettings = z.infer<typeof siteSettings>;

// --- About (GET and PUT /api/content/about/, JSON or multipart with `founder_photo`, `coordinator_photo`) ---

const titledText = z.object({ title: requiredText(200), text: requiredText(2000), ...hindiFields({ title: 200, text: 2000 }) });
const labelledValue = z.object({ label: requiredText(100), value: requiredText(300), ...hindiFields({ label: 100, value: 300 }) });

export const aboutFields = z.object({
  vision_points: textList(500),
  mission_points: textList(500),
  founder_name: optionalText(200),
  /** Such as "Founder and Chairperson". */
  founder_title: optionalText(200),
  /** Paragraphs separated by a blank line. */
  founder_message: optionalText(10_000),
  coordinator_name: optionalText(200),
  coordinator_title: optionalText(200),
  coordinator_message: optionalText(10_000),
  /** The Teaching page's approach cards. */
  teaching_approach: z.preprocess(jsonArray, z.array(titledText, { error: en.api.badRequest }).max(MAX_POINTS, m.tooLong)),
  /** The Teaching page's facts about the camp ("Camp": "2 months every year"). */
  program_facts: z.preprocess(jsonArray, z.array(labelledValue, { error: en.api.badRequest }).max(MAX_POINTS, m.tooLong)),
  vision_points_hi: hindiTextList(500),
  mission_points_hi: hindiTextList(500),
  ...hindiFields({
    founder_name: 200,
    founder_title: 200,
    founder_message: 10_000,
    coordinator_name: 200,
    coordinator_title: 200,
    coordinator_message: 10_000,
  }),
});
/** PUT: the fields sent change; `remove_founder_photo` / `remove_coordinator_photo` ("true") drop a photo. */
export const aboutEdit = aboutFields.partial();
export const ABOUT_PHOTOS = ['founder_photo', 'coordinator_photo'] as const;

/** An uploaded picture as replies show it (null when there is none). */
export const contentImage = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariant),
});
export type ContentImage = { url: string; width: number | null; height: number | null; variants: ImageVariant[] };

export const about = z.object({
  vision_points: z.array(z.string()),
  mission_points: z.array(z.string()),
  founder_name: z.string(),
  founder_title: z.string(),
  founder_message: z.string(),
  founder_photo: contentImage.nullable(),
  coordinator_name: z.string(),
  coordinator_title: z.string(),
  coordinator_message: z.string(),
  coordinator_photo: contentImage.nullable(),
  teaching_approach: z.array(z.object({ title: z.string(), text: z.string(), ...hindiViews('title', 'text') })),
  program_facts: z.array(z.object({ label: z.string(), value: z.string(), ...hindiViews('label', 'value') })),
  updated_at: z.string(),
  vision_points_hi: z.array(z.string()),
  mission_points_hi: z.array(z.string()),
  ...hindiViews('founder_name', 'founder_title', 'founder_message', 'coordinator_name', 'coordinator_title', 'coordinator_message'),
});
export type About = z.infer<typeof about>;

// --- The lists (JSON or multipart with an optional `image`; `remove_image` drops it on an edit) ---

/** The list kinds, as they appear in the URLs: `/api/content/<kind>/`. */
export const CONTENT_LISTS = ['programs', 'testimonials', 'volunteer-experiences', 'trustees', 'partnership-options'] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

const imageAlt = optionalText(300);

const programFact = z.object({
  label: requiredText(100),
  text: optionalText(1000),
  sub_points: textList(300).optional(),
  ...hindiFields({ label: 100, text: 1000 }),
  sub_points_hi: hindiTextList(300).optional(),
});

export const programFields = z.object({
  title: requiredText(200),
  slug: slug(),
  /** The short text under the title. */
  text: optionalText(2000),
  facts: z.preprocess(jsonArray, z.array(programFact, { error: en.api.badRequest }).max(MAX_POINTS, m.tooLong)).optional(),
  image_alt: imageAlt,
  ...hindiFields({ title: 200, text: 2000, image_alt: 300 }),
});
export const programEdit = programFields.partial();

/** A testimonial and a volunteer experience. */
export const voiceFields = z.object({
  name: requiredText(120),
  /** Where they come from or what they are ("student from Dharchula", "parent"). */
  place: optionalText(200),
  quote: requiredText(2000),
  image_alt: imageAlt,
  ...hindiFields({ name: 120, place: 200, quote: 2000, image_alt: 300 }),
});
export const voiceEdit = voiceFields.partial();

export const trusteeFields = z.object({
  name: requiredText(200),
  /** Such as "Founder and Chairperson". */
  title: optionalText(200),
  points: textList(500).optional(),
  image_alt: imageAlt,
  ...hindiFields({ name: 200, title: 200, image_alt: 300 }),
  points_hi: hindiTextList(500).optional(),
});
export const trusteeEdit = trusteeFields.partial();

export const partnershipOptionFields = z.object({
  title: requiredText(300),
  description: optionalText(2000),
  points: textList(500).optional(),
  ...hindiFields({ title: 300, description: 2000 }),
  points_hi: hindiTextList(500).optional(),
});
export const partnershipOptionEdit = partnershipOptionFields.partial();

/** PUT /api/content/<kind>/order/: every id of the list exactly once, in the new order. */
export const reorder = z.object({
  ids: z
    .array(id(), { error: m.required })
    .max(500, m.tooLong)
    .refine((ids) => new Set(ids).size === ids.length, s.orderIds),
});

const listItem = { id: z.number().int(), position: z.number().int(), created_at: z.string(), updated_at: z.string() };

export const program = z.object({
  ...listItem,
  title: z.string(),
  slug: z.string(),
  text: z.string(),
  facts: z.array(
    z.object({
      label: z.string(),
      text: z.string(),
      sub_points: z.array(z.string()),
      ...hindiViews('label', 'text'),
      sub_points_hi: z.array(z.string()),
    }),
  ),
  image: contentImage.nullable(),
  image_alt: z.string(),
  ...hindiViews('title', 'text', 'image_alt'),
});
export type Program = z.infer<typeof program>;

export const voice = z.object({
  ...listItem,
  name: z.string(),
  place: z.string(),
  quote: z.string(),
  image: contentImage.nullable(),
  image_alt: z.string(),
  ...hindiViews('name', 'place', 'quote', 'image_alt'),
});
export type Voice = z.infer<typeof voice>;

export const trustee = z.object({
  ...listItem,
  name: z.string(),
  title: z.string(),
  points: z.array(z.string()),
  image: contentImage.nullable(),
  image_alt: z.string(),
  ...hindiViews('name', 'title', 'image_alt'),
  points_hi: z.array(z.string()),
});
export type Trustee = z.infer<typeof trustee>;

export const partnershipOption = z.object({
  ...listItem,
  title: z.string(),
  description: z.string(),
  points: z.array(z.string()),
  ...hindiViews('title', 'description'),
  points_hi: z.array(z.string()),
});
export type PartnershipOption = z.infer<typeof partnershipOption>;

/** Everything the website shows about the trust (`GET /api/site-content/`, public, cached). */
export const siteContent = z.object({
  settings: siteSettings,
  /** The pictures of the site staff uploaded (decision 0033); null: the website's built-in one. */
  pictures: sitePictures,
  /** The pages' headings and intro lines as staff word them (decision 0033); "": the website's own. */
  page_texts: pageTexts,
  about,
  programs: z.array(program),
  testimonials: z.array(voice),
  volunteer_experiences: z.array(voice),
  trustees: z.array(trustee),
  partnership_options: z.array(partnershipOption),
});
export type SiteContent = z.infer<typeof siteContent>;
