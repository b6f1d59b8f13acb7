// The staff inbox of the three public forms: lists searched, filtered, sorted and paged, status changes (audited), and
// CSV exports.
import { inTransaction } from '../../db/transaction';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, InboxStatus } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { INBOX_TABLES, type InboxKind } from '../applications/public';
import { recordAudit, type Actor } from '../../audit/audit';
import { toCsv } from '../../lib/csv';
import type { InboxFilter } from './inbox-query';

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

/** Search words become LIKE patterns that match themselves only (`%`, `_` and `\\` escaped). */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Text columns compare without regard to case, the same on SQLite and PostgreSQL. */
const lowered = (column: string) => sql<string>`lower(${sql.ref(column)})`;

type AnyQuery = SelectQueryBuilder<Record<AnyInboxTable, Database['contact_messages']>, AnyInboxTable, object>;

/**
 * The rows a box's filter keeps: every search word in one of the box's fields (any case), the
 * status, and the inbox (no spam) or spam view.
 */
function filtered<Q extends AnyQuery>(query: Q, kind: InboxKind, filter: Partial<InboxFilter>): Q {
  let q = query as AnyQuery;
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.view) q = q.where('status', filter.view === 'spam' ? '=' : '<>', 'spam');
  const words = (filter.search ?? '').split(/\s+/).filter(Boolean);
  for (const word of words) {
    const pattern = likePattern(word);
    q = q.where((eb) =>
      eb.or(INBOX_COLUMNS[kind].map((column) => eb(lowered(column), 'like', sql<string>`lower(${pattern}) escape '\\'`))),
    );
  }
  return q as Q;
}

export interface InboxWindow {
  limit: number;
  offset: number;
}

/** One page of a box (or all of it, without a window) and the total the filter keeps. */
export async function listInbox(
  db: Kysely<Database>,
  kind: InboxKind,
  filter: Partial<InboxFilter>,
  window?: InboxWindow,
): Promise<{ rows: InboxRow[]; total: number }> {
  const k = table(db);
  const name = INBOX_TABLES[kind];
  const sortBy = filter.sort_by ?? 'created_at';
  const direction = filter.sort_order ?? 'desc';
  const key = sortBy === 'created_at' || sortBy === 'status' ? sql.ref(sortBy) : lowered(sortBy);
  let query = filtered(k.selectFrom(name).selectAll(), kind, filter).orderBy(key, direction).orderBy('id', direction);
  if (window) query = query.limit(window.limit).offset(window.offset);
  const count = filtered(k.selectFrom(name), kind, filter).select((eb) => eb.fn.countAll<number>().as('n'));
  const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirstOrThrow()]);
  return { rows: rows as unknown as InboxRow[], total: Number(total.n) };
}

/** One record with everything it holds (the list masks phone numbers). */
export async function inboxRecord(db: Kysely<Database>, kind: InboxKind, id: number): Promise<InboxRow> {
  const row = await table(db).selectFrom(INBOX_TABLES[kind]).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row as unknown as InboxRow;
}

export async function setInboxStatus(db: Db, actor: Actor, kind: InboxKind, id: number, status: InboxStatus): Promise<InboxRow> {
  const name = INBOX_TABLES[kind];
  return inTransaction(db, async (trx) => {
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

/** The rows of a box the filter keeps, in its order, as CSV; the export is audited. */
export async function exportInbox(db: Kysely<Database>, actor: Actor, kind: InboxKind, path: string, filter: InboxFilter) {
  const { rows } = await listInbox(db, kind, filter);
  const { status, view, search } = filter;
  const csv = csvRows(kind, rows);
  // Exporting personal data is worth a line in the audit log too.
  await recordAudit(db, actor, {
    action: 'export',
    entity: path.replace(/s$/, '').replace(/-/g, '_'),
    details: { rows: rows.length, ...(status ? { status } : {}), ...(view ? { view } : {}), ...(search ? { search } : {}) },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${path}-${day}.csv`, text: toCsv(csv.header, csv.rows) };
}

export function csvRows(kind: InboxKind, rows: InboxRow[]): { header: string[]; rows: unknown[][] } {
  const header = ['id', 'created_at', 'status', ...INBOX_COLUMNS[kind]];
  return { header, rows: rows.map((r) => header.map((h) => r[h])) };
}
