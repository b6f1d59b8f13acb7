// Staff calls that publish, edit and delete updates: the same records the public /announcements/
// and /api/updates/ show. A coordinator works within their camps; an update without a camp
// (shown to everyone) needs the all-camps scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcement } from '../../../shared/schemas/content';
import { updateEdit, updateInput } from '../../../shared/schemas/staff/announcements';
import { isoNow } from '../../lib/clock';
import { errorReply, idParams } from '../../lib/openapi';
import { idValue } from '../../lib/query-params';
import { notFound } from '../../plugins/errors';
import { staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { assertCampsExist } from '../accounts/accounts';
import { changedFields, recordAudit } from '../../audit/audit';
import { assertInScope, staffContext } from '../../auth/camp-scope';
import { getAnnouncement, toAnnouncementView } from './announcements';

const tags = ['staff: updates'];

export async function announcementStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = async (id: number) => toAnnouncementView((await getAnnouncement(app.db, id))!);

  app.post(
    '/api/add_update/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Publish an update (title, text, venue, examTime, time, camp_id)',
        security: tokenSecurity,
        body: updateInput,
        response: { 201: announcement, ...errorReply(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { actor, scope } = await staffContext(app.db.kysely, request);
      const { examTime, camp_id, ...fields } = request.body;
      assertInScope(scope, camp_id);
      if (camp_id !== null) await assertCampsExist(app.db.kysely, [camp_id], 'camp_id');
      const id = await app.db.kysely.transaction().execute(async (trx) => {
        const now = isoNow();
        const row = await trx
          .insertInto('announcements')
          .values({ ...fields, venue: fields.venue || null, exam_time: examTime || null, camp_id, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, { action: 'create', entity: 'announcement', entityId: row.id, details: { camp_id } });
        return row.id;
      });
      return reply.status(201).send(await view(id));
    },
  );

  app.put(
    '/api/add_update/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Edit an update (?id=; only the fields sent change)',
        security: tokenSecurity,
        querystring: z.object({ id: idValue('id') }),
        body: updateEdit,
        response: { 200: announcement, ...errorReply(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor, scope } = await staffContext(app.db.kysely, request);
      const { id } = request.query;
      const { examTime, camp_id, venue, ...fields } = request.body;
      if (camp_id !== undefined) {
        assertInScope(scope, camp_id);
        if (camp_id !== null) await assertCampsExist(app.db.kysely, [camp_id], 'camp_id');
      }
      await app.db.kysely.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('announcements').select(['id', 'camp_id']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound();
        assertInScope(scope, current.camp_id);
        await trx
          .updateTable('announcements')
          .set({
            ...fields,
            ...(venue !== undefined ? { venue: venue || null } : {}),
            ...(examTime !== undefined ? { exam_time: examTime || null } : {}),
            ...(camp_id !== undefined ? { camp_id } : {}),
            updated_at: isoNow(),
          })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, actor, {
          action: 'update',
          entity: 'announcement',
          entityId: id,
          details: { camp_id: camp_id === undefined ? current.camp_id : camp_id, fields: changedFields(request.body) },
        });
      });
      return view(id);
    },
  );

  app.delete(
    '/api/updates/:id/',
    {
      ...staffOnly(),
      schema: {
        tags,
        summary: 'Delete an update',
        security: tokenSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor, scope } = await staffContext(app.db.kysely, request);
      const { id } = request.params;
      await app.db.kysely.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('announcements').select(['id', 'camp_id']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound();
        assertInScope(scope, current.camp_id);
        await trx.deleteFrom('announcements').where('id', '=', id).execute();
        await recordAudit(trx, actor, { action: 'delete', entity: 'announcement', entityId: id, details: { camp_id: current.camp_id } });
      });
      return reply.status(204).send(null);
    },
  );
}
