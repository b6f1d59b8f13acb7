// Staff calls that publish, edit and delete brochures and reports (admins only: they speak for the
// whole trust). Multipart with the PDF (`file`), stored together with the row.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import { brochure, report } from '../../../shared/schemas/content';
import { brochureEdit, brochureFields, reportEdit, reportFields } from '../../../shared/schemas/staff/downloads';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { errorReply, idParams } from '../../lib/openapi';
import { HttpError, notFound } from '../../plugins/errors';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';
import type { MediaStore } from '../../storage/media-store';
import { commitWithFiles, parseFields, readForm, storePdf } from '../../storage/uploads';
import { actorOf, changedFields, recordAudit } from '../../audit/audit';
import { getBrochure, getReport, toBrochureView, toReportView } from './downloads';

interface Kind {
  table: 'brochures' | 'reports';
  url: string;
  entity: string;
  create: z.ZodType<Record<string, unknown>>;
  edit: z.ZodType<Record<string, unknown>>;
  view: (db: Db, media: MediaStore, id: number) => Promise<unknown>;
  reply: z.ZodType;
  fieldsHelp: string;
}

const kinds: Kind[] = [
  {
    table: 'brochures',
    url: '/api/brochures/',
    entity: 'brochure',
    create: brochureFields,
    edit: brochureEdit,
    view: async (db, media, id) => toBrochureView((await getBrochure(db, id))!, media),
    reply: brochure,
    fieldsHelp: 'title, year, file (PDF)',
  },
  {
    table: 'reports',
    url: '/api/reports/',
    entity: 'report',
    create: reportFields,
    edit: reportEdit,
    view: async (db, media, id) => toReportView((await getReport(db, id))!, media),
    reply: report,
    fieldsHelp: 'title, year, location, file (PDF)',
  },
];

/** An empty location is none. */
const columns = (fields: Record<string, unknown>) => ('location' in fields ? { ...fields, location: fields.location || null } : fields);

export async function downloadStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff: brochures and reports'];

  for (const kind of kinds) {
    // Reports are brochures plus a location: queries are typed against reports and run on both.
    const table = kind.table as 'reports';

    app.post(
      kind.url,
      {
        ...staffOnly(ADMIN_ONLY, { multipart: true }),
        schema: {
          tags,
          summary: `Publish a ${kind.entity} (admin; multipart: ${kind.fieldsHelp})`,
          security: tokenSecurity,
          consumes: ['multipart/form-data'],
          response: { 201: kind.reply, ...errorReply(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(await staffSession(request));
        const form = await readForm(request, { file: 'pdf' });
        const input = parseFields(kind.create, form.fields);
        if (!form.files.file) throw new HttpError(400, en.staff.fileRequired, { file: [en.staff.fileRequired] });
        const file = await storePdf(app.media, kind.table, form.files.file);
        const id = await commitWithFiles(app.media, request.log, [file], async () => ({
          value: await app.db.kysely.transaction().execute(async (trx) => {
            const now = isoNow();
            const row = await trx
              .insertInto(table)
              .values({ ...columns(input), file, created_at: now, updated_at: now } as never)
              .returning('id')
              .executeTakeFirstOrThrow();
            await recordAudit(trx, actor, { action: 'create', entity: kind.entity, entityId: row.id });
            return row.id;
          }),
        }));
        return reply.status(201).send(await kind.view(app.db, app.media, id));
      },
    );

    app.put(
      `${kind.url}:id/`,
      {
        ...staffOnly(ADMIN_ONLY, { multipart: true }),
        schema: {
          tags,
          summary: `Edit a ${kind.entity} (admin; multipart or JSON; only the fields sent change; a new file replaces the old one)`,
          security: tokenSecurity,
          consumes: ['multipart/form-data', 'application/json'],
          params: idParams,
          response: { 200: kind.reply, ...errorReply(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        const actor = actorOf(await staffSession(request));
        const { id } = request.params;
        if (!(await app.db.kysely.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())) throw notFound();
        const form = await readForm(request, { file: 'pdf' });
        const changes = parseFields(kind.edit, form.fields);
        const file = form.files.file ? await storePdf(app.media, kind.table, form.files.file) : null;
        await commitWithFiles(app.media, request.log, file ? [file] : [], () =>
          app.db.kysely.transaction().execute(async (trx) => {
            const current = await trx.selectFrom(table).select('file').where('id', '=', id).executeTakeFirst();
            if (!current) throw notFound();
            await trx
              .updateTable(table)
              .set({ ...(columns(changes) as Record<string, never>), ...(file ? { file } : {}), updated_at: isoNow() })
              .where('id', '=', id)
              .execute();
            const fields = changedFields(changes);
            if (file) fields.push('file');
            await recordAudit(trx, actor, { action: 'update', entity: kind.entity, entityId: id, details: { fields } });
            return { value: undefined, obsolete: file ? [current.file] : [] };
          }),
        );
        return kind.view(app.db, app.media, id);
      },
    );

    app.delete(
      `${kind.url}:id/`,
      {
        ...staffOnly(ADMIN_ONLY),
        schema: {
          tags,
          summary: `Delete a ${kind.entity} and its file (admin)`,
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
            const current = await trx.selectFrom(table).select('file').where('id', '=', id).executeTakeFirst();
            if (!current) throw notFound();
            await trx.deleteFrom(table).where('id', '=', id).execute();
            await recordAudit(trx, actor, { action: 'delete', entity: kind.entity, entityId: id });
            return { value: undefined, obsolete: [current.file] };
          }),
        );
        return reply.status(204).send(null);
      },
    );
  }
}
