// The pages' headings and intro lines as staff word them (decision 0033), in English and Hindi. Flat
// fields (`about_title`, `about_title_hi`, `about_intro`, …), as the console's form has them; an
// empty text is the website's own (its catalogue's, in the page's language).
import { z } from 'zod';
import { optionalText } from '../fields';

import { PAGE_TEXT_PAGES, type PageTextPage } from '../../site-picture-slots';

export { PAGE_TEXT_PAGES, type PageTextPage };
export const PAGE_TEXT_PARTS = ['title', 'title_hi', 'intro', 'intro_hi'] as const;
export type PageTextPart = (typeof PAGE_TEXT_PARTS)[number];
export type PageTextField = `${PageTextPage}_${PageTextPart}`;

const BOUNDS: Record<PageTextPart, number> = { title: 120, title_hi: 120, intro: 400, intro_hi: 400 };
const FIELDS = PAGE_TEXT_PAGES.flatMap((page) => PAGE_TEXT_PARTS.map((part) => [`${page}_${part}`, part] as const));

/** A change: only the fields sent change; "" (or none) goes back to the website's own text. */
export const pageTextsEdit = z.object(
  Object.fromEntries(FIELDS.map(([name, part]) => [name, optionalText(BOUNDS[part]).optional()])) as Record<
    PageTextField,
    z.ZodOptional<ReturnType<typeof optionalText>>
  >,
);
export type PageTextsEdit = z.input<typeof pageTextsEdit>;

/** Only the texts staff gave (a page's data carries it: no empty fields). */
export const pageTexts = z.object({
  ...(Object.fromEntries(FIELDS.map(([name]) => [name, z.string().optional()])) as Record<PageTextField, z.ZodOptional<z.ZodString>>),
  /** The last change ('' before any). */
  updated_at: z.string(),
});
export type PageTexts = z.infer<typeof pageTexts>;
