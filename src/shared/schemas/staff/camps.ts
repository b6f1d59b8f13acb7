// The camp form (multipart, with an optional image).
import { z } from 'zod';
import { staff } from '../../messages/en-api';
import { fillCount } from '../../messages/fill';
import { requiredText } from '../fields';
import { hindiFields } from '../hindi';
import { year } from './common';

export const campFields = z.object({
  name: requiredText(200),
  location: requiredText(200),
  year: year(),
  ...hindiFields({ name: 200, location: 200 }),
});
export const campEdit = campFields.partial();

/** What a camp holds besides its students: deleting it deletes its gallery pictures and unlinks the rest. */
export const CAMP_CONTENT = ['gallery_items', 'announcements', 'test_papers', 'test_results', 'slots'] as const;
export type CampContentKind = (typeof CAMP_CONTENT)[number];

/** GET /api/camp/{id}/content/: how many of each the camp holds. */
export const campContent = z.object(
  Object.fromEntries(CAMP_CONTENT.map((k) => [k, z.number().int()])) as Record<CampContentKind, z.ZodNumber>,
);
export type CampContent = z.infer<typeof campContent>;

/**
 * The `confirm` a camp's delete carries when the camp holds content: the counts the caller was
 * shown, as `kind:count` pairs (`gallery_items:3,announcements:2`); none when it holds nothing.
 * A count that changed since makes the delete refused again.
 */
export const campDeleteConfirmation = (held: CampContent): string =>
  CAMP_CONTENT.filter((k) => held[k] > 0)
    .map((k) => `${k}:${held[k]}`)
    .join(',');

/** What a camp holds, in words: "3 gallery pictures, 2 announcements and 1 test paper". */
export const describeCampContent = (held: CampContent): string =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(
    CAMP_CONTENT.filter((k) => held[k] > 0).map((k) => fillCount(staff.campContent[k], held[k])),
  );
