// The pictures of the site staff may upload (decision 0033), without zod, so the website can name
// them: the site-wide ones, and a banner of its own for each page whose heading and intro staff
// word (a page without one shows the site-wide banner).
export const PAGE_TEXT_PAGES = ['about', 'teaching', 'trustees', 'get_involved', 'for_students', 'downloads', 'contact'] as const;
export type PageTextPage = (typeof PAGE_TEXT_PAGES)[number];

export type PageBannerSlot = `banner_${PageTextPage}`;
export const pageBannerSlot = (page: PageTextPage): PageBannerSlot => `banner_${page}`;
export type SitePictureSlot = 'logo' | 'hero' | 'banner' | PageBannerSlot | 'favicon' | 'share';
export const SITE_PICTURE_SLOTS: readonly SitePictureSlot[] = [
  'logo',
  'hero',
  'banner',
  ...PAGE_TEXT_PAGES.map(pageBannerSlot),
  'favicon',
  'share',
];

/** Every slot empty: the website's built-in pictures. */
export const NO_PICTURES = Object.fromEntries(SITE_PICTURE_SLOTS.map((slot) => [slot, null])) as Record<SitePictureSlot, null>;
