// Staff calls that create, edit and delete camps (admins only: a camp decides which coordinators
// may touch what). Multipart with an optional image; the image and the row are stored together.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import { camp } from '../../../shared/schemas/content';
import { campEdit, campFields } from '../../../shared/schemas/staff/camps';
import { flag } from '../../../shared/schemas/staff/common';
import { isoNow } from '../../lib/clock';
import { errorReply, idParams } from '../../lib/openapi';
import { HttpError, notFound } from '../../plugins/errors';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { storedImageFiles } from '../../storage/stored-image';
import { commitWithFiles, imageFiles, parseFields, readForm, storeUploadedImage } from '../../storage/uploads';
import { actorOf, changedFields, recordAudit } from '../../audit/audit';
import { getCamp, toCampView } from './camps';

const tags = ['staff: camps'];
const removeImage = z.object({ remove_image: flag().optional() });

export async function campStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/camp/',
    {
      ...staffOnly(ADMIN_ONLY, { multipart: true }),
      schema: {
        tags,
        summary: 'Create a camp (admin; multipart: name, location, year, image)',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: camp, ...errorReply(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(await staffSession(request));
      const form = await readForm(request, { image: 'image' });
      const input = parseFields(campFields, form.fields);
      const image = form.files.image ? await storeUploadedImage(app.media, 'camps', form.files.image) : null;
      const id = await commitWithFiles(app.media, request.log, image ? imageFiles(image) : [], async () => ({
        value: await app.db.kysely.transaction().execute(async (trx) => {
          const now = isoNow();
          const row = await trx
            .insertInto('camps')
            .values({
              ...input,
              image: image?.image ?? null,
              image_variants: image ? JSON.stringify(image.variants) : null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, { action: 'create', entity: 'camp', entityId: row.id, details: { image: !!image } });
          return row.id;
        }),
      }));
      return reply.status(201).send(toCampView((await getCamp(app.db, id))!, app.media));
    },
  );

  app.put(
    '/api/camp/:id/',
    {
      ...staffOnly(ADMIN_ONLY, { multipart: true }),
      schema: {
        tags,
        summary: 'Edit a camp (admin; multipart: any of name, location, year, image, remove_image)',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: camp, ...errorReply(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const actor = actorOf(await staffSession(request));
      const { id } = request.params;
      if (!(await getCamp(app.db, id))) throw notFound();
      const form = await readForm(request, { image: 'image' });
      const changes = parseFields(campEdit, form.fields);
      const { remove_image } = parseFields(removeImage, form.fields);
      const image = form.files.image ? await storeUploadedImage(app.media, 'camps', form.files.image) : null;
      await commitWithFiles(app.media, request.log, image ? imageFiles(image) : [], () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('camps').select(['image', 'image_variants']).where('id', '=', id).executeTakeFirst();
          if (!current) throw notFound();
          const replaces = !!image || remove_image === true;
          await trx
            .updateTable('camps')
            .set({
              ...changes,
              ...(replaces ? { image: image?.image ?? null, image_variants: image ? JSON.stringify(image.variants) : null } : {}),
              updated_at: isoNow(),
            })
            .where('id', '=', id)
            .execute();
          const fields = changedFields(changes);
          if (replaces) fields.push('image');
          await recordAudit(trx, actor, { action: 'update', entity: 'camp', entityId: id, details: { fields } });
          return { value: undefined, obsolete: replaces ? storedImageFiles(current.image, current.image_variants) : [] };
        }),
      );
      return toCampView((await getCamp(app.db, id))!, app.media);
    },
  );

  app.delete(
    '/api/camp/:id/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags,
        summary: 'Delete a camp with its gallery pictures (admin); refused while it has students',
        description: 'Announcements, test papers, results and slots of the camp are kept, without a camp.',
        security: tokenSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(await staffSession(request));
      const { id } = request.params;
      await commitWithFiles(app.media, request.log, [], () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('camps').select(['image', 'image_variants']).where('id', '=', id).executeTakeFirst();
          if (!current) throw notFound();
          const students = await trx.selectFrom('students').select('id').where('camp_id', '=', id).limit(1).executeTakeFirst();
          if (students) throw new HttpError(409, en.staff.campHasStudents);
          const pictures = await trx.selectFrom('gallery_items').select(['id', 'image', 'variants']).where('camp_id', '=', id).execute();
          await trx.deleteFrom('gallery_items').where('camp_id', '=', id).execute();
          await trx.deleteFrom('camps').where('id', '=', id).execute();
          await recordAudit(trx, actor, {
            action: 'delete',
            entity: 'camp',
            entityId: id,
            details: { gallery_items: pictures.map((p) => p.id) },
          });
          return {
            value: undefined,
            obsolete: [
              ...storedImageFiles(current.image, current.image_variants),
              ...pictures.flatMap((p) => storedImageFiles(p.image, p.variants)),
            ],
          };
        }),
      );
      return reply.status(204).send(null);
    },
  );
}
