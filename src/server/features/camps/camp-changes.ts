// Staff changes to camps (admins only: a camp decides which coordinators may touch what): a
// content row with an optional image. Deleting a camp takes its gallery pictures along and is
// refused while it has students.
import type { z } from 'zod';
import { en } from '../../../shared/messages/en';
import type { Camp } from '../../../shared/schemas/content';
import { campEdit, campFields } from '../../../shared/schemas/staff/camps';
import { imageColumns } from '../../content/row-file';
import { type ContentKind, viewOf } from '../../content/stored-row';
import { HttpError } from '../../plugins/errors';
import { storedImageFiles } from '../../storage/stored-image';
import { getCamp, toCampView } from './camps';

export const campRows: ContentKind<z.output<typeof campEdit>, Camp> = {
  table: 'camps',
  entity: 'camp',
  file: imageColumns({ media: 'camps', removable: true, variants: 'image_variants' }),
  form: { create: campFields, edit: campEdit },
  view: viewOf(getCamp, toCampView),
  columns: (fields) => ({ ...fields }),
  createDetails: (image) => ({ image }),
  async beforeDelete(trx, id) {
    const students = await trx.selectFrom('students').select('id').where('camp_id', '=', id).limit(1).executeTakeFirst();
    if (students) throw new HttpError(409, en.staff.campHasStudents);
    const pictures = await trx.selectFrom('gallery_items').select(['id', 'image', 'variants']).where('camp_id', '=', id).execute();
    await trx.deleteFrom('gallery_items').where('camp_id', '=', id).execute();
    return {
      details: { gallery_items: pictures.map((p) => p.id) },
      obsolete: pictures.flatMap((p) => storedImageFiles(p.image, p.variants)),
    };
  },
};
