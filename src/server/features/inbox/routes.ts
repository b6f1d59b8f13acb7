// GET /api/inbox/<kind>/, PATCH /api/inbox/<kind>/{id}/ {status}, GET /api/inbox/<kind>/export.csv
// for volunteer-applications, partner-applications and contact-messages. Admins only: the inbox
// holds every applicant's personal data, and no coordinator's work needs it.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessage, partnerApplication, volunteerApplication } from '../../../shared/schemas/applications';
import { inboxStatusInput } from '../../../shared/schemas/staff/inbox';
import { errorReply, idParams } from '../../lib/openapi';
import { pageQuery, pageWindow, sendPage } from '../../lib/pagination';
import { ADMIN_ONLY, staffRoute, staffSession } from '../../plugins/staff-guard';
import { INBOX_TABLES, type InboxKind } from '../applications/public';
import { actorOf } from '../../audit/audit';
import { exportInbox, inboxRecord, listInbox, setInboxStatus } from './inbox';
import { consentEntry, maskPhone } from '../../../shared/schemas/privacy';
import { consentsOf, logStaffAccess } from '../privacy/public';
import { INBOX_SORT_COLUMNS, inboxFilterQuery } from './inbox-query';

const boxes = [
  { kind: 'volunteer', path: 'volunteer-applications', record: volunteerApplication, label: 'volunteer applications' },
  { kind: 'partner', path: 'partner-applications', record: partnerApplication, label: 'partner applications' },
  { kind: 'contact', path: 'contact-messages', record: contactMessage, label: 'contact messages' },
] as const satisfies readonly { kind: InboxKind; path: string; record: z.ZodObject; label: string }[];

export async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const forAdmins = <S extends FastifySchema>(schema: S) => staffRoute(ADMIN_ONLY, { tags: ['staff: inbox'], ...schema });

  for (const box of boxes) {
    const base = `/api/inbox/${box.path}/`;
    const filterQuery = inboxFilterQuery(box.kind);
    const sortable = INBOX_SORT_COLUMNS[box.kind].join(', ');

    app.get(
      base,
      forAdmins({
        summary: `List ${box.label}: search (every word in some field, any case), status, view inbox (no spam) or spam; sort_by ${sortable} (created_at, newest first, by default), sort_order; paged (total in X-Total-Count)`,
        querystring: pageQuery.extend(filterQuery.shape),
        response: { 200: z.array(box.record), ...errorReply(400, 401, 403) },
      }),
      async (request, reply) => {
        const { rows, total } = await listInbox(app.db.kysely, box.kind, request.query, pageWindow(request.query));
        // A list shows phone numbers masked; the record's own page shows them whole (personal data: least shown).
        const shown = rows.map((r) => (typeof r.phone === 'string' ? { ...r, phone: maskPhone(r.phone) } : r));
        return sendPage(reply, shown as never[], total);
      },
    );

    app.get(
      `${base}:id/`,
      forAdmins({
        summary: `One of the ${box.label}, whole, with its notice and consents (the opening is written to the access log)`,
        params: idParams,
        response: {
          200: box.record.extend({ notice_version: z.number().int().nullable(), consents: z.array(consentEntry) }),
          ...errorReply(400, 401, 403, 404),
        },
      }),
      async (request) => {
        const { id } = request.params;
        const row = await inboxRecord(app.db.kysely, box.kind, id);
        await logStaffAccess(request, app.db.kysely, { action: 'view', kind: box.kind, recordId: id });
        const [notice, consents] = await Promise.all([
          typeof row.notice_id === 'number'
            ? app.db.kysely.selectFrom('privacy_notices').select('version').where('id', '=', row.notice_id).executeTakeFirst()
            : undefined,
          consentsOf(app.db.kysely, INBOX_TABLES[box.kind], id),
        ]);
        return { ...row, notice_version: notice?.version ?? null, consents } as never;
      },
    );

    app.patch(
      `${base}:id/`,
      forAdmins({
        summary: `Change the status of one of the ${box.label}`,
        params: idParams,
        body: inboxStatusInput,
        response: { 200: box.record, ...errorReply(400, 401, 403, 404) },
      }),
      async (request) => {
        const session = await staffSession(request);
        return setInboxStatus(app.db, actorOf(session), box.kind, request.params.id, request.body.status) as never;
      },
    );

    app.get(
      `${base}export.csv`,
      forAdmins({
        summary: `Export ${box.label} as CSV: the rows the list's search, status and view keep, in its order`,
        querystring: filterQuery,
        produces: ['text/csv'],
        response: errorReply(400, 401, 403),
      }),
      async (request, reply) => {
        const csv = await exportInbox(app.db.kysely, actorOf(await staffSession(request)), box.kind, box.path, request.query);
        await logStaffAccess(request, app.db.kysely, { action: 'export', kind: box.kind, filter: request.query });
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
          .send(csv.text as never);
      },
    );
  }
}
