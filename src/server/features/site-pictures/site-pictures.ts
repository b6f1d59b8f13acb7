// Pictures of the site itself (decision 0033, migration 017): each slot's picture, uploaded by an admin
// with the part to keep, checked by its content and cut to the slot's size with sharp (storage/
// images.ts), stored under a generated name; deleting one brings back the website's built-in one.
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../audit/audit';
import type { StaffCall } from '../../content/staff-call';
import { isoNow } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { cropImage, ImageRejected } from '../../storage/images';
import type { MediaStore } from '../../storage/media-store';
import { storedImageFiles, storeImage, variantViews } from '../../storage/stored-image';
import { commitWithFiles, imageFiles, parseFields, readForm } from '../../storage/uploads';
import { en } from '../../../shared/messages/en';
import {
  NO_SITE_PICTURES,
  SITE_PICTURE_SLOTS,
  SITE_PICTURES,
  type SitePictureSlot,
  type SitePictures,
  sitePictureCrop,
} from '../../../shared/schemas/staff/site-pictures';

const isSlot = (slot: string): slot is SitePictureSlot => (SITE_PICTURE_SLOTS as readonly string[]).includes(slot);

/** Every slot's picture, null where the website shows its own. */
export async function readSitePictures(db: Db, media: MediaStore): Promise<SitePictures> {
  const rows = await db.kysely.selectFrom('site_pictures').selectAll().execute();
  const pictures: SitePictures = { ...NO_SITE_PICTURES };
  for (const row of rows) {
    if (!isSlot(row.slot)) continue;
    pictures[row.slot] = {
      url: media.url(row.image),
      width: row.width,
      height: row.height,
      variants: variantViews(media, row.variants),
      updated_at: row.updated_at,
    };
  }
  return pictures;
}

/** A new picture for `slot`: the form's `image` and the part of it to keep (`crop_x` … `crop_h`). */
export async function replaceSitePicture(call: StaffCall, slot: SitePictureSlot): Promise<SitePictures> {
  const form = await readForm(call.request, { image: 'image' });
  const upload = form.files.image;
  if (!upload) throw new HttpError(400, en.staff.fileRequired, { image: [en.staff.fileRequired] });
  const crop = parseFields(sitePictureCrop, form.fields);
  const size = SITE_PICTURES[slot];
  let processed: Awaited<ReturnType<typeof cropImage>>;
  try {
    processed = await cropImage(upload.data, { crop: { x: crop.crop_x, y: crop.crop_y, w: crop.crop_w, h: crop.crop_h }, ...size });
  } catch (error) {
    if (error instanceof ImageRejected) throw new HttpError(400, error.message, { image: [error.message] });
    throw error;
  }
  const stored = await storeImage(call.media, 'site', processed);
  const now = isoNow();
  await commitWithFiles(call.media, call.log, imageFiles(stored), () =>
    inTransaction(call.db, async (trx) => {
      const current = await trx.selectFrom('site_pictures').selectAll().where('slot', '=', slot).executeTakeFirst();
      const columns = { image: stored.image, width: stored.width, height: stored.height, variants: JSON.stringify(stored.variants) };
      if (current)
        await trx
          .updateTable('site_pictures')
          .set({ ...columns, updated_at: now })
          .where('id', '=', current.id)
          .execute();
      else
        await trx
          .insertInto('site_pictures')
          .values({ slot, ...columns, created_at: now, updated_at: now })
          .execute();
      await recordAudit(trx, call.actor, { action: current ? 'update' : 'create', entity: 'site_pictures', details: { slot } });
      return { value: undefined, obsolete: current ? storedImageFiles(current.image, current.variants) : [] };
    }),
  );
  return readSitePictures(call.db, call.media);
}

/** The website's own picture again for `slot` (nothing to delete: the same answer). */
export async function removeSitePicture(call: StaffCall, slot: SitePictureSlot): Promise<SitePictures> {
  await commitWithFiles(call.media, call.log, [], () =>
    inTransaction(call.db, async (trx) => {
      const current = await trx.selectFrom('site_pictures').selectAll().where('slot', '=', slot).executeTakeFirst();
      if (!current) return { value: undefined };
      await trx.deleteFrom('site_pictures').where('id', '=', current.id).execute();
      await recordAudit(trx, call.actor, { action: 'delete', entity: 'site_pictures', details: { slot } });
      return { value: undefined, obsolete: storedImageFiles(current.image, current.variants) };
    }),
  );
  return readSitePictures(call.db, call.media);
}
