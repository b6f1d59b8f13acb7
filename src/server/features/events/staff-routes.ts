// Staff calls that create, edit and delete events (admins only). Multipart with an optional image
// (title, description, date, end_date, venue, featured, image), stored together with the row.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import { event } from '../../../shared/schemas/content';
import { eventEdit, eventFields } from '../../../shared/schemas/staff/events';
import { flag } from '../../../shared/schemas/staff/common';
import { isoNow } from '../../lib/clock';
import { errorReply, idParams } from '../../lib/openapi';
import { HttpError, notFound } from '../../plugins/errors';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import { storedImageFiles } from '../../storage/stored-image';
import { commitWithFiles, imageFiles, parseFields, readForm, storeUploadedImage } from '../../storage/uploads';
import { actorOf, changedFields, recordAudit } from '../../audit/audit';
import { getEvent, toEventView } from './events';

const tags = ['staff: events'];
const removeImage = z.object({ remove_image: flag().optional() });

function columns(fields: z.output<typeof eventEdit>) {
  const { featured, venue, ...rest } = fields;
  return {
    ...rest,
    ...(featured !== undefined ? { featured: featured ? 1 : 0 } : {}),
    ...(venue !== undefined ? { venue: venue || null } : {}),
  };
}

function assertDates(date: string, endDate: string | null) {
  if (endDate !== null && endDate < date) throw new HttpError(400, en.staff.endBeforeStart, { end_date: [en.staff.endBeforeStart] });
}

export async function eventStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = async (id: number) => toEventView((await getEvent(app.db, id))!, app.media);

  app.post(
    '/api/events/',
    {
      ...staffOnly(ADMIN_ONLY, { multipart: true }),
      schema: {
        tags,
        summary: 'Create an event (admin; multipart: title, description, date, end_date, venue, featured, image)',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: event, ...errorReply(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(await staffSession(request));
      const form = await readForm(request, { image: 'image' });
      const input = parseFields(eventFields, form.fields);
      assertDates(input.date, input.end_date);
      const image = form.files.image ? await storeUploadedImage(app.media, 'events', form.files.image) : null;
      const id = await commitWithFiles(app.media, request.log, image ? imageFiles(image) : [], async () => ({
        value: await app.db.kysely.transaction().execute(async (trx) => {
          const now = isoNow();
          const row = await trx
            .insertInto('events')
            .values({
              ...columns(input),
              title: input.title,
              description: input.description,
              date: input.date,
              image: image?.image ?? null,
              image_variants: image ? JSON.stringify(image.variants) : null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, { action: 'create', entity: 'event', entityId: row.id });
          return row.id;
        }),
      }));
      return reply.status(201).send(await view(id));
    },
  );

  app.put(
    '/api/events/:id/',
    {
      ...staffOnly(ADMIN_ONLY, { multipart: true }),
      schema: {
        tags,
        summary: 'Edit an event (admin; multipart or JSON; only the fields sent change; image replaces, remove_image removes)',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: event, ...errorReply(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const actor = actorOf(await staffSession(request));
      const { id } = request.params;
      const existing = await getEvent(app.db, id);
      if (!existing) throw notFound();
      const form = await readForm(request, { image: 'image' });
      const changes = parseFields(eventEdit, form.fields);
      const { remove_image } = parseFields(removeImage, form.fields);
      assertDates(changes.date ?? existing.date, changes.end_date === undefined ? existing.end_date : changes.end_date);
      const image = form.files.image ? await storeUploadedImage(app.media, 'events', form.files.image) : null;
      await commitWithFiles(app.media, request.log, image ? imageFiles(image) : [], () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('events').select(['image', 'image_variants']).where('id', '=', id).executeTakeFirst();
          if (!current) throw notFound();
          const replaces = !!image || remove_image === true;
          await trx
            .updateTable('events')
            .set({
              ...columns(changes),
              ...(replaces ? { image: image?.image ?? null, image_variants: image ? JSON.stringify(image.variants) : null } : {}),
              updated_at: isoNow(),
            })
            .where('id', '=', id)
            .execute();
          const fields = changedFields(changes);
          if (replaces) fields.push('image');
          await recordAudit(trx, actor, { action: 'update', entity: 'event', entityId: id, details: { fields } });
          return { value: undefined, obsolete: replaces ? storedImageFiles(current.image, current.image_variants) : [] };
        }),
      );
      return view(id);
    },
  );

  app.delete(
    '/api/events/:id/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags,
        summary: 'Delete an event and its image (admin)',
        security: tokenSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(await staffSession(request));
      const { id } = request.params;
      await commitWithFiles(app.media, request.log, [], () =>
        app.db.kysely.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('events').select(['image', 'image_variants']).where('id', '=', id).executeTakeFirst();
          if (!current) throw notFound();
          await trx.deleteFrom('events').where('id', '=', id).execute();
          await recordAudit(trx, actor, { action: 'delete', entity: 'event', entityId: id });
          return { value: undefined, obsolete: storedImageFiles(current.image, current.image_variants) };
        }),
      );
      return reply.status(204).send(null);
    },
  );
}
