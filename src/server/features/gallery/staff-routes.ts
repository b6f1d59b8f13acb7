// Staff calls for camp gallery pictures: multipart (title, description, date, type defaulting to
// regularclasses, camp, image). The picture is re-encoded (no EXIF or GPS), resized, and stored
// with its row. A coordinator works within their camps.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_GALLERY_CATEGORY } from '../../../shared/constants';
import { en } from '../../../shared/messages/en';
import { galleryItem } from '../../../shared/schemas/content';
import { galleryEdit, galleryFields } from '../../../shared/schemas/staff/gallery';
import { isoNow } from '../../lib/clock';
import { errorReply, idParams } from '../../lib/openapi';
import { HttpError, notFound } from '../../plugins/errors';
import { staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { storedImageFiles } from '../../storage/stored-image';
import { commitWithFiles, imageFiles, parseFields, readForm, storeUploadedImage } from '../../storage/uploads';
import { assertCampsExist } from '../accounts/accounts';
import { changedFields, recordAudit } from '../../audit/audit';
import { assertInScope, staffContext } from '../../auth/camp-scope';
import { getGalleryItem, toGalleryItemView } from './gallery';

const tags = ['staff: gallery'];

export async function galleryStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = async (id: number) => toGalleryItemView((await getGalleryItem(app.db, id))!, app.media);

  app.post(
    '/api/gallery/',
    {
      ...staffOnly(undefined, { multipart: true }),
      schema: {
        tags,
        summary: 'Add a gallery picture (multipart: title, description, date, type = regularclasses | doubts | exams, camp, image)',
        security: tokenSecurity,
        consumes: ['multipart/form-data'],
        response: { 201: galleryItem, ...errorReply(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { actor, scope } = await staffContext(app.db.kysely, request);
      const form = await readForm(request, { image: 'image' });
      const input = parseFields(galleryFields, form.fields);
      assertInScope(scope, input.camp);
      await assertCampsExist(app.db.kysely, [input.camp], 'camp');
      if (!form.files.image) throw new HttpError(400, en.staff.fileRequired, { image: [en.staff.fileRequired] });
      const image = await storeUploadedImage(app.media, 'gallery', form.files.image);
      const id = await commitWithFiles(app.media, request.log, imageFiles(image), async () => ({
        value: await app.db.kysely.transaction().execute(async (trx) => {
          const now = isoNow();
          const { camp, type, ...fields } = input;
          const row = await trx
            .insertInto('gallery_items')
            .values({
              ...fields,
              camp_id: camp,
              type: type ?? DEFAULT_GALLERY_CATEGORY,
              image: image.image,
              width: image.width,
              height: image.height,
              variants: JSON.stringify(image.variants),
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, { action: 'create', entity: 'gallery_item', entityId: row.id, details: { camp_id: camp } });
          return row.id;
        }),
      }));
      return reply.status(201).send(await view(id));
    },
  );

  app.put(
    '/api/gallery/:id/',
    {
      ...staffOnly(undefined, { multipart: true }),
      schema: {
        tags,
        summary: 'Edit a gallery picture (multipart or JSON; only the fields sent change; a new image replaces the old one)',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: galleryItem, ...errorReply(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { actor, scope } = await staffContext(app.db.kysely, request);
      const { id } = request.params;
      const existing = await app.db.kysely.selectFrom('gallery_items').select('camp_id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      assertInScope(scope, existing.camp_id);
      const form = await readForm(request, { image: 'image' });
      const changes = parseFields(galleryEdit, form.fields);
      if (changes.camp !== undefined) {
        assertInScope(scope, changes.camp);
        await assertCampsExist(app.db.kysely, [changes.camp], 'camp');
      }
      const image = form.files.image ? await storeUploadedImage(app.media, 'gallery', form.files.image) : null;
      await commitWithFiles(app.media, request.log, image ? imageFiles(image) : [], () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('gallery_items')
            .select(['camp_id', 'image', 'variants'])
            .where('id', '=', id)
            .executeTakeFirst();
          if (!current) throw notFound();
          assertInScope(scope, current.camp_id);
          const { camp, ...fields } = changes;
          await trx
            .updateTable('gallery_items')
            .set({
              ...fields,
              ...(camp !== undefined ? { camp_id: camp } : {}),
              ...(image ? { image: image.image, width: image.width, height: image.height, variants: JSON.stringify(image.variants) } : {}),
              updated_at: isoNow(),
            })
            .where('id', '=', id)
            .execute();
          const changed = changedFields(changes);
          if (image) changed.push('image');
          await recordAudit(trx, actor, {
            action: 'update',
            entity: 'gallery_item',
            entityId: id,
            details: { camp_id: camp ?? current.camp_id, fields: changed },
          });
          return { value: undefined, obsolete: image ? storedImageFiles(current.image, current.variants) : [] };
        }),
      );
      return view(id);
    },
  );

  app.delete(
    '/api/gallery/:id/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Delete a gallery picture and its files',
        security: tokenSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor, scope } = await staffContext(app.db.kysely, request);
      const { id } = request.params;
      await commitWithFiles(app.media, request.log, [], () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('gallery_items')
            .select(['camp_id', 'image', 'variants'])
            .where('id', '=', id)
            .executeTakeFirst();
          if (!current) throw notFound();
          assertInScope(scope, current.camp_id);
          await trx.deleteFrom('gallery_items').where('id', '=', id).execute();
          await recordAudit(trx, actor, { action: 'delete', entity: 'gallery_item', entityId: id, details: { camp_id: current.camp_id } });
          return { value: undefined, obsolete: storedImageFiles(current.image, current.variants) };
        }),
      );
      return reply.status(204).send(null);
    },
  );
}
