// The staff inbox of the three public forms: lists newest first, status changes (audited), and
// CSV exports.
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, InboxStatus } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../plugins/errors';
import { INBOX_TABLES, type InboxKind } from '../applications/applications';
import { recordAudit, type Actor } from '../../audit/audit';
import { toCsv } from './csv';

export const INBOX_COLUMNS = {
  volunteer: ['full_name', 'email', 'role', 'message'],
  partner: ['organization_name', 'contact_person', 'email', 'phone', 'organization_type', 'partnership_interest'],
  contact: ['name', 'email', 'subject', 'message'],
} as const satisfies Record<InboxKind, readonly string[]>;

type AnyInboxTable = (typeof INBOX_TABLES)[InboxKind];
type InboxRow = Record<string, unknown> & { id: number; status: InboxStatus; created_at: string; updated_at: string };

// The three tables share id, status, created_at and updated_at; queries are written once against
// one of them and typed loosely for the others.
const table = (db: Kysely<Database>) => db as unknown as Kysely<Record<AnyInboxTable, Database['contact_messages']>>;

export interface InboxFilter {
  status?: InboxStatus | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export async function listInbox(db: Kysely<Database>, kind: InboxKind, filter: InboxFilter): Promise<{ rows: InboxRow[]; total: number }> {
  const k = table(db);
  const name = INBOX_TABLES[kind];
  let query = k.selectFrom(name).selectAll();
  let count = k.selectFrom(name);
  if (filter.status) {
    query = query.where('status', '=', filter.status);
    count = count.where('status', '=', filter.status);
  }
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  const [rows, total] = await Promise.all([
    query.execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as InboxRow[], total: Number(total.n) };
}

export async function setInboxStatus(db: Db, actor: Actor, kind: InboxKind, id: number, status: InboxStatus): Promise<InboxRow> {
  const name = INBOX_TABLES[kind];
  return db.kysely.transaction().execute(async (trx) => {
    const k = table(trx);
    const current = await k.selectFrom(name).select(['id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound();
    const row = await k
      .updateTable(name)
      .set({ status, updated_at: isoNow() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'status',
      entity: name.replace(/s$/, ''),
      entityId: id,
      details: { from: current.status, to: status },
    });
    return row as unknown as InboxRow;
  });
}

/** All the rows of a box (or those of one status) as CSV, newest first; the export is audited. */
export async function exportInbox(db: Kysely<Database>, actor: Actor, kind: InboxKind, path: string, status: InboxStatus | undefined) {
  const { rows } = await listInbox(db, kind, { status });
  const csv = csvRows(kind, rows);
  // Exporting personal data is worth a line in the audit log too.
  await recordAudit(db, actor, {
    action: 'export',
    entity: path.replace(/s$/, '').replace(/-/g, '_'),
    details: { rows: rows.length, ...(status ? { status } : {}) },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${path}-${day}.csv`, text: toCsv(csv.header, csv.rows) };
}

export function csvRows(kind: InboxKind, rows: InboxRow[]): { header: string[]; rows: unknown[][] } {
  const header = ['id', 'created_at', 'status', ...INBOX_COLUMNS[kind]];
  return { header, rows: rows.map((r) => header.map((h) => r[h])) };
}
