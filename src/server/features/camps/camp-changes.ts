// Staff changes to camps (admins only: a camp decides which coordinators may touch what): a
// content row with an optional image. Deleting a camp is refused while it has students; one that
// holds content (gallery pictures, announcements, test papers, results, slots) goes only when the
// call confirms the counts it was shown, and then takes its gallery pictures along and leaves the
// rest without a camp.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import { fill } from '../../../shared/messages/fill';
import type { Camp } from '../../../shared/schemas/content';
import {
  CAMP_CONTENT,
  type CampContent,
  campDeleteConfirmation,
  campEdit,
  campFields,
  describeCampContent,
} from '../../../shared/schemas/staff/camps';
import { imageColumns } from '../../content/row-file';
import { type ContentKind, viewOf } from '../../content/stored-row';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { storedImageFiles } from '../../storage/stored-image';
import { getCamp, toCampView } from './camps';

/** The query of a camp's delete: the confirmation of what it holds (see campDeleteConfirmation). */
export const campDeleteQuery = z.object({
  confirm: z
    .string()
    .max(500)
    .optional()
    .describe('What the camp holds, as the 409 reply and GET /api/camp/{id}/content/ name it: gallery_items:3,announcements:2'),
});

/** How many of each kind of content the camp holds. */
export async function campContentOf(db: Kysely<Database>, id: number): Promise<CampContent> {
  const counts = await Promise.all(
    CAMP_CONTENT.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('camp_id', '=', id)
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as CampContent;
}

export const campRows: ContentKind<z.output<typeof campEdit>, Camp> = {
  table: 'camps',
  entity: 'camp',
  file: imageColumns({ media: 'camps', removable: true, variants: 'image_variants' }),
  form: { create: campFields, edit: campEdit },
  view: viewOf(getCamp, toCampView),
  columns: (fields) => ({ ...fields }),
  createDetails: (image) => ({ image }),
  async beforeDelete(trx, id, call) {
    const students = await trx.selectFrom('students').select('id').where('camp_id', '=', id).limit(1).executeTakeFirst();
    if (students) throw new HttpError(409, en.staff.campHasStudents);
    const held = await campContentOf(trx, id);
    const confirmation = campDeleteConfirmation(held);
    const { confirm } = campDeleteQuery.parse(call.request.query ?? {});
    if (confirmation && confirm !== confirmation) {
      throw new HttpError(409, fill(en.staff.campHoldsContent, { content: describeCampContent(held), confirmation }));
    }
    const pictures = await trx.selectFrom('gallery_items').select(['id', 'image', 'variants']).where('camp_id', '=', id).execute();
    await trx.deleteFrom('gallery_items').where('camp_id', '=', id).execute();
    return {
      details: { gallery_items: pictures.map((p) => p.id), ...(confirmation ? { confirmed: confirmation } : {}) },
      obsolete: pictures.flatMap((p) => storedImageFiles(p.image, p.variants)),
    };
  },
};
