// Staff calls for test papers and test results: multipart with the PDF (`file`), stored together
// with the row. A coordinator works within their camps; a paper without a camp needs the
// all-camps scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import { testPaper, testResult } from '../../../shared/schemas/content';
import { testPaperEdit, testPaperFields, testResultEdit, testResultFields } from '../../../shared/schemas/staff/tests';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { errorReply, idParams } from '../../lib/openapi';
import { HttpError, notFound } from '../../plugins/errors';
import { staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import type { MediaStore } from '../../storage/media-store';
import { commitWithFiles, parseFields, readForm, storePdf } from '../../storage/uploads';
import { assertCampsExist } from '../accounts/accounts';
import { changedFields, recordAudit } from '../../audit/audit';
import { assertInScope, staffContext } from '../../auth/camp-scope';
import { getTestPaper, getTestResult, toTestPaperView, toTestResultView } from './tests';

interface Kind {
  table: 'test_papers' | 'test_results';
  url: string;
  entity: string;
  label: string;
  media: 'papers' | 'results';
  create: z.ZodType<Record<string, unknown> & { camp: number | null }>;
  edit: z.ZodType<Record<string, unknown> & { camp?: number | null | undefined }>;
  view: (db: Db, media: MediaStore, id: number) => Promise<unknown>;
  reply: z.ZodType;
  fieldsHelp: string;
}

const kinds: Kind[] = [
  {
    table: 'test_papers',
    url: '/api/test-papers/',
    entity: 'test_paper',
    label: 'test paper',
    media: 'papers',
    create: testPaperFields,
    edit: testPaperEdit,
    view: async (db, media, id) => toTestPaperView((await getTestPaper(db, id))!, media),
    reply: testPaper,
    fieldsHelp: 'title, type (screening, surprise, weekly), exam_date, camp, file (PDF)',
  },
  {
    table: 'test_results',
    url: '/api/test-results/',
    entity: 'test_result',
    label: 'test result',
    media: 'results',
    create: testResultFields,
    edit: testResultEdit,
    view: async (db, media, id) => toTestResultView((await getTestResult(db, id))!, media),
    reply: testResult,
    fieldsHelp: 'title, type (screening, surprise, weekly), standard (default All), result_date, camp, file (PDF)',
  },
];

/** Form fields -> columns: `camp` is camp_id; an empty standard is "All". */
function columns(fields: Record<string, unknown>): Record<string, unknown> {
  const { camp, standard, ...rest } = fields;
  return {
    ...rest,
    ...(camp !== undefined ? { camp_id: camp } : {}),
    ...(standard !== undefined ? { standard: standard === '' ? 'All' : standard } : {}),
  };
}

export async function testStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const kind of kinds) {
    const tags = ['staff: test papers and results'];
    // Both tables have the same columns apart from the date and the standard; queries are typed
    // against test_papers and run on either.
    const table = kind.table as 'test_papers';

    app.post(
      kind.url,
      {
        ...staffOnly(undefined, { multipart: true }),
        schema: {
          tags,
          summary: `Publish a ${kind.label} (multipart: ${kind.fieldsHelp})`,
          security: tokenSecurity,
          consumes: ['multipart/form-data'],
          response: { 201: kind.reply, ...errorReply(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const { actor, scope } = await staffContext(app.db.kysely, request);
        const form = await readForm(request, { file: 'pdf' });
        const input = parseFields(kind.create, form.fields);
        assertInScope(scope, input.camp);
        if (input.camp !== null) await assertCampsExist(app.db.kysely, [input.camp], 'camp');
        if (!form.files.file) throw new HttpError(400, en.staff.fileRequired, { file: [en.staff.fileRequired] });
        const file = await storePdf(app.media, kind.media, form.files.file);
        const id = await commitWithFiles(app.media, request.log, [file], async () => ({
          value: await app.db.kysely.transaction().execute(async (trx) => {
            const now = isoNow();
            const row = await trx
              .insertInto(table)
              .values({ ...columns(input), file, created_at: now, updated_at: now } as never)
              .returning('id')
              .executeTakeFirstOrThrow();
            await recordAudit(trx, actor, { action: 'create', entity: kind.entity, entityId: row.id, details: { camp_id: input.camp } });
            return row.id;
          }),
        }));
        return reply.status(201).send(await kind.view(app.db, app.media, id));
      },
    );

    app.put(
      `${kind.url}:id/`,
      {
        ...staffOnly(undefined, { multipart: true }),
        schema: {
          tags,
          summary: `Edit a ${kind.label} (multipart or JSON; only the fields sent change; a new file replaces the old one)`,
          security: tokenSecurity,
          consumes: ['multipart/form-data', 'application/json'],
          params: idParams,
          response: { 200: kind.reply, ...errorReply(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        const { actor, scope } = await staffContext(app.db.kysely, request);
        const { id } = request.params;
        const existing = await app.db.kysely.selectFrom(table).select('camp_id').where('id', '=', id).executeTakeFirst();
        if (!existing) throw notFound();
        assertInScope(scope, existing.camp_id);
        const form = await readForm(request, { file: 'pdf' });
        const changes = parseFields(kind.edit, form.fields);
        if (changes.camp !== undefined) {
          assertInScope(scope, changes.camp);
          if (changes.camp !== null) await assertCampsExist(app.db.kysely, [changes.camp], 'camp');
        }
        const file = form.files.file ? await storePdf(app.media, kind.media, form.files.file) : null;
        await commitWithFiles(app.media, request.log, file ? [file] : [], () =>
          app.db.kysely.transaction().execute(async (trx) => {
            const current = await trx.selectFrom(table).select(['camp_id', 'file']).where('id', '=', id).executeTakeFirst();
            if (!current) throw notFound();
            assertInScope(scope, current.camp_id);
            await trx
              .updateTable(table)
              .set({ ...(columns(changes) as Record<string, never>), ...(file ? { file } : {}), updated_at: isoNow() })
              .where('id', '=', id)
              .execute();
            const fields = changedFields(changes);
            if (file) fields.push('file');
            await recordAudit(trx, actor, {
              action: 'update',
              entity: kind.entity,
              entityId: id,
              details: { camp_id: changes.camp ?? current.camp_id, fields },
            });
            return { value: undefined, obsolete: file ? [current.file] : [] };
          }),
        );
        return kind.view(app.db, app.media, id);
      },
    );

    app.delete(
      `${kind.url}:id/`,
      {
        ...staffOnly(),
        schema: {
          tags,
          summary: `Delete a ${kind.label} and its file`,
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
            const current = await trx.selectFrom(table).select(['camp_id', 'file']).where('id', '=', id).executeTakeFirst();
            if (!current) throw notFound();
            assertInScope(scope, current.camp_id);
            await trx.deleteFrom(table).where('id', '=', id).execute();
            await recordAudit(trx, actor, { action: 'delete', entity: kind.entity, entityId: id, details: { camp_id: current.camp_id } });
            return { value: undefined, obsolete: [current.file] };
          }),
        );
        return reply.status(204).send(null);
      },
    );
  }
}
